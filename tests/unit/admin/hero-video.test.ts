// The hero video screen's two doors (plain post and progress-reporting post) against real
// multipart bodies: what is stored, what is refused, and that a refusal leaves no file behind.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import * as page from '#app/routes/admin.hero-video.tsx'
import * as upload from '#app/routes/admin.hero-video.upload.ts'
import { getHeroVideo } from '#app/models/hero-video.server.ts'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { createAdmin, ORIGIN, sessionCookieFor } from '#tests/support/auth.ts'

const MP4 = Buffer.concat([
  Buffer.from('00000018' + '66747970' + '69736f6d' + '00000200' + '69736f6d' + '6d703431', 'hex'),
  Buffer.from('000000486d646174', 'hex'),
  Buffer.alloc(64, 1),
])
const BOUNDARY = '----hero-test-boundary'

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

async function cookie() {
  return sessionCookieFor((await createAdmin()).id)
}

function post(path: string, cookieValue: string, body: BodyInit, headers: HeadersInit = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { Cookie: cookieValue, Origin: ORIGIN, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

function videoForm(bytes: Buffer | null, name = 'clip.mp4') {
  const form = new FormData()
  if (bytes) form.append('video', new Blob([new Uint8Array(bytes)]), name)
  else form.append('video', new Blob([]), '')
  return form
}

/** A multipart body of `size` bytes for field `video`, streamed without a Content-Length. */
function hugeVideoStream(size: number): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  const chunk = new Uint8Array(1024 * 1024)
  let sent = 0
  let stage: 'head' | 'body' | 'tail' | 'done' = 'head'
  return new ReadableStream({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(new Uint8Array(Buffer.concat([head, MP4])))
        sent = MP4.length
        stage = 'body'
      } else if (stage === 'body') {
        const n = Math.min(chunk.length, size - sent)
        controller.enqueue(chunk.subarray(0, n))
        sent += n
        if (sent >= size) stage = 'tail'
      } else if (stage === 'tail') {
        controller.enqueue(new Uint8Array(tail))
        stage = 'done'
      } else controller.close()
    },
  })
}

const call = (mod: { action: (a: never) => unknown }, request: Request) =>
  mod.action({ request, params: {}, context: {} } as never) as Promise<unknown>

describe('admin hero video upload', () => {
  test('a plain post stores the video, points the home at it and releases the old file', async () => {
    const c = await cookie()
    await call(page, post('/admin/hero-video', c, videoForm(MP4)))
    const first = getHeroVideo().url!
    expect(first).toMatch(/^\/uploads\/hero\/[0-9a-f]{32}\.mp4$/)
    const res = (await call(page, post('/admin/hero-video', c, videoForm(MP4)))) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/admin/hero-video')
    const second = getHeroVideo().url!
    expect(second).not.toBe(first)
    expect(storedFiles()).toEqual([second.slice('/uploads/'.length)])
  })

  test('the progress door answers JSON with the server-side texts', async () => {
    const c = await cookie()
    const missing = (await call(
      upload,
      post('/admin/hero-video/upload', c, videoForm(null)),
    )) as Response
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ message: 'Please select a video to upload.' })
    const text = Buffer.from('just some text, not a video')
    const wrong = (await call(
      upload,
      post('/admin/hero-video/upload', c, videoForm(text, 'fake.mp4')),
    )) as Response
    expect(wrong.status).toBe(415)
    expect(await wrong.json()).toEqual({ message: 'Please select a video file.' })
    const ok = (await call(upload, post('/admin/hero-video/upload', c, videoForm(MP4)))) as Response
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ message: 'Video uploaded successfully!' })
  })

  test('a video over 50 MiB is refused while streaming and leaves no file', async () => {
    const c = await cookie()
    const body = hugeVideoStream(50 * 1024 * 1024 + 1)
    const res = (await call(
      page,
      post('/admin/hero-video', c, body, {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      }),
    )) as { data: FormReply; init: { status: number } }
    expect(res.init.status).toBe(413)
    expect(formErrorOf(res.data, 'video')).toBe('Video size must not exceed 50 MB.')
    expect(getHeroVideo().url).toBeNull()
    expect(storedFiles()).toEqual([])
  })

  test('refuses a signed-out upload with 401 JSON and stores nothing', async () => {
    const res = await call(upload, post('/admin/hero-video/upload', '', videoForm(MP4))).catch(
      (e: unknown) => e,
    )
    expect((res as Response).status).toBe(401)
    expect(await (res as Response).json()).toEqual({
      message: 'Your session has expired. Please sign in again.',
    })
    expect(storedFiles()).toEqual([])
  })
})
