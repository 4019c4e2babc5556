// When a public form was served, signed so it cannot be forged: a form sent back sooner than a
// person could fill it (FORM_MIN_FILL_MS, 2 s by default) is treated as a bot's, like a filled
// honeypot (docs/security.md). Plain HMAC, no state: any server with the secret can check it.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from './env.server.ts'
import { getSessionSecret } from './secrets.server.ts'

const sign = (issuedAt: string) =>
  createHmac('sha256', getSessionSecret()).update(`form-stamp:${issuedAt}`).digest('base64url')

/**
 * Stamps are dated this far ahead. A page holding one may be served from the page cache for up to
 * this long (page-cache.server.ts), so however old the cached copy, a form sent back at once is
 * still too fast; a person's form waits at most this much longer than FORM_MIN_FILL_MS.
 */
export const STAMP_LEAD_MS = 5_000
/** A stamp as it appears in a page (a 13-digit time, a dot, a 43-character signature). */
export const STAMP_PATTERN = /\b\d{13}\.[\w-]{43}\b/g

/** The value of the form's hidden stamp field, for a page rendered at `now`. */
export function issueFormStamp(now = Date.now()): string {
  const issuedAt = now + STAMP_LEAD_MS
  return `${issuedAt}.${sign(String(issuedAt))}`
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
