// A sign-in halfway through: the password was right, the account asks for a code. The browser holds
// a signed cookie naming the account for 10 minutes; only the code page reads it, and no session
// exists until the code is right (app/routes/admin_.login_.code.tsx).
import { z } from 'zod'
import { signedCookie } from '#app/lib/signed-cookie.server.ts'

export const PENDING_LOGIN_COOKIE = '__login'
export const PENDING_LOGIN_MS = 10 * 60 * 1000

const PendingSchema = z.object({
  userId: z.number().int(),
  remember: z.boolean(),
  redirectTo: z.string().max(2000),
  expiresAt: z.number(),
})
export type PendingLogin = z.infer<typeof PendingSchema>

const pendingCookie = signedCookie(PENDING_LOGIN_COOKIE, { path: '/admin/login' })

/** The Set-Cookie header that carries the sign-in over to the code page. */
export function startPendingLogin(
  pending: Omit<PendingLogin, 'expiresAt'>,
  now = Date.now(),
): Promise<string> {
  return pendingCookie().serialize(
    { ...pending, expiresAt: now + PENDING_LOGIN_MS } satisfies PendingLogin,
    { maxAge: PENDING_LOGIN_MS / 1000 },
  )
}

/** The sign-in waiting for its code, or null (none, forged, or older than 10 minutes). */
export async function readPendingLogin(
  request: Request,
  now = Date.now(),
): Promise<PendingLogin | null> {
  const parsed = PendingSchema.safeParse(await pendingCookie().parse(request.headers.get('Cookie')))
  return parsed.success && parsed.data.expiresAt > now ? parsed.data : null
}

/** The Set-Cookie header that ends it (signed in, or given up). */
export function endPendingLogin(): Promise<string> {
  return pendingCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
