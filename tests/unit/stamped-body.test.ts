// A kept page's form stamp is renewed per answer without compressing the page again: the bytes stay
// valid brotli and gzip streams that decode to the page with a stamp of that moment.
import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { issueFormStamp, stampIssuedAt, STAMP_PATTERN } from '#app/lib/form-stamp.server.ts'
import { compressBodies } from '#app/lib/page-bodies.server.ts'
import {
  crc32,
  crc32InJs,
  splitAtStamp,
  stampedBody,
  stampedParts,
} from '#app/lib/stamped-body.server.ts'

/** A page kept as the cache keeps it: the part before the stamp compressed open, then the tail. */
async function keep(text: string, how: 'fast' | 'best' = 'fast') {
  const split = splitAtStamp(text)!
  return { prefix: await compressBodies(split.prefix, how, { open: true }), tail: split.tail }
}

const page = (stamp: string, filler = 'Zoë’s agency, '.repeat(3_000)) =>
  `<!DOCTYPE html><html><body><p>${filler}</p><script>x()</script>` +
  `<input type="hidden" name="form_stamp" form="contact-form" value="${stamp}"/>` +
  `<input type="hidden" name="form_stamp" form="consultation-form" value="${stamp}"/></body></html>`

test('every encoding decodes to the page with a fresh stamp in every place', async () => {
  const rendered = issueFormStamp(Date.now() - 60_000)
  for (const how of ['fast', 'best'] as const) {
    const { prefix, tail } = await keep(page(rendered), how)
    expect(tail.tail.length).toBeLessThan(300)
    const now = Date.now()
    const expected = page(issueFormStamp(now))
    expect(stampedBody(prefix, tail, 'identity', now).toString()).toBe(expected)
    expect(brotliDecompressSync(stampedBody(prefix, tail, 'br', now)).toString()).toBe(expected)
    expect(gunzipSync(stampedBody(prefix, tail, 'gzip', now)).toString()).toBe(expected)
  }
  const now = Date.now()
  const expected = page(issueFormStamp(now))
  const stamps = expected.match(STAMP_PATTERN)!
  expect(stamps).toHaveLength(2)
  expect(stamps.map((s) => stampIssuedAt(s))).toEqual([now, now])
})

test('a tail longer than one stored block still decodes', async () => {
  const stamp = issueFormStamp()
  const text = `<p>start</p><input value="${stamp}"/>${'<i>tail</i>'.repeat(15_000)}<b>${stamp}</b>`
  const { prefix, tail } = await keep(text)
  expect(tail.tail.length).toBeGreaterThan(131_072)
  const now = Date.now() + 5
  const expected = text.replaceAll(stamp, issueFormStamp(now))
  expect(brotliDecompressSync(stampedBody(prefix, tail, 'br', now)).toString()).toBe(expected)
  expect(gunzipSync(stampedBody(prefix, tail, 'gzip', now)).toString()).toBe(expected)
})

test('a page without a stamp is kept whole', async () => {
  expect(splitAtStamp('<p>no form here</p>')).toBeNull()
})

test('the CRC is the one gzip writes', () => {
  expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
  expect(crc32(Buffer.from('6789'), crc32(Buffer.from('12345')))).toBe(0xcbf43926)
  // The loop Node 20.12 uses agrees with zlib's own, continued or not.
  const bytes = randomBytes(40_000)
  expect(crc32InJs(bytes)).toBe(crc32(bytes))
  expect(crc32InJs(bytes.subarray(9), crc32InJs(bytes.subarray(0, 9)))).toBe(crc32(bytes))
})

test('the parts a socket writes are the body, and a millisecond signs its stamp once', async () => {
  const { prefix, tail } = await keep(page(issueFormStamp(Date.now() - 60_000)))
  const now = Date.now()
  for (const encoding of ['identity', 'br', 'gzip'] as const) {
    const parts = stampedParts(prefix, tail, encoding, now)
    expect(parts[0]).toBe(prefix[encoding])
    expect(Buffer.concat(parts).equals(stampedBody(prefix, tail, encoding, now))).toBe(true)
    // Within the millisecond, the same tail; the next one, a tail of its own with its own stamp.
    expect(stampedParts(prefix, tail, encoding, now + 0.5)[1]).toBe(parts[1])
    const next = stampedParts(prefix, tail, encoding, now + 1)
    expect(next[1]).not.toBe(parts[1])
    const decoded = (bytes: Buffer) =>
      encoding === 'br'
        ? brotliDecompressSync(bytes).toString()
        : encoding === 'gzip'
          ? gunzipSync(bytes).toString()
          : bytes.toString()
    expect(decoded(Buffer.concat(next))).toBe(page(issueFormStamp(now + 1)))
  }
})
