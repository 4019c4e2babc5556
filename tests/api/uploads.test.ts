import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test, vi } from 'vitest'
import * as heroVideo from '#app/routes/api.uploads.hero-video.ts'
import * as heroUrl from '#app/routes/api.uploads.hero-video-url.ts'
import * as blogUpload from '#app/routes/api.uploads.blogs.ts'
import * as projectUpload from '#app/routes/api.uploads.projects.ts'
import * as testimonialUpload from '#app/routes/api.uploads.testimonials.ts'
import * as files from '#app/routes/uploads.$.ts'
import { PARTIAL_AGE_MS } from '#app/media/upload-release.server.ts'
import { admin, body, call } from './helpers.ts'

const PNG = readFileSync(new URL('../../db/seed-media/demo-1.png', import.meta.url))
// The smallest thing file-type reads as MP4: an `ftyp` box (brand isom) and a little `mdat`.
const MP4 = Buffer.concat([
  Buffer.from('00000018' + '66747970' + '69736f6d' + '00000200' + '69736f6d' + '6d703431', 'hex'),
  Buffer.from('000000486d646174', 'hex'),
  Buffer.alloc(64, 1),
])
const BIG = 10 * 1024 * 1024
const HUGE = 50 * 1024 * 1024

// The fewest bytes file-type (node_modules/file-type/core.js) needs to name each format.
const pad = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.alloc(64)])
const riff = (form: string) => pad(Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(form))
// An Ogg page header is 28 bytes here (one segment); the first packet names the codec.
const ogg = (codec: string) =>
  pad(Buffer.from('OggS'), Buffer.alloc(24), Buffer.from(codec, 'latin1'))
function pngChunk(type: string, length: number) {
  const chunk = Buffer.alloc(12 + length)
  chunk.writeUInt32BE(length, 0)
  chunk.write(type, 4, 'latin1')
  return chunk
}
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex')
const MP3 = pad(Buffer.from('fffb9000', 'hex'))
const FORMATS: [string, Buffer, string, string, string][] = [
  ['JPEG', pad(Buffer.from('ffd8ffe0', 'hex')), 'image', 'jpg', 'image/jpeg'],
  ['WebP', riff('WEBPVP8 '), 'image', 'webp', 'image/webp'],
  ['GIF', pad(Buffer.from('GIF89a')), 'image', 'gif', 'image/gif'],
  // An acTL chunk before the image data makes file-type say "apng"; it is a PNG all the same.
  [
    'APNG',
    Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', 13), pngChunk('acTL', 8), pngChunk('IDAT', 0)]),
    'image',
    'png',
    'image/png',
  ],
  [
    'WebM',
    pad(Buffer.from('1a45dfa387428284', 'hex'), Buffer.from('webm')),
    'video',
    'webm',
    'video/webm',
  ],
  ['Ogg Vorbis', ogg('\x01vorbis'), 'audio', 'ogg', 'audio/ogg'],
  ['Ogg Speex', ogg('Speex   '), 'audio', 'ogg', 'audio/ogg'],
  ['Ogg OGM video', ogg('\x01video\x00'), 'video', 'ogv', 'video/ogg'],
  ['Ogg, other first stream', ogg('fishead\x00'), 'video', 'ogv', 'video/ogg'],
  ['MP3', MP3, 'audio', 'mp3', 'audio/mpeg'],
  ['WAV', riff('WAVEfmt '), 'audio', 'wav', 'audio/wav'],
]
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

function multipart(
  field: string,
  bytes: Buffer,
  name = 'file.bin',
  extra?: Record<string, string>,
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(extra ?? {})) form.append(k, v)
  form.append(field, new Blob([new Uint8Array(bytes)]), name)
  return form
}

/** Every stored file under the test's UPLOADS_DIR (not the images' copies), relative to it. */
function storedFiles(): string[] {
  const root = process.env.UPLOADS_DIR!
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .filter((path) => !path.startsWith('.variants/')) // an image's resized copies, made later
  } catch {
    return []
  }
}

const serve = (path: string, headers?: Record<string, string>) =>
  call(files, 'GET', `/uploads/${path}`, { params: { '*': path }, headers })

test('an upload cut off by its client is no error of the server, and leaves no file', async () => {
  const { token } = await admin()
  const boundary = 'cut-off-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  )
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // The part's first bytes, then the connection is gone, as Node reports it to Remix.
      if (sent++ === 0) controller.enqueue(new Uint8Array(Buffer.concat([head, PNG])))
      else controller.error(new DOMException('The request was aborted.', 'AbortError'))
    },
  })
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    const res = await call(projectUpload, 'POST', '/api/uploads/projects', {
      token,
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(res.status).toBeLessThan(500)
    expect(logged).not.toHaveBeenCalled()
  } finally {
    logged.mockRestore()
  }
  expect(storedFiles()).toEqual([])
})

test("an upload's end removes interrupted uploads an hour old, not one still arriving", async () => {
  const { token } = await admin()
  const dir = join(process.env.UPLOADS_DIR!, '.partial')
  mkdirSync(dir, { recursive: true })
  const part = (name: string, ageMs: number) => {
    const path = join(dir, name)
    writeFileSync(path, 'bytes')
    const at = (Date.now() - ageMs) / 1000
    utimesSync(path, at, at)
    return path
  }
  const dead = part('dead.part', PARTIAL_AGE_MS + 60_000)
  const arriving = part('arriving.part', 60_000)
  const res = await call(projectUpload, 'POST', '/api/uploads/projects', {
    token,
    body: multipart('media', PNG, 'a.png'),
  })
  expect(res.status).toBe(201)
  await vi.waitFor(() => expect(existsSync(dead)).toBe(false))
  expect(existsSync(arriving)).toBe(true)
})

describe('POST /api/uploads/projects', () => {
  test('stores an image under its sniffed extension, whatever the client called it', async () => {
    const { token } = await admin()
    const res = await call(projectUpload, 'POST', '/api/uploads/projects', {
      token,
      body: multipart('media', PNG, 'photo.gif'),
    })
    expect(res.status).toBe(201)
    const { fileUrl, type } = await body<{ fileUrl: string; type: string }>(res)
    expect(type).toBe('image')
    expect(fileUrl).toMatch(/^\/uploads\/projects\/[0-9a-f]{32}\.png$/)
    expect(storedFiles()).toEqual([fileUrl.slice('/uploads/'.length)])

    const served = await serve(fileUrl.slice('/uploads/'.length))
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(served.headers.get('Cache-Control')).toMatch(/max-age=31536000/)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  })

  test('accepts video, reported as such', async () => {
    const { token } = await admin()
    const res = await call(projectUpload, 'POST', '/x', { token, body: multipart('media', MP4) })
    expect(res.status).toBe(201)
    expect(await body(res)).toMatchObject({
      type: 'video',
      fileUrl: expect.stringMatching(/\.mp4$/),
    })
  })

  test('stores each accepted format under its sniffed extension and serves its type', async () => {
    const { token } = await admin()
    for (const [label, bytes, type, ext, contentType] of FORMATS) {
      const res = await call(projectUpload, 'POST', '/x', {
        token,
        body: multipart('media', bytes, 'upload.bin'),
      })
      expect(res.status, label).toBe(201)
      const { fileUrl, ...rest } = await body<{ fileUrl: string; type: string }>(res)
      expect([rest, fileUrl], label).toEqual([
        { type },
        expect.stringMatching(new RegExp(`^/uploads/projects/[0-9a-f]{32}\\.${ext}$`)),
      ])
      const served = await serve(fileUrl.slice('/uploads/'.length))
      expect(served.headers.get('Content-Type'), label).toBe(contentType)
      await served.arrayBuffer()
    }
    expect(storedFiles()).toHaveLength(FORMATS.length)
  })

  test('refuses SVG, HTML and unknown bytes with 415 and keeps nothing', async () => {
    const { token } = await admin()
    for (const [bytes, name] of [
      [SVG, 'a.svg'],
      [HTML, 'a.png'],
      [Buffer.from('just text'), 'a.jpg'],
    ] as const) {
      const res = await call(projectUpload, 'POST', '/x', {
        token,
        body: multipart('media', bytes, name),
      })
      expect(res.status).toBe(415)
      expect(await body(res)).toEqual({ message: 'Please select an image, video or audio file.' })
    }
    expect(storedFiles()).toEqual([])
  })

  // Three bodies of 10 to 50 MiB through the parser: seconds on a quiet machine, 28 s once at
  // load 20 in CI, so the limit catches a hang rather than a busy machine.
  test(
    'an image over 10 MiB, or video or audio over 50 MiB, is 413 and leaves no file',
    { timeout: 120_000 },
    async () => {
      const { token } = await admin()
      for (const big of [
        Buffer.concat([PNG, Buffer.alloc(BIG)]),
        Buffer.concat([MP4, Buffer.alloc(HUGE)]),
        Buffer.concat([MP3, Buffer.alloc(HUGE)]),
      ]) {
        const res = await call(projectUpload, 'POST', '/x', {
          token,
          body: multipart('media', big),
        })
        expect([res.status, await body(res)]).toEqual([
          413,
          { message: 'Images must not exceed 10 MB, video and audio 50 MB.' },
        ])
      }
      expect(storedFiles()).toEqual([])
    },
  )

  test('text fields beside the file are capped at 1 MiB together, not each', async () => {
    const { token } = await admin()
    const field = 'x'.repeat(600 * 1024)
    const one = await call(projectUpload, 'POST', '/x', {
      token,
      body: multipart('media', PNG, 'a.png', { note: field }),
    })
    expect(one.status).toBe(201)
    const two = await call(projectUpload, 'POST', '/x', {
      token,
      body: multipart('media', PNG, 'a.png', { note: field, more: field }),
    })
    expect([two.status, await body(two)]).toEqual([
      413,
      { message: 'The form fields must not exceed 1 MB in total.' },
    ])
    expect(storedFiles()).toHaveLength(1)
  })

  test('no file is 400; not multipart is 400; no token is 401 and writes nothing', async () => {
    const { token } = await admin()
    const none = await call(projectUpload, 'POST', '/x', {
      token,
      body: multipart('other', PNG, 'a.png', { title: 'x' }),
    })
    expect([none.status, await body(none)]).toEqual([
      400,
      { message: 'Please select a file to upload.' },
    ])
    const json = await call(projectUpload, 'POST', '/x', { token, json: { media: 'x' } })
    expect(json.status).toBe(400)
    for (const garbled of [
      '--b\r\nContent-Disposition: form-data; name="media"; filename="a"\r\n\r\nabc',
      '--b\r\nnonsense',
    ]) {
      const res = await call(projectUpload, 'POST', '/x', {
        token,
        body: garbled,
        headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
      })
      expect(res.status).toBe(400)
    }
    const anon = await call(projectUpload, 'POST', '/x', { body: multipart('media', PNG) })
    expect(anon.status).toBe(401)
    expect(storedFiles()).toEqual([])
  })
})

describe('image-only uploads', () => {
  test('blog covers and client images accept images and refuse video', async () => {
    const { token } = await admin()
    const cover = await call(blogUpload, 'POST', '/x', {
      token,
      body: multipart('coverImage', PNG),
    })
    expect(cover.status).toBe(201)
    expect(await body(cover)).toEqual({
      fileUrl: expect.stringMatching(/^\/uploads\/blogs\/.+\.png$/),
    })
    const client = await call(testimonialUpload, 'POST', '/x', {
      token,
      body: multipart('clientImage', PNG),
    })
    expect((await body(client)).fileUrl).toMatch(/^\/uploads\/testimonials\/.+\.png$/)
    const video = await call(blogUpload, 'POST', '/x', {
      token,
      body: multipart('coverImage', MP4),
    })
    expect([video.status, await body(video)]).toEqual([
      415,
      { message: 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF).' },
    ])
    expect(storedFiles()).toHaveLength(2)
  })

  test('the exact texts for no file, not an image, and over 10 MiB, leaving no file', async () => {
    const { token } = await admin()
    const big = Buffer.concat([PNG, Buffer.alloc(BIG)])
    for (const [route, field] of [
      [blogUpload, 'coverImage'],
      [testimonialUpload, 'clientImage'],
    ] as const) {
      const none = await call(route, 'POST', '/x', {
        token,
        body: multipart('other', PNG, 'a.png', { [field]: 'not a file' }),
      })
      expect([none.status, await body(none)], field).toEqual([
        400,
        { message: 'Please select an image to upload.' },
      ])
      for (const bytes of [MP4, SVG, MP3]) {
        const wrong = await call(route, 'POST', '/x', { token, body: multipart(field, bytes) })
        expect([wrong.status, await body(wrong)], field).toEqual([
          415,
          { message: 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF).' },
        ])
      }
      const huge = await call(route, 'POST', '/x', { token, body: multipart(field, big) })
      expect([huge.status, await body(huge)], field).toEqual([
        413,
        { message: 'Image size must not exceed 10 MB.' },
      ])
    }
    expect(storedFiles()).toEqual([])
  })
})

describe('POST /api/uploads/hero-video', () => {
  test('replaces the hero video and removes the old file', async () => {
    const { token } = await admin()
    const first = await call(heroVideo, 'POST', '/x', { token, body: multipart('video', MP4) })
    const { url, message } = await body<{ url: string; message: string }>(first)
    expect([first.status, message]).toEqual([200, 'Video uploaded successfully!'])
    expect(url).toMatch(/^\/uploads\/hero\/[0-9a-f]{32}\.mp4$/)
    expect(await body(await call(heroUrl, 'GET', '/x?v=1'))).toEqual({ url, poster: null })

    const second = await body<{ url: string }>(
      await call(heroVideo, 'POST', '/x', { token, body: multipart('video', MP4) }),
    )
    expect(storedFiles()).toEqual([second.url.slice('/uploads/'.length)])
  })

  test('the exact texts for no file, not a video, and too large', async () => {
    const { token } = await admin()
    const none = await call(heroVideo, 'POST', '/x', { token, body: new FormData() })
    expect([none.status, await body(none)]).toEqual([
      400,
      { message: 'Please select a video to upload.' },
    ])
    const image = await call(heroVideo, 'POST', '/x', { token, body: multipart('video', PNG) })
    expect([image.status, await body(image)]).toEqual([
      415,
      { message: 'Please select a video file.' },
    ])
    const big = Buffer.concat([MP4, Buffer.alloc(50 * 1024 * 1024)])
    const huge = await call(heroVideo, 'POST', '/x', { token, body: multipart('video', big) })
    expect([huge.status, await body(huge)]).toEqual([
      413,
      { message: 'Video size must not exceed 50 MB.' },
    ])
    expect(storedFiles()).toEqual([])
    expect(await body(await call(heroUrl, 'GET', '/x'))).toEqual({ url: null, poster: null })
  })
})

describe('GET /uploads/*', () => {
  async function stored() {
    const { token } = await admin()
    const res = await call(projectUpload, 'POST', '/x', { token, body: multipart('media', PNG) })
    return (await body<{ fileUrl: string }>(res)).fileUrl.slice('/uploads/'.length)
  }

  test('answers byte ranges with 206, and 416 when unsatisfiable', async () => {
    const path = await stored()
    const part = await serve(path, { Range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-9/${PNG.length}`)
    expect(part.headers.get('Content-Length')).toBe('10')
    expect(Buffer.from(await part.arrayBuffer()).equals(PNG.subarray(0, 10))).toBe(true)

    const tail = await serve(path, { Range: 'bytes=-4' })
    expect(Buffer.from(await tail.arrayBuffer()).equals(PNG.subarray(-4))).toBe(true)
    const open = await serve(path, { Range: `bytes=${PNG.length - 2}-` })
    expect(open.headers.get('Content-Range')).toBe(
      `bytes ${PNG.length - 2}-${PNG.length - 1}/${PNG.length}`,
    )
    await open.arrayBuffer()

    const past = await serve(path, { Range: `bytes=${PNG.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${PNG.length}`)
  })

  test('never leaves the uploads folder', async () => {
    await stored()
    for (const path of [
      '../site.db',
      'projects/../../site.db',
      '..%2Fsite.db',
      '.partial/x.part',
      'projects/.hidden',
      'projects',
      'elsewhere/x.png',
      'projects/missing.png',
    ]) {
      expect((await serve(path)).status).toBe(404)
    }
  })
})
