// One-shot success/error messages that survive post/redirect/get without JavaScript. An action
// redirects with `redirectWithMessage(url, text, kind)`: the text rides in a short-lived signed
// cookie. The list page's loader calls `readMessage(request)` and returns its `headers` (they clear
// the cookie) with `data(..., { headers })`, so the message shows once and a reload drops it. Remix
// merges Set-Cookie from loader headers into both the document and the single-fetch response.
import { createCookie, redirect, type Cookie } from '@remix-run/node'
import { getEnv } from './env.server.ts'
import { getSessionSecret } from './secrets.server.ts'

export type MessageKind = 'success' | 'error'
export type Message = { text: string; kind: MessageKind }

let cookie: { secret: string; cookie: Cookie } | undefined

function toastCookie(): Cookie {
  const secret = getSessionSecret()
  if (cookie?.secret !== secret) {
    cookie = {
      secret,
      cookie: createCookie('__toast', {
        httpOnly: true,
        sameSite: 'lax',
        secure: getEnv().NODE_ENV === 'production',
        // The whole site: the public contact form's success line rides in it too.
        path: '/',
        // Long enough for the redirect to be followed, short enough to never greet a later visit.
        maxAge: 60,
        secrets: [secret],
      }),
    }
  }
  return cookie.cookie
}

function isMessage(value: unknown): value is Message {
  const v = value as Message | null
  return (
    typeof v?.text === 'string' && (v.kind === 'success' || v.kind === 'error') && v.text.length > 0
  )
}

/** A redirect to `url` that shows `text` once on the page there. */
export async function redirectWithMessage(
  url: string,
  text: string,
  kind: MessageKind = 'success',
): Promise<Response> {
  return redirect(url, {
    headers: { 'Set-Cookie': await toastCookie().serialize({ text, kind } satisfies Message) },
  })
}

/**
 * The message waiting for this page (or null) and the headers that clear it. Return the headers
 * from the loader even when the message is null: they are empty then.
 */
export async function readMessage(
  request: Request,
): Promise<{ message: Message | null; headers: Headers }> {
  const headers = new Headers()
  const value: unknown = await toastCookie().parse(request.headers.get('Cookie'))
  if (value === null) return { message: null, headers }
  headers.append('Set-Cookie', await toastCookie().serialize('', { maxAge: 0 }))
  return { message: isMessage(value) ? value : null, headers }
}
