// OWASP's device cookies (docs/decisions/010-sign-in-limits.md): a browser that has signed in to an
// account carries a signed cookie naming it, and its later attempts are limited per device instead
// of by the account-wide counter, which anyone can exhaust.
import { z } from 'zod'
import { signedCookie } from '#app/lib/signed-cookie.server.ts'
import { newToken } from '#app/lib/tokens.server.ts'

export const DEVICE_COOKIE = '__device'
const MAX_AGE_SEC = 365 * 24 * 60 * 60

const DeviceSchema = z.object({ login: z.string().max(320), id: z.string().max(64) })
export type Device = z.infer<typeof DeviceSchema>

const deviceCookie = signedCookie(DEVICE_COOKIE, { path: '/', maxAge: MAX_AGE_SEC })

/** The account names are compared as the sign-in form compares them. */
export const loginName = (email: string) => email.trim().toLowerCase()

/** The request's device, when it carries a cookie this site signed; null otherwise. */
export async function readDevice(request: Request): Promise<Device | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get('Cookie'))
  const parsed = DeviceSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The Set-Cookie header that marks this browser as one that signed in to `email`. */
export function issueDevice(email: string): Promise<string> {
  return deviceCookie().serialize({ login: loginName(email), id: newToken() } satisfies Device)
}
