// The watcher that gives a refused upload's form its typed text back: it must read the text fields
// of real multipart bodies however the bytes are split, and skip files without keeping them.
import { describe, expect, test } from 'vitest'
import { multipartBoundary, TextFieldCollector } from '#app/lib/multipart-text.server.ts'

async function encode(form: FormData) {
  const response = new Response(form)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { bytes, boundary: multipartBoundary(response.headers.get('Content-Type'))! }
}

function collect(bytes: Uint8Array, boundary: string, chunkSize: number) {
  const collector = new TextFieldCollector(boundary)
  for (let at = 0; at < bytes.length; at += chunkSize) {
    collector.push(bytes.subarray(at, at + chunkSize))
  }
  return [...collector.fields]
}

describe('text fields of a multipart body', () => {
  test('come back in order, however the body is cut, with the files left out', async () => {
    const form = new FormData()
    form.append('title', 'Grand opening')
    form.append('coverFile', new Blob([new Uint8Array(5000).fill(0x2d)]), 'cover.png')
    form.append('content', '<p>Line one\r\n--not a boundary\r\n</p>')
    form.append('media.0.url', '')
    form.append('note', 'مرحبا — naïve ✓')
    form.append('intent', 'save')
    const { bytes, boundary } = await encode(form)
    const expected = [
      ['title', 'Grand opening'],
      ['content', '<p>Line one\r\n--not a boundary\r\n</p>'],
      ['media.0.url', ''],
      ['note', 'مرحبا — naïve ✓'],
      ['intent', 'save'],
    ]
    for (const size of [1, 2, 3, 7, 16, 61, 64, 1000, bytes.length]) {
      expect(collect(bytes, boundary, size), `chunks of ${size}`).toEqual(expected)
    }
  })

  test('an empty file input, as a browser sends it, is no text field', () => {
    const body = Buffer.from(
      '--b0\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n' +
        '--b0\r\nContent-Disposition: form-data; name="coverFile"; filename=""\r\n' +
        'Content-Type: application/octet-stream\r\n\r\n\r\n' +
        '--b0\r\nContent-Disposition: form-data; name="content"\r\n\r\nC\r\n--b0--\r\n',
    )
    expect(collect(body, 'b0', 5)).toEqual([
      ['title', 'T'],
      ['content', 'C'],
    ])
  })

  test('a body cut off inside a file keeps the fields that came before it', async () => {
    const form = new FormData()
    form.append('title', 'Kept')
    form.append('file', new Blob([new Uint8Array(10_000)]), 'big.mp4')
    form.append('content', 'lost with the rest of the body')
    const { bytes, boundary } = await encode(form)
    expect(collect(bytes.subarray(0, 5000), boundary, 512)).toEqual([['title', 'Kept']])
  })

  test('reads the boundary only from a multipart Content-Type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123')
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="x y"')).toBe('x y')
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull()
    expect(multipartBoundary(null)).toBeNull()
  })
})
