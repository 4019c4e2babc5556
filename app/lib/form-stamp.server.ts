// When a public form was served to this visitor, signed so it cannot be forged (docs/security.md):
// a post without a genuine stamp is a bot's (strong: the Spam folder), one sent back sooner than a
// person could fill the form (FORM_MIN_FILL_MS, 2 s by default) only looks like one (weak: kept in
// the inbox, marked "sent unusually fast"). The page cache gives every answer a fresh stamp
// (page-cache.server.ts), so the time counts from when this visitor received the page, never from
// when it was rendered.
// A stamp proves one fresh form: it is refused after STAMP_MAX_AGE_MS (a day), and each is used
// once (claimFormStamp): a nonce makes every stamp served its own, even two answers of one
// millisecond, so a second post with the same stamp is a replay, never another visitor.
import {
  createCipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import type { Cipher, KeyObject } from 'node:crypto'
import { getEnv } from '#app/lib/env.server.ts'
import { hit, refund } from '#app/lib/rate-limit.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'

// Every kept page's answer signs one (docs/scale.md, "The hit path"), so the signature is one AES
// block cipher call on two fixed 16-byte blocks (the time and the nonce behind a mark of each
// block), made with a key derived once per secret: an HMAC-SHA256 cost three times as much. A block
// cipher is a pseudorandom function on one block, so its output is a MAC of a fixed-length message
// (docs/security.md, "Spam"). Stamps signed with HMAC by an earlier version are still read: none is
// accepted a day after it was issued anyway (STAMP_MAX_AGE_MS).
let keys: { secret: string; cipher: Cipher; hmac: KeyObject } | undefined
function keysFor(secret: string) {
  if (keys?.secret !== secret) {
    const aes = Buffer.from(hkdfSync('sha256', secret, '', 'form-stamp aes-256-ecb', 32))
    // ECB on whole blocks keeps no state between calls: one cipher serves every stamp.
    const cipher = createCipheriv('aes-256-ecb', aes, null).setAutoPadding(false)
    keys = { secret, cipher, hmac: createSecretKey(Buffer.from(secret)) }
  }
  return keys
}

const blocks = Buffer.alloc(32)
blocks.write('fs:a', 0, 'latin1')
blocks.write('fs:b', 16, 'latin1')
const sign = (issuedAt: number, nonce: Buffer) => {
  for (const at of [0, 16]) {
    blocks.writeUIntBE(issuedAt, at + 4, 6)
    nonce.copy(blocks, at + 10)
  }
  return keysFor(getSessionSecret()).cipher.update(blocks).toString('base64url')
}

const signedWithHmac = (issuedAt: string, nonce: string) =>
  createHmac('sha256', keysFor(getSessionSecret()).hmac)
    .update(`form-stamp:${issuedAt}.${nonce}`)
    .digest('base64url')

/** A stamp as it appears in a page (a 13-digit time, a dot, an 8-character nonce, a dot, a 43-character signature). */
export const STAMP_PATTERN = /\b\d{13}\.[\w-]{8}\.[\w-]{43}(?![\w-])/g
/** Every stamp is this long (until the year 2286). */
export const STAMP_LENGTH = 66
/** A stamp older than this is not a person's form (docs/security.md, "Spam"). */
export const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000

// Nonces count up from a random start: unique within this process without a random draw per answer
// (a busy kept page signs one per answer), and unlikely to meet another process's at the same ms.
let counter = randomBytes(6).readUIntBE(0, 6)
const nonceBytes = Buffer.alloc(6)
const nextNonce = () => {
  counter = (counter + 1) % 2 ** 48
  nonceBytes.writeUIntBE(counter, 0, 6)
  return nonceBytes
}

/** The value of the form's hidden stamp field, for a form served at `now`. */
export function issueFormStamp(now = Date.now(), nonce = nextNonce()): string {
  const issuedAt = Math.floor(now)
  return `${issuedAt}.${nonce.toString('base64url')}.${sign(issuedAt, nonce)}`
}

// A kept page's answers each carry a stamp of their own: signed SIGNED_TOGETHER at a time, in one
// cipher call. Each call's answer is a buffer made outside V8's heap, and that churn, not the AES,
// cost a busy kept page a fifth of its throughput (docs/scale.md, "Form stamps"). ECB enciphers each
// block alone, so a stamp signed in a batch is the one signed alone. A batch is served for at most
// SIGNED_FOR_MS: a stamp's time is when its page was sent, to within milliseconds of the two seconds
// a person takes (FORM_MIN_FILL_MS); a clock set back starts a new one.
const SIGNED_TOGETHER = 64
const SIGNED_FOR_MS = 20
let signed: string[] = []
let signedAt = -Infinity
const batch = Buffer.alloc(32 * SIGNED_TOGETHER)
for (let at = 0; at < batch.length; at += 32) blocks.copy(batch, at, 0, 32)

/** A fresh stamp for a page sent now: one of the batch signed last, or the first of a new batch. */
export function servedStamp(now = Date.now()): string {
  if (signed.length === 0 || now - signedAt > SIGNED_FOR_MS || now < signedAt) {
    signed = signBatch(Math.floor(now))
    signedAt = now
  }
  return signed.pop()!
}

function signBatch(issuedAt: number): string[] {
  const nonces: string[] = []
  for (let i = 0; i < SIGNED_TOGETHER; i++) {
    const nonce = nextNonce()
    nonces.push(nonce.toString('base64url'))
    for (const at of [i * 32, i * 32 + 16]) {
      batch.writeUIntBE(issuedAt, at + 4, 6)
      nonce.copy(batch, at + 10)
    }
  }
  const signatures = keysFor(getSessionSecret()).cipher.update(batch)
  return nonces.map(
    (nonce, i) =>
      `${issuedAt}.${nonce}.${signatures.subarray(i * 32, i * 32 + 32).toString('base64url')}`,
  )
}

// Six bytes hold every millisecond until the year 10889; a time is read in one spelling only (no
// leading zero), so one stamp cannot be sent again as another (claimFormStamp keys on the text).
const ISSUED_AT = /^[1-9]\d{0,14}$/

/** When a genuine stamp was issued (ms), or null when the value is missing or not ours. */
export function stampIssuedAt(value: unknown): number | null {
  if (typeof value !== 'string' || value.length > 100) return null
  const [issuedAt = '', nonce = '', signature = '', extra] = value.split('.')
  if (extra !== undefined || !ISSUED_AT.test(issuedAt) || !/^[\w-]{8}$/.test(nonce)) return null
  const time = Number(issuedAt)
  if (time >= 2 ** 48) return null
  const given = Buffer.from(signature)
  const same = (expected: string) =>
    given.length === expected.length && timingSafeEqual(given, Buffer.from(expected))
  // Eight base64url characters are exactly six bytes: each nonce has one spelling.
  if (same(sign(time, Buffer.from(nonce, 'base64url')))) return time
  return same(signedWithHmac(issuedAt, nonce)) ? time : null
}

export type StampJudgment = 'forged' | 'stale' | 'fast' | 'human'

/**
 * What a posted stamp says: `forged` (missing or not ours), `stale` (genuine, but issued more than
 * STAMP_MAX_AGE_MS ago), `fast` (genuine, but sent back sooner than FORM_MIN_FILL_MS after it was
 * issued) or `human`.
 */
export function judgeFormStamp(value: unknown, now = Date.now()): StampJudgment {
  const issuedAt = stampIssuedAt(value)
  if (issuedAt === null) return 'forged'
  if (now - issuedAt > STAMP_MAX_AGE_MS) return 'stale'
  return now - issuedAt >= getEnv().FORM_MIN_FILL_MS ? 'human' : 'fast'
}

// The memory of used stamps is the rate_limits table (rate-limit.server.ts): one point per stamp,
// kept for as long as a stamp is accepted at all, so it survives a restart and forgets by itself:
// it never holds more than a day of posts, and posts are limited per address.
const USED = { name: 'form-stamp-used', limit: { points: 1, durationSec: STAMP_MAX_AGE_MS / 1000 } }
const stampKey = (stamp: string) => stamp.split('.').slice(0, 2).join('.')

/** Marks a genuine stamp used; false when it was used before (a replay). */
export async function claimFormStamp(stamp: string): Promise<boolean> {
  return (await hit(USED.name, USED.limit, stampKey(stamp))).ok
}

/** Gives a stamp back when its post was not stored (a full disk, the lead budget): it may try again. */
export async function releaseFormStamp(stamp: string): Promise<void> {
  await refund(USED.name, USED.limit, stampKey(stamp))
}
