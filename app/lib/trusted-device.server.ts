// "Remember this device for 30 days" after a two-factor sign-in: the browser keeps a signed cookie
// with a random token, the trusted_devices row its SHA-256, so the server can revoke it (two-factor
// turned off or reset, a password change) and a copied database hands out nothing.
import { and, eq, gt, lt } from 'drizzle-orm'
import { trustedDevices } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { signedCookie } from '#app/lib/signed-cookie.server.ts'
import { hashToken, newToken } from '#app/lib/tokens.server.ts'

export const TRUSTED_DEVICE_COOKIE = '__trusted'
export const TRUSTED_DEVICE_MS = 30 * 24 * 60 * 60 * 1000

// Not /admin/login: with JavaScript the form posts to /admin/login.data, outside that path.
const trustedCookie = signedCookie(TRUSTED_DEVICE_COOKIE, {
  path: '/admin',
  maxAge: TRUSTED_DEVICE_MS / 1000,
})

/** Trusts this browser for `userId` for 30 days; the Set-Cookie header to send. */
export function trustDevice(userId: number, now = Date.now()): Promise<string> {
  const token = newToken()
  const db = getDb()
  // Housekeeping on the rare write path keeps the table small without a scheduler.
  db.delete(trustedDevices)
    .where(lt(trustedDevices.expiresAt, new Date(now)))
    .run()
  db.insert(trustedDevices)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + TRUSTED_DEVICE_MS) })
    .run()
  return trustedCookie().serialize(token)
}

/** Whether the request's browser was trusted by `userId` and still is. */
export async function isTrustedDevice(
  request: Request,
  userId: number,
  now = Date.now(),
): Promise<boolean> {
  const token: unknown = await trustedCookie().parse(request.headers.get('Cookie'))
  if (typeof token !== 'string' || token.length === 0 || token.length > 64) return false
  const row = getDb()
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date(now)),
      ),
    )
    .get()
  return Boolean(row)
}

/** Forgets every browser `userId` trusted. */
export function revokeTrustedDevices(userId: number): number {
  return getDb().delete(trustedDevices).where(eq(trustedDevices.userId, userId)).run().changes
}
