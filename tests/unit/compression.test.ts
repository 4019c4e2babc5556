// Answers rendered per request are compressed on their way out; files, ranges and small answers
// are not, and what is compressed decodes to the same bytes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { compressAnswer, wholeResponse } from '#app/lib/compression.server.ts'

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

test('Vary names Accept-Encoding once, after what the answer already varies by', () => {
  for (const encoding of ['br', 'identity']) {
    const varies = (vary: string) =>
      compressAnswer(request(encoding), answer(json, { Vary: vary })).headers.get('Vary')
    expect(varies('Cookie')).toBe('Cookie, Accept-Encoding')
    // A kept page's miss answer, sent to a client that takes no encoding, varied twice by it.
    expect(varies('Accept-Encoding, Cookie')).toBe('Accept-Encoding, Cookie')
    expect(varies('Origin, accept-encoding')).toBe('Origin, accept-encoding')
  }
})

test('an answer whose bytes are all at hand is compressed whole: the same head, the same bytes decoded', async () => {
  const init = () => ({
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(json.length) },
  })
  for (const encoding of ['br', 'gzip', 'identity']) {
    const whole = compressAnswer(request(encoding), wholeResponse(Buffer.from(json), init()))
    const streamed = compressAnswer(request(encoding), new Response(json, init()))
    expect([...whole.headers]).toEqual([...streamed.headers])
    const decode = (body: Buffer) =>
      encoding === 'br'
        ? brotliDecompressSync(body).toString()
        : encoding === 'gzip'
          ? gunzipSync(body).toString()
          : body.toString()
    expect(decode(await bytes(whole))).toBe(json)
  }
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

test('a streamed answer arrives as it is written: a burst is flushed once, a pause flushes', async () => {
  let more!: () => void
  const page = () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        // A burst of small chunks, as React writes a page's shell, then a pause (a suspended part).
        for (let i = 0; i < 40; i++)
          controller.enqueue(new TextEncoder().encode(`<p>${i}</p>`.repeat(60)))
        await new Promise<void>((resolve) => (more = resolve))
        controller.enqueue(new TextEncoder().encode('<p>late</p>'))
        controller.close()
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/html' } })
  }
  for (const encoding of ['br', 'gzip']) {
    const reader = compressAnswer(request(encoding), page()).body!.getReader()
    const before: Uint8Array[] = []
    // Everything of the burst is readable before the rest is written, in a few pieces.
    let decoded = ''
    while (!decoded.includes('<p>39</p>')) {
      before.push((await reader.read()).value!)
      const all = Buffer.concat(before)
      decoded = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(all, {
        finishFlush: encoding === 'br' ? 1 : 2,
      }).toString()
    }
    expect(before.length).toBeLessThan(5)
    expect(decoded).not.toContain('late')
    more()
    const after: Uint8Array[] = []
    for (let r = await reader.read(); !r.done; r = await reader.read()) after.push(r.value)
    const whole = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(
      Buffer.concat([...before, ...after]),
    ).toString()
    expect(whole.endsWith('<p>late</p>')).toBe(true)
  }
})
