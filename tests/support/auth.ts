// Helpers for route tests that need an admin: a real user row, a real session row and its cookie.
import { createSession } from '#app/auth/session.server.ts'
import { createUser, type PublicUser } from '#app/models/user.server.ts'

export const ORIGIN = 'http://localhost'
export const ADMIN = {
  name: 'Test Admin',
  email: 'admin@example.com',
  password: 'correct horse battery',
}

export function createAdmin(): Promise<PublicUser> {
  return createUser(ADMIN)
}

/** The Cookie header value a browser would send after signing in as `userId`. */
export async function sessionCookieFor(userId: number): Promise<string> {
  return cookieFrom(await createSession(userId))
}

export function cookieFrom(setCookie: string | null): string {
  return (setCookie ?? '').split(';')[0]!
}

type Init = { cookie?: string; origin?: string | null; method?: string }

export function formRequest(path: string, fields: Record<string, string>, init: Init = {}) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (init.cookie) headers.set('Cookie', init.cookie)
  if (init.origin !== null) headers.set('Origin', init.origin ?? ORIGIN)
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: new URLSearchParams(fields),
  })
}

export function getRequest(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

/** Runs a loader or action and hands back what it threw (redirects are thrown Responses). */
export async function settle<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

export const context = { clientAddress: '203.0.113.7' }
