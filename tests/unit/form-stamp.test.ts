// A form stamp's signature (app/lib/form-stamp.server.ts, docs/security.md "Spam"): one block
// cipher call per stamp, stamps of the earlier HMAC signature still read, and one spelling per
// stamp, since a used stamp is remembered by its text.
import { createHmac } from 'node:crypto'
import { expect, test } from 'vitest'
import {
  issueFormStamp,
  servedStamp,
  stampIssuedAt,
  STAMP_PATTERN,
} from '#app/lib/form-stamp.server.ts'
import { getSessionSecret } from '#app/lib/secrets.server.ts'

const now = 1_764_400_000_123

test('a stamp has the shape pages are searched for, and says when it was issued', () => {
  const stamp = issueFormStamp(now)
  expect(stamp).toMatch(new RegExp(`^${STAMP_PATTERN.source}$`))
  expect(stampIssuedAt(stamp)).toBe(now)
  // Two stamps of one millisecond differ (their nonces), and each is genuine.
  const other = issueFormStamp(now)
  expect(other).not.toBe(stamp)
  expect(stampIssuedAt(other)).toBe(now)
})

test('a stamp signed with HMAC, as the earlier version signed them, is still read', () => {
  const issuedAt = String(now)
  const nonce = 'AbCdEf12'
  const signature = createHmac('sha256', getSessionSecret())
    .update(`form-stamp:${issuedAt}.${nonce}`)
    .digest('base64url')
  expect(stampIssuedAt(`${issuedAt}.${nonce}.${signature}`)).toBe(now)
  expect(stampIssuedAt(`${issuedAt}.${nonce}.${signature.replace(/^./, 'x')}`)).toBeNull()
})

test('any change to a stamp makes it not ours', () => {
  const stamp = issueFormStamp(now)
  const [issuedAt, nonce, signature] = stamp.split('.') as [string, string, string]
  const flip = (text: string, at: number) =>
    text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
  for (const forged of [
    `${now + 1}.${nonce}.${signature}`,
    `${issuedAt}.${flip(nonce, 3)}.${signature}`,
    `${issuedAt}.${nonce}.${flip(signature, 0)}`,
    `${issuedAt}.${nonce}.${flip(signature, 42)}`,
    `${issuedAt}.${nonce}.${signature}.x`,
    `${issuedAt}.${nonce}`,
    '',
  ])
    expect(stampIssuedAt(forged)).toBeNull()
})

test('a stamp has one spelling: a time with a leading zero, or past six bytes, is refused', () => {
  const stamp = issueFormStamp(now)
  // Number('01764…') is the same moment: accepted, it would be a second stamp for the replay memory.
  expect(stampIssuedAt(`0${stamp}`)).toBeNull()
  expect(stampIssuedAt(`${2 ** 48}.AAAAAAAA.${'A'.repeat(43)}`)).toBeNull()
})

test('stamps served from a batch are each their own, genuine, and of the moment they are served', () => {
  const served = Array.from({ length: 150 }, () => servedStamp(now))
  // Three batches: each stamp checks out as one signed alone, none repeats.
  expect(new Set(served).size).toBe(150)
  for (const stamp of served) expect(stampIssuedAt(stamp)).toBe(now)
  // A batch is served for 20 ms at most, and never into the past.
  expect(stampIssuedAt(servedStamp(now + 21))).toBe(now + 21)
  expect(stampIssuedAt(servedStamp(now + 5))).toBe(now + 5)
})
