// Answers rendered per request are compressed on their way out; files, ranges and small answers
// are not, and what is compressed decodes to the same bytes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { compressAnswer } from '#app/lib/compression.server.ts'

const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'abc' })) })
const request = (encoding: string) =>
  new Request('http://site.test/api/blogs', { headers: { 'Accept-Encoding': encoding } })
const answer = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } })
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer())

test('brotli or gzip as the client accepts; both decode to the same bytes', async () => {
  const br = compressAnswer(request('gzip, br'), answer(json))
  expect(br.headers.get('Content-Encoding')).toBe('br')
  expect(br.headers.get('Vary')).toBe('Accept-Encoding')
  expect(brotliDecompressSync(await bytes(br)).toString()).toBe(json)
  const gz = compressAnswer(request('gzip'), answer(json))
  expect(gz.headers.get('Content-Encoding')).toBe('gzip')
  expect(gunzipSync(await bytes(gz)).toString()).toBe(json)
  const none = compressAnswer(request('identity'), answer(json))
  expect(none.headers.get('Content-Encoding')).toBeNull()
  expect(await none.text()).toBe(json)
})

test('left alone: small answers, byte ranges, encoded answers, files, no-transform', async () => {
  const cases = [
    answer('{"a":1}', { 'Content-Length': '7' }),
    answer(json, { 'Content-Range': 'bytes 0-9/100' }, 206),
    answer(json, { 'Content-Encoding': 'br' }),
    answer(json, { 'Content-Type': 'image/png' }),
    answer(json, { 'Cache-Control': 'no-transform' }),
  ]
  for (const response of cases) {
    const out = compressAnswer(request('br'), response)
    expect(out.headers.get('Content-Encoding')).toBe(response.headers.get('Content-Encoding'))
  }
})
