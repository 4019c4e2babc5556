// The bound in front of Remix's multipart parser (app/lib/multipart-guard.server.ts): the bodies
// that overflowed its call stack (found by the long fuzz, tests/stress/fuzz.test.ts) are a 400,
// and every other body reaches the parser byte for byte, however it is cut into chunks.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  boundMultipartStream,
  MAX_PARSER_CHUNK_BYTES,
  MAX_PART_HEADER_BYTES,
  multipartBoundary,
} from '#app/lib/multipart-guard.server.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'

const PNG = readFileSync(new URL('../../db/seed-media/demo-2.png', import.meta.url))
const BOUNDARY = 'fuzzBoundary'

/** One part, written by hand: the header bytes are exactly these. */
function body(head: Buffer | string, value: Buffer | string, extra = '') {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n`),
    Buffer.from(head),
    Buffer.from('\r\n\r\n'),
    Buffer.from(value),
    Buffer.from(`\r\n${extra}--${BOUNDARY}--\r\n`),
  ])
}

function post(bytes: Buffer) {
  return new Request('http://localhost/api/uploads/blogs', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: new Uint8Array(bytes),
  })
}

const upload = (bytes: Buffer) =>
  receiveUploads(post(bytes), { field: 'file', folder: 'blogs', accept: ['image'] })

test('a file name of 200,000 characters (the long fuzz run answered 500: a RangeError in the parser) is a 400', async () => {
  const head = `Content-Disposition: form-data; name="file"; filename="${'x'.repeat(200_000)}"`
  const result = await upload(body(head, PNG))
  expect(result).toMatchObject({ ok: false, status: 400, reason: 'malformed' })
})

test('part headers up to the bound are read as before (a 10,000-character file name is stored)', async () => {
  const head = `Content-Disposition: form-data; name="file"; filename="${'x'.repeat(10_000)}.png"\r\nContent-Type: image/png`
  const result = await upload(
    body(
      head,
      PNG,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nKept\r\n`,
    ),
  )
  expect(result).toMatchObject({ ok: true, file: { type: 'image' } })
  expect(result.fields.get('title')).toBe('Kept')
})

test('part headers that are not UTF-8 (a URIError in the parser) are a 400', async () => {
  const head = Buffer.concat([
    Buffer.from('Content-Disposition: form-data; name="fi'),
    Buffer.from([0xff, 0xfe, 0xc3]),
    Buffer.from('le"; filename="x.png"'),
  ])
  expect(await upload(body(head, PNG))).toMatchObject({ ok: false, status: 400 })
})

test('headers that never end (no blank line) are cut off at the bound, not held', async () => {
  const bytes = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`),
    Buffer.alloc(3 * 1024 * 1024, 'a'),
  ])
  expect(await upload(bytes)).toMatchObject({ ok: false, status: 400, reason: 'malformed' })
})

test('a file of 1 MB of line breaks in one chunk (the parser glues its pieces with one argument each) is stored', async () => {
  const file = Buffer.concat([PNG, Buffer.alloc(1024 * 1024, '\r\n')])
  const head = 'Content-Disposition: form-data; name="file"; filename="x.png"'
  const result = await upload(body(head, file))
  expect(result).toMatchObject({ ok: true, file: { type: 'image', size: file.length } })
})

test('the boundary is read as Remix reads it', () => {
  expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc')
  expect(multipartBoundary('multipart/form-data;boundary="a b"')).toBe('"a b"')
  expect(multipartBoundary('multipart/form-data')).toBeNull()
  expect(multipartBoundary('text/plain; boundary=abc')).toBeNull()
  expect(multipartBoundary('multipart/form-data; boundary=')).toBeNull()
})

async function pass(chunks: Buffer[], boundary: string, max?: number) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk))
      controller.close()
    },
  })
  const out: Buffer[] = []
  const reader = boundMultipartStream(source, boundary, max).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    expect(read.value.byteLength).toBeLessThanOrEqual(MAX_PARSER_CHUNK_BYTES)
    out.push(Buffer.from(read.value))
  }
  return Buffer.concat(out)
}

/** Cuts `bytes` at the given points. */
const cut = (bytes: Buffer, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (bytes.length + 1)))].sort((a, b) => a - b)
  const pieces: Buffer[] = []
  let from = 0
  for (const p of [...points, bytes.length]) {
    pieces.push(bytes.subarray(from, p))
    from = p
  }
  return pieces.filter((p) => p.length)
}

test('any body is passed on unchanged, in pieces of at most 16 KiB, wherever it is cut', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.oneof(
          fc.constantFrom('--b', '--b--', '\r\n', '\r\n\r\n', 'Content-Disposition: form-data'),
          fc.uint8Array({ maxLength: 40_000 }).map((b) => Buffer.from(b).toString('latin1')),
        ),
        { maxLength: 12 },
      ),
      fc.array(fc.nat(), { maxLength: 8 }),
      async (pieces, at) => {
        const bytes = Buffer.from(pieces.join(''), 'latin1')
        // A bound high enough that no body here reaches it: only the pass-through is tested.
        const out = await pass(cut(bytes, at), 'b', 1 << 30)
        expect(out.equals(bytes)).toBe(true)
      },
    ),
    { numRuns: 200, seed: 19 },
  )
})

test('the header bound holds however the body is cut, and only counts headers', async () => {
  // `counted` bytes from after the boundary "--b" to the end of the blank line.
  const part = (counted: number, value: number) =>
    Buffer.concat([
      Buffer.from('--b\r\n'),
      Buffer.alloc(counted - 2 - 4, 'h'),
      Buffer.from('\r\n\r\n'),
      Buffer.alloc(value, 'v'),
      Buffer.from('\r\n'),
    ])
  const max = 1000
  await fc.assert(
    fc.asyncProperty(fc.array(fc.nat(), { maxLength: 30 }), async (at) => {
      // Headers of exactly the bound, values far longer: passes.
      const ok = Buffer.concat([part(max, 5000), part(max, 5000), Buffer.from('--b--\r\n')])
      await expect(pass(cut(ok, at), 'b', max)).resolves.toHaveLength(ok.length)
      // One byte more in the second part's headers: refused.
      const over = Buffer.concat([part(max, 5000), part(max + 1, 10), Buffer.from('--b--')])
      await expect(pass(cut(over, at), 'b', max)).rejects.toThrow(/^malformed multipart/)
    }),
    { numRuns: 200, seed: 19 },
  )
  // Byte by byte too.
  const bytes = Buffer.concat([Buffer.from('x--b'), Buffer.alloc(max + 1, 'h')])
  await expect(
    pass(
      [...bytes].map((b) => Buffer.from([b])),
      'b',
      max,
    ),
  ).rejects.toThrow(/over 1000 bytes/)
  expect(MAX_PART_HEADER_BYTES).toBe(16 * 1024)
})
