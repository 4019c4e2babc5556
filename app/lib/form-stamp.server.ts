// When a public form was served to this visitor, signed so it cannot be forged (docs/security.md):
// a post without a genuine stamp is a bot's (strong: the Spam folder), one sent back sooner than a
// person could fill the form (FORM_MIN_FILL_MS, 2 s by default) only looks like one (weak: kept in
// the inbox, marked "sent unusually fast"). Plain HMAC, no state: any server with the secret checks it.
// The page cache gives every answer a fresh stamp (page-cache.server.ts), so the time counts from
// when this visitor received the page, never from when it was rendered.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '#app/lib/env.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'

const sign = (issuedAt: string) =>
  createHmac('sha256', getSessionSecret()).update(`form-stamp:${issuedAt}`).digest('base64url')

/** A stamp as it appears in a page (a 13-digit time, a dot, a 43-character signature). */
export const STAMP_PATTERN = /\b\d{13}\.[\w-]{43}\b/g
/** Every stamp is this long (until the year 2286). */
export const STAMP_LENGTH = 57

/** The value of the form's hidden stamp field, for a form served at `now`. */
export function issueFormStamp(now = Date.now()): string {
  const issuedAt = String(Math.floor(now))
  return `${issuedAt}.${sign(issuedAt)}`
}

/** When a genuine stamp was issued (ms), or null when the value is missing or not ours. */
export function stampIssuedAt(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > 100) return null
  const [issuedAt = '', signature = ''] = value.split('.')
  if (!/^\d{1,15}$/.test(issuedAt)) return null
  const expected = Buffer.from(sign(issuedAt))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return Number(issuedAt)
}

/**
 * What a posted stamp says: `forged` (missing or not ours), `fast` (genuine, but sent back sooner
 * than FORM_MIN_FILL_MS after it was issued) or `human`.
 */
export function judgeFormStamp(value: unknown, now = Date.now()): 'forged' | 'fast' | 'human' {
  const issuedAt = stampIssuedAt(value)
  if (issuedAt === null) return 'forged'
  return now - issuedAt >= getEnv().FORM_MIN_FILL_MS ? 'human' : 'fast'
}
