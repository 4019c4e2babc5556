// Resized copies of uploaded images (docs/decisions/017-image-variants.md): made after an upload,
// made on first request for images that were there before, released with their original, and a
// broken image is served as it is rather than failing.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { imageInfo, prepareVariants } from '#app/lib/images.server.ts'
import { shareVariant, variantUrl, variantWidths } from '#app/lib/image-variants.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'
import { sweepOrphanUploads } from '#app/media/upload-release.server.ts'
import { createProject, deleteProject } from '#app/models/project.server.ts'
import { loader } from '#app/routes/uploads.$.ts'
import { emptyTrash } from '#tests/support/trash.ts'

const SEED_IMAGE = new URL('../../db/seed-media/demo-2.png', import.meta.url)
const PNG = readFileSync(SEED_IMAGE)

const root = () => process.env.UPLOADS_DIR!
const variantsOf = (url: string) => join(root(), '.variants', url.slice('/uploads/'.length))
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP'

async function upload(bytes: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), 'x.png')
  const request = new Request('http://localhost/api/uploads/projects', {
    method: 'POST',
    body: form,
  })
  const result = await receiveUploads(request, {
    field: 'file',
    folder: 'projects',
    accept: ['image'],
  })
  if (!result.ok || !result.file) throw new Error('upload refused')
  return result.file.url
}

/** A file put in place by hand, as the demo content and older uploads are. */
function existing(name: string, bytes: Buffer) {
  mkdirSync(join(root(), 'projects'), { recursive: true })
  writeFileSync(join(root(), 'projects', name), bytes)
  return `/uploads/projects/${name}`
}

function get(url: string) {
  const request = new Request(`http://localhost${url}`)
  return loader({ request, params: { '*': url.slice('/uploads/'.length) }, context: {} })
}

test('an upload gets WebP copies at each width up to its own, each smaller than the upload', async () => {
  const url = await upload(PNG)
  expect(await prepareVariants(url)).toBe(true)
  expect(await imageInfo(url)).toEqual({ width: 800, height: 500, widths: [320, 640, 800] })
  const files = readdirSync(variantsOf(url)).sort()
  expect(files).toEqual(['320.webp', '640.webp', '800.webp', 'info.json'])
  for (const file of files.filter((f) => f.endsWith('.webp'))) {
    const bytes = readFileSync(join(variantsOf(url), file))
    expect(isWebp(bytes)).toBe(true)
    expect(bytes.length).toBeLessThan(PNG.length)
  }

  const response = await get(variantUrl(url, 640))
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/webp')
  expect(response.headers.get('Cache-Control')).toContain('immutable')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(isWebp(Buffer.from(await response.arrayBuffer()))).toBe(true)
})

test('an image stored before gets its copy made on first request, then kept on disk', async () => {
  const url = existing('older.png', PNG)
  expect(existsSync(variantsOf(url))).toBe(false)
  const first = await get(variantUrl(url, 320))
  expect(first.status).toBe(200)
  expect(first.headers.get('Content-Type')).toBe('image/webp')
  const bytes = Buffer.from(await first.arrayBuffer())
  expect(isWebp(bytes)).toBe(true)
  expect(readFileSync(join(variantsOf(url), '320.webp'))).toEqual(bytes)
  // Only that width was asked for, so only that one was made.
  expect(existsSync(join(variantsOf(url), '640.webp'))).toBe(false)

  // A width the image never gets (wider than it, or not a step) is not made.
  expect((await get(variantUrl(url, 1280))).status).toBe(404)
  expect((await get(variantUrl(url, 500))).status).toBe(404)
  expect((await get('/uploads/projects/missing.png/320.webp')).status).toBe(404)
  expect((await get('/uploads/projects/older.png/../../x/320.webp')).status).toBe(404)
})

test('releasing the original removes its copies', async () => {
  const url = await upload(PNG)
  await prepareVariants(url)
  const project = createProject({ title: 'P', category: 'C', media: [{ url, type: 'image' }] })
  expect(existsSync(variantsOf(url))).toBe(true)
  deleteProject(Number(project._id))
  emptyTrash()
  expect(existsSync(join(root(), url.slice('/uploads/'.length)))).toBe(false)
  expect(existsSync(variantsOf(url))).toBe(false)
  expect((await get(variantUrl(url, 320))).status).toBe(404)
})

test('an original removed while its copies are made (a refused form) leaves no copy and no warning', async () => {
  const url = existing('refused.png', PNG)
  // Read once (as the upload does), then gone before the copies are drawn.
  expect((await imageInfo(url))?.widths.length).toBeGreaterThan(0)
  rmSync(join(root(), 'projects', 'refused.png'))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    expect(await prepareVariants(url)).toBe(false)
    expect(warn).not.toHaveBeenCalled()
  } finally {
    warn.mockRestore()
  }
  expect(existsSync(variantsOf(url))).toBe(false)
})

test('a broken image is served as it is, never a 500', async () => {
  // A PNG cut short: its header reads, its pixels do not.
  const cut = existing('cut.png', PNG.subarray(0, 4000))
  const response = await get(variantUrl(cut, 640))
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/png')
  expect(response.headers.get('Cache-Control')).not.toContain('immutable')
  expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG.subarray(0, 4000))
  // Remembered: pages stop offering copies of it.
  expect((await imageInfo(cut))?.widths).toEqual([])

  // Not an image at all behind an image's name.
  const junk = existing('junk.jpg', Buffer.from('not an image at all'))
  expect(await imageInfo(junk)).toBeNull()
  const answer = await get(variantUrl(junk, 320))
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Content-Type')).toBe('image/jpeg')
})

test('the demo images get copies too', async () => {
  const url = existing(
    'demo-1.png',
    readFileSync(new URL('../../db/seed-media/demo-1.png', import.meta.url)),
  )
  copyFileSync(SEED_IMAGE, join(root(), 'projects', 'demo-2.png'))
  const response = await get(variantUrl(url, 800))
  expect(response.headers.get('Content-Type')).toBe('image/webp')
  expect(await imageInfo('/uploads/projects/demo-2.png')).toMatchObject({ width: 800 })
  expect(await imageInfo('https://example.com/a.png')).toBeNull()
})

test('copies left without their original are swept', async () => {
  const url = existing('gone.png', PNG)
  await prepareVariants(url)
  rmSync(join(root(), 'projects', 'gone.png'))
  expect(existsSync(variantsOf(url))).toBe(true)
  await sweepOrphanUploads()
  expect(existsSync(variantsOf(url))).toBe(false)
})

test('the widths an image gets: the steps below its own width, and its own up to 1920', () => {
  expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920])
  expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920])
  expect(variantWidths(1000)).toEqual([320, 640, 960, 1000])
  expect(variantWidths(320)).toEqual([320])
  expect(variantWidths(100)).toEqual([100])
  // Link previews get the widest copy up to 1280, with its height to scale.
  const info = { width: 3000, height: 2000, widths: variantWidths(3000) }
  expect(shareVariant('/uploads/blogs/a.jpg', info)).toEqual({
    url: '/uploads/blogs/a.jpg/1280.webp',
    width: 1280,
    height: 853,
  })
  expect(shareVariant('/uploads/blogs/a.gif', { ...info, widths: [] })).toBeNull()
})
