// POST /api/users/login: a bearer token for API clients. Same credentials check and rate limits
// as the admin form (attemptLogin); answers follow API.md.
import type { ActionFunctionArgs } from '@remix-run/node'
import { issueApiToken } from '#app/lib/api-auth.server.ts'
import { applySecurityHeaders } from '#app/lib/headers.server.ts'
import { attemptLogin } from '#app/lib/login.server.ts'
import { clientKey } from '#app/lib/rate-limit.server.ts'
import { LoginSchema } from '#app/models/user.server.ts'

const MAX_BODY_BYTES = 1024 * 1024

function reply(body: unknown, status = 200, extra: HeadersInit = {}) {
  const headers = applySecurityHeaders(new Headers(extra))
  // A token must never sit in a shared cache.
  headers.set('Cache-Control', 'no-store')
  return Response.json(body, { status, headers })
}

const methodNotAllowed = () => reply({ message: 'Method not allowed' }, 405, { Allow: 'POST' })

// Reads at most 1 MiB of the body, so a huge upload is refused without being held in memory.
async function readJson(request: Request): Promise<{ value: unknown } | Response> {
  const tooLarge = () => reply({ message: 'Request body too large' }, 413)
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength
      if (size > MAX_BODY_BYTES) return tooLarge()
      chunks.push(chunk)
    }
  }
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
  } catch {
    return reply({ message: 'Malformed JSON body' }, 400)
  }
}

export async function loader() {
  return methodNotAllowed()
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const body = await readJson(request)
  if (body instanceof Response) return body
  const parsed = LoginSchema.safeParse(body.value)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      errors[issue.path.join('.') || 'body'] ??= issue.message
    return reply({ message: 'Validation failed', errors }, 400)
  }
  const result = await attemptLogin(parsed.data, clientKey(context))
  if (!result.ok) {
    const headers: HeadersInit =
      result.status === 429 ? { 'Retry-After': String(result.retryAfterSec) } : {}
    return reply({ message: result.message }, result.status, headers)
  }
  const { id, name, email } = result.user
  return reply({ _id: String(id), name, email, token: issueApiToken(id) })
}
