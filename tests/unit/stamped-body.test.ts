// A kept page's form stamp is renewed per answer without compressing the page again: the bytes stay
// valid brotli and gzip streams that decode to the page with a stamp of that moment.
import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { issueFormStamp, stampIssuedAt, STAMP_PATTERN } from '#app/lib/form-stamp.server.ts'
import { compressBodies } from '#app/lib/page-bodies.server.ts'
import { encodedWithout } from '#app/lib/inline-scripts.server.ts'
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
    const fresh = issueFormStamp(now)
    const expected = page(fresh)
    const body = (encoding: 'identity' | 'br' | 'gzip') =>
      stampedBody(prefix, tail, encoding, now, fresh)
    expect(body('identity').toString()).toBe(expected)
    expect(brotliDecompressSync(body('br')).toString()).toBe(expected)
    expect(gunzipSync(body('gzip')).toString()).toBe(expected)
  }
  const now = Date.now()
  const expected = page(issueFormStamp(now))
  const stamps = expected.match(STAMP_PATTERN)!
  expect(stamps).toHaveLength(2)
  expect(stamps.map((s) => stampIssuedAt(s))).toEqual([now, now])
})

test('only the stamps at the end of a page are renewed, in one short tail', async () => {
  const stamp = issueFormStamp()
  // Two stamps at the end, another 150 KB before them (a post quoting one): that one stays.
  const text = `<p>start</p><input value="${stamp}"/>${'<i>tail</i>'.repeat(15_000)}<b>${stamp}</b><i>${stamp}</i>`
  const { prefix, tail } = await keep(text)
  expect(tail.tail.length).toBeLessThan(1_024)
  expect(tail.stamps).toHaveLength(2)
  const now = Date.now() + 5
  const fresh = issueFormStamp(now)
  const at = text.indexOf(`<b>${stamp}`)
  const expected = text.slice(0, at) + text.slice(at).replaceAll(stamp, fresh)
  expect(brotliDecompressSync(stampedBody(prefix, tail, 'br', now, fresh)).toString()).toBe(
    expected,
  )
  expect(gunzipSync(stampedBody(prefix, tail, 'gzip', now, fresh)).toString()).toBe(expected)
  expect(stampedBody(prefix, tail, 'identity', now, fresh).toString()).toBe(expected)
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

test('the parts a socket writes are the body, and every answer has a stamp of its own', async () => {
  const { prefix, tail } = await keep(page(issueFormStamp(Date.now() - 60_000)))
  const now = Date.now()
  const decoded = (encoding: string, bytes: Buffer) =>
    encoding === 'br'
      ? brotliDecompressSync(bytes).toString()
      : encoding === 'gzip'
        ? gunzipSync(bytes).toString()
        : bytes.toString()
  for (const encoding of ['identity', 'br', 'gzip'] as const) {
    const fresh = issueFormStamp(now)
    const parts = stampedParts(prefix, tail, encoding, now, fresh)
    expect(parts[0]).toBe(prefix[encoding])
    expect(Buffer.concat(parts).equals(stampedBody(prefix, tail, encoding, now, fresh))).toBe(true)
    // Two answers of the same millisecond: two stamps, each used once (form-stamp.server.ts).
    const stampsOf = (bytes: Buffer[]) =>
      decoded(encoding, Buffer.concat(bytes)).match(STAMP_PATTERN)!
    const first = stampsOf(stampedParts(prefix, tail, encoding, now))
    const second = stampsOf(stampedParts(prefix, tail, encoding, now))
    expect(first[0]).not.toBe(second[0])
    expect([...first, ...second].map((s) => stampIssuedAt(s))).toEqual([now, now, now, now])
  }
})

test("a stamp-like text in a page's body is the page's own: only the stamps at its end are renewed", async () => {
  const quoted = issueFormStamp(Date.now() - 3_600_000)
  const filler = `A post that quotes a stamp: ${quoted}. ${'Zoë’s agency, '.repeat(3_000)}`
  const { prefix, tail } = await keep(page(issueFormStamp(Date.now() - 60_000), filler))
  expect(tail.tail.length).toBeLessThan(300)
  const now = Date.now()
  const fresh = issueFormStamp(now)
  const body = stampedBody(prefix, tail, 'br', now, fresh)
  expect(brotliDecompressSync(body).toString()).toBe(page(fresh, filler))
})

test('the part before the stamp is encoded without the nonce attributes, as replaceAll would leave it', () => {
  const cut = ' nonce="abc+/="'
  const stamp = issueFormStamp()
  const text =
    `<script${cut}>a</script><p>العربية — ${'é'.repeat(50)}</p><script${cut}>b</script>` +
    page(stamp)
  const split = splitAtStamp(text, cut)!
  const before = text.slice(0, text.indexOf(stamp))
  expect(split.prefix.equals(Buffer.from(before.replaceAll(cut, '')))).toBe(true)
  expect(encodedWithout(text, cut).equals(Buffer.from(text.replaceAll(cut, '')))).toBe(true)
  expect(encodedWithout('<p>none</p>', cut).toString()).toBe('<p>none</p>')
})
