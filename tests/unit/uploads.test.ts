import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseRange } from '#app/lib/range.server.ts'
import { resolveUploadPath } from '#app/lib/upload-paths.server.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'
import { deleteUploadIfUnused } from '#app/media/upload-release.server.ts'
import { createProject, deleteProject } from '#app/models/project.server.ts'
import { setHeroVideo } from '#app/models/hero-video.server.ts'
import { emptyTrash } from '#tests/support/trash.ts'

const PNG = readFileSync(new URL('../../db/seed-media/demo-2.png', import.meta.url))

function upload(form: FormData) {
  return new Request('http://localhost/admin/x', { method: 'POST', body: form })
}

test('a form with text fields and a file: the file is stored, the text handed back', async () => {
  const form = new FormData()
  form.append('title', 'Launch')
  form.append('media[0].type', 'image')
  form.append('file', new Blob([new Uint8Array(PNG)]), 'x.png')
  form.append('title', 'Second value')
  const result = await receiveUploads(upload(form), {
    field: 'file',
    folder: 'projects',
    accept: ['image'],
  })
  expect(result.ok).toBe(true)
  if (!result.ok) return
  expect(result.fields.getAll('title')).toEqual(['Launch', 'Second value'])
  expect(result.fields.get('media[0].type')).toBe('image')
  expect(result.fields.has('file')).toBe(false)
  expect(result.file).toMatchObject({ type: 'image', size: PNG.length })
  expect(existsSync(join(process.env.UPLOADS_DIR!, result.file!.url.slice(9)))).toBe(true)
})

test('an empty file input is "no file"', async () => {
  const form = new FormData()
  form.append('title', 'x')
  form.append('file', new Blob([]), '')
  const result = await receiveUploads(upload(form), {
    field: 'file',
    folder: 'blogs',
    accept: ['image'],
  })
  expect(result).toMatchObject({ ok: true, file: null })
})

test('deleteUploadIfUnused keeps files still referenced; the models release the rest', async () => {
  const root = process.env.UPLOADS_DIR!
  const form = new FormData()
  form.append('media', new Blob([new Uint8Array(PNG)]), 'x.png')
  const result = await receiveUploads(upload(form), {
    field: 'media',
    folder: 'projects',
    accept: ['image'],
  })
  if (!result.ok || !result.file) throw new Error('upload failed')
  const { url } = result.file
  const path = join(root, url.slice('/uploads/'.length))
  const project = createProject({ title: 'P', category: 'C', media: [{ url, type: 'image' }] })
  setHeroVideo(url)
  expect(deleteUploadIfUnused(url)).toBe(false)
  deleteProject(Number(project._id))
  expect(deleteUploadIfUnused(url)).toBe(false)
  // Deleted forever (not only trashed), the project lets go; the hero video still holds it.
  emptyTrash()
  expect(deleteUploadIfUnused(url)).toBe(false)
  expect(existsSync(path)).toBe(true)
  // The hero video moves on: the model releases the file nothing uses any more.
  setHeroVideo('/uploads/hero/other.mp4')
  expect(existsSync(path)).toBe(false)
  expect(deleteUploadIfUnused('https://example.com/x.png')).toBe(false)
  expect(deleteUploadIfUnused('/uploads/../site.db')).toBe(false)
})

test('resolveUploadPath stays inside the uploads folder', () => {
  expect(resolveUploadPath('blogs/abc.png')).toBe(
    join(process.env.UPLOADS_DIR!, 'blogs', 'abc.png'),
  )
  for (const bad of [
    '../x',
    'blogs/../x',
    'blogs/.x',
    '.partial/a',
    'other/a.png',
    'blogs/a/b',
    'blogs/a\\b',
  ]) {
    expect(resolveUploadPath(bad)).toBeNull()
  }
})

test('parseRange', () => {
  expect(parseRange(null, 100)).toBeNull()
  expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
  expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
  expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
  expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
  expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
  expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
  expect(parseRange('bytes=9-2', 100)).toBe('unsatisfiable')
  expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
  expect(parseRange('items=0-1', 100)).toBeNull()
})

describe('a refused upload still hands back every text field', () => {
  const TEN_MB = 10 * 1024 * 1024
  const list = (dir: string) => {
    const path = join(process.env.UPLOADS_DIR!, dir)
    return existsSync(path) ? readdirSync(path) : []
  }
  const partials = () => list('.partial')

  test('a file over its size: the fields before and after it come back, nothing is kept', async () => {
    const before = new Set(partials())
    const form = new FormData()
    form.append('title', 'Grand opening')
    form.append('coverFile', new Blob([new Uint8Array(TEN_MB + 1)]), 'cover.png')
    form.append('content', '<p>Line one\r\n--not a boundary\r\n</p>')
    form.append('note', 'مرحبا — naïve ✓')
    const result = await receiveUploads(upload(form), {
      field: 'coverFile',
      folder: 'blogs',
      accept: ['image'],
    })
    expect(result).toMatchObject({ ok: false, status: 413, reason: 'too-large' })
    expect([...result.fields]).toEqual([
      ['title', 'Grand opening'],
      ['content', '<p>Line one\r\n--not a boundary\r\n</p>'],
      ['note', 'مرحبا — naïve ✓'],
    ])
    expect(partials().filter((name) => !before.has(name))).toEqual([])
  })

  test('a file of the wrong type: 415 with the text', async () => {
    const form = new FormData()
    form.append('file', new Blob(['plain text, not an image']), 'x.png')
    form.append('title', 'Typed')
    const result = await receiveUploads(upload(form), {
      field: 'file',
      folder: 'blogs',
      accept: ['image'],
    })
    expect(result).toMatchObject({ ok: false, status: 415 })
    expect(result.fields.get('title')).toBe('Typed')
  })

  test('one refused row of several keeps none of the others', async () => {
    const before = list('projects').length
    const form = new FormData()
    form.append('media.0.file', new Blob([new Uint8Array(PNG)]), 'a.png')
    form.append('media.1.file', new Blob(['not media']), 'b.png')
    form.append('media.1.url', 'kept')
    const result = await receiveUploads(upload(form), {
      field: (name) => name.endsWith('.file'),
      folder: 'projects',
      accept: ['image'],
      maxFiles: 20,
    })
    expect(result).toMatchObject({ ok: false, status: 415 })
    expect(result.fields.get('media.1.url')).toBe('kept')
    expect(list('projects')).toHaveLength(before)
  })

  test('a body that is not multipart, or is cut off, is malformed (400), with what had arrived', async () => {
    const plain = new Request('http://localhost/admin/x', { method: 'POST', body: 'title=x' })
    expect(
      await receiveUploads(plain, { field: 'file', folder: 'blogs', accept: ['image'] }),
    ).toMatchObject({ ok: false, status: 400, reason: 'malformed' })

    const form = new FormData()
    form.append('title', 'Kept')
    form.append('file', new Blob([new Uint8Array(10_000)]), 'big.png')
    const response = new Response(form)
    const bytes = new Uint8Array(await response.arrayBuffer()).subarray(0, 5000)
    const cut = new Request('http://localhost/admin/x', {
      method: 'POST',
      headers: { 'Content-Type': response.headers.get('Content-Type')! },
      body: bytes,
    })
    const result = await receiveUploads(cut, { field: 'file', folder: 'blogs', accept: ['image'] })
    expect(result).toMatchObject({ ok: false, status: 400 })
    expect(result.fields.get('title')).toBe('Kept')
  })

  test('text fields over 1 MB together are refused (413), not held', async () => {
    const form = new FormData()
    form.append('a', 'x'.repeat(700_000))
    form.append('b', 'y'.repeat(700_000))
    const result = await receiveUploads(upload(form), {
      field: 'file',
      folder: 'blogs',
      accept: ['image'],
    })
    expect(result).toMatchObject({ ok: false, status: 413, reason: 'fields-too-large' })
    expect(result.fields.get('b')).toBeNull()
  })
})
