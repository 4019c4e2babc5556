// The admin guard. Every /admin loader and action calls requireAdmin(request) first; a parent
// layout's loader is only a convenience, because Remix runs a child's action without it.
import { redirect } from '@remix-run/node'
import { getUserById, type PublicUser } from '#app/models/user.server.ts'
import { setActor } from '#app/lib/request-context.server.ts'
import { getSession, type ActiveSession } from '#app/auth/session.server.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses (403) a state-changing request that a browser says came from another site. The cookie's
 * SameSite=Lax already stops most of these; this is the second lock. The Origin must be the
 * request's own origin: scheme, host and port (behind an HTTPS proxy they come from SITE_URL or
 * the proxy named in FORWARDED_HEADERS_PROXY: app/lib/request-origin.server.ts, docs/deploy.md).
 * Without an Origin, Sec-Fetch-Site must say same-origin. A request with neither passes only where
 * no cookie vouches for it (the sign-in form, a script calling it): every browser sends one of
 * them, so a cookie-authenticated post without both did not come from a browser page of ours (see
 * docs/decisions/003-admin-sessions.md).
 */
export function assertSameOrigin(request: Request, { cookieAuthenticated = false } = {}) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return
  const origin = request.headers.get('Origin')
  const site = request.headers.get('Sec-Fetch-Site')
  const sameOrigin =
    origin !== null
      ? originOf(origin) === new URL(request.url).origin
      : site !== null
        ? site === 'same-origin'
        : !cookieAuthenticated
  if (!sameOrigin) throw new Response('Forbidden: cross-site request', { status: 403 })
}

function originOf(origin: string): string | null {
  try {
    return new URL(origin).origin
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
  assertSameOrigin(request, { cookieAuthenticated: true })
  const session = await getSession(request)
  const user = session ? getUserById(session.userId) : undefined
  if (!session || !user) throw loginRedirect(request)
  setActor({ userId: user.id, name: user.name, via: 'admin' })
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
  assertSameOrigin(request, { cookieAuthenticated: true })
  const session = await getSession(request)
  const user = session ? getUserById(session.userId) : undefined
  if (!session || !user) throw Response.json({ message: SESSION_EXPIRED }, { status: 401 })
  setActor({ userId: user.id, name: user.name, via: 'admin' })
  return user
}
