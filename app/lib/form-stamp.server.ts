// When a public form was served, signed so it cannot be forged: a form sent back sooner than a
// person could fill it (FORM_MIN_FILL_MS, 2 s by default) is treated as a bot's, like a filled
// honeypot (docs/security.md). Plain HMAC, no state: any server with the secret can check it.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from './env.server.ts'
import { getSessionSecret } from './secrets.server.ts'

const sign = (issuedAt: string) =>
  createHmac('sha256', getSessionSecret()).update(`form-stamp:${issuedAt}`).digest('base64url')

/** The value of the form's hidden stamp field, for a page served at `now`. */
export function issueFormStamp(now = Date.now()): string {
  return `${now}.${sign(String(now))}`
}

/** True when the stamp is ours and at least FORM_MIN_FILL_MS old at `now`. */
export function stampIsHuman(value: unknown, now = Date.now()): boolean {
  if (typeof value !== 'string' || value.length > 100) return false
  const [issuedAt = '', signature = ''] = value.split('.')
  if (!/^\d{1,15}$/.test(issuedAt)) return false
  const expected = Buffer.from(sign(issuedAt))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  return now - Number(issuedAt) >= getEnv().FORM_MIN_FILL_MS
}
