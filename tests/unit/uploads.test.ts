import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parseRange } from '#app/lib/range.server.ts'
import { deleteUploadIfUnused, receiveUpload, resolveUploadPath } from '#app/lib/uploads.server.ts'
import { createProject, deleteProject } from '#app/models/project.server.ts'
import { setHeroVideo } from '#app/models/hero-video.server.ts'

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
  const result = await receiveUpload(upload(form), {
    field: 'file',
    kind: 'projects',
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
  const result = await receiveUpload(upload(form), {
    field: 'file',
    kind: 'blogs',
    accept: ['image'],
  })
  expect(result).toMatchObject({ ok: true, file: null })
})

test('deleteUploadIfUnused keeps files still referenced; the models release the rest', async () => {
  const root = process.env.UPLOADS_DIR!
  const form = new FormData()
  form.append('media', new Blob([new Uint8Array(PNG)]), 'x.png')
  const result = await receiveUpload(upload(form), {
    field: 'media',
    kind: 'projects',
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
