// The admin guard. Every /admin loader and action calls requireAdmin(request) first; a parent
// layout's loader is only a convenience, because Remix runs a child's action without it.
import { redirect } from '@remix-run/node'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'
import { getSession, type ActiveSession } from './session.server.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses (403) a state-changing request that a browser says came from another site. The cookie's
 * SameSite=Lax already stops most of these; this is the second lock. The Origin's host must be the
 * request's own host; the scheme is not compared, because behind a TLS-terminating proxy without
 * TRUST_PROXY the server sees http while the browser says https. A request without Origin passes
 * only when Sec-Fetch-Site is same-origin or absent (see docs/decisions/003-admin-sessions.md).
 */
export function assertSameOrigin(request: Request) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return
  const origin = request.headers.get('Origin')
  const site = request.headers.get('Sec-Fetch-Site')
  const sameOrigin =
    origin === null
      ? site === null || site === 'same-origin'
      : hostOf(origin) === new URL(request.url).host
  if (!sameOrigin) throw new Response('Forbidden: cross-site request', { status: 403 })
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

export async function getAdmin(request: Request): Promise<PublicUser | null> {
  const session = await getSession(request)
  return session ? (getUserById(session.userId) ?? null) : null
}

function loginRedirect(request: Request) {
  const url = new URL(request.url)
  const redirectTo = `${url.pathname}${url.search}`
  return redirect(`/admin/login?${new URLSearchParams({ redirectTo })}`)
}

/** The signed-in admin and the session itself (for pages that end the other sessions). */
export async function requireAdminSession(
  request: Request,
): Promise<{ user: PublicUser; session: ActiveSession }> {
  assertSameOrigin(request)
  const session = await getSession(request)
  const user = session ? getUserById(session.userId) : undefined
  if (!session || !user) throw loginRedirect(request)
  return { user, session }
}

/** The signed-in admin, or a thrown redirect to the sign-in page that comes back here after. */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  return (await requireAdminSession(request)).user
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

/**
 * The signed-in admin for the JSON doors the admin screens call with XMLHttpRequest (uploads with
 * progress). XMLHttpRequest follows a redirect silently, so the sign-in page would arrive as a
 * 200 and read as success; these doors answer 401 JSON with a message instead.
 */
export async function requireAdminForJson(request: Request): Promise<PublicUser> {
  assertSameOrigin(request)
  const session = await getSession(request)
  const user = session ? getUserById(session.userId) : undefined
  if (!session || !user) throw Response.json({ message: SESSION_EXPIRED }, { status: 401 })
  return user
}
