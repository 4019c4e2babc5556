// One-shot success/error messages that survive post/redirect/get without JavaScript. An action
// redirects with `redirectWithMessage(url, text, kind)`: the text rides in a short-lived signed
// cookie. The list page's loader calls `readMessage(request)` and returns its `headers` (they clear
// the cookie) with `data(..., { headers })`, so the message shows once and a reload drops it. Remix
// merges Set-Cookie from loader headers into both the document and the single-fetch response.
import { createCookie, redirect, type Cookie } from '@remix-run/node'
import { getEnv } from '#app/lib/env.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'
import { isRecord } from '#app/lib/property.ts'

export type MessageKind = 'success' | 'error'
/** A link after the text: the item just saved (its page, or its preview for a draft). */
export type MessageLink = { href: string; text: string }
export type Message = { text: string; kind: MessageKind; link?: MessageLink }

// Two cookies, by where the message is shown: the admin's (`__toast`, path /admin) and the public
// site's (`__flash`, path /). Kept apart so that a public page loaded meanwhile (a prefetch of the
// home page from the admin, say) never takes an admin message, nor the reverse.
type Scope = 'admin' | 'public'
let cookies: { secret: string; admin: Cookie; public: Cookie } | undefined

const scopeOf = (path: string): Scope =>
  path === '/admin' || path.startsWith('/admin/') ? 'admin' : 'public'

function toastCookie(scope: Scope): Cookie {
  const secret = getSessionSecret()
  if (cookies?.secret !== secret) {
    const options = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: getEnv().NODE_ENV === 'production',
      // Long enough for the redirect to be followed, short enough to never greet a later visit.
      maxAge: 60,
      secrets: [secret],
    }
    cookies = {
      secret,
      admin: createCookie('__toast', { ...options, path: '/admin' }),
      public: createCookie('__flash', { ...options, path: '/' }),
    }
  }
  return cookies[scope]
}

// A link of this site only: a path, never another origin ("//host").
const isLink = (link: unknown) =>
  link === undefined ||
  (isRecord(link) &&
    typeof link.text === 'string' &&
    typeof link.href === 'string' &&
    link.href.startsWith('/') &&
    !link.href.startsWith('//'))

function isMessage(value: unknown): value is Message {
  if (!isRecord(value)) return false
  const { text, kind, link } = value
  return (
    typeof text === 'string' &&
    (kind === 'success' || kind === 'error') &&
    text.length > 0 &&
    isLink(link)
  )
}

/** A redirect to `url` that shows `text` (and `link` after it) once on the page there. */
export async function redirectWithMessage(
  url: string,
  text: string,
  kind: MessageKind = 'success',
  link?: MessageLink,
): Promise<Response> {
  const message: Message = link ? { text, kind, link } : { text, kind }
  return redirect(url, {
    headers: {
      'Set-Cookie': await toastCookie(scopeOf(new URL(url, 'http://x').pathname)).serialize(
        message,
      ),
    },
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
  const cookie = toastCookie(scopeOf(new URL(request.url).pathname.replace(/\.data$/, '')))
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  if (value === null) return { message: null, headers }
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  return { message: isMessage(value) ? value : null, headers }
}
