// The media library's table: files join it when uploaded or found on disk at start, leave it with
// their file; a page is searched by name and alt text and filtered by type or by "used nowhere"
// (the upload index's answer); the library's own uploads stay while unused, until its Delete,
// which takes them to the trash.
import { expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { deleteUploadIfUnused, releaseUploads } from '#app/media/upload-release.server.ts'
import { createTestimonial } from '#app/models/testimonial.server.ts'
import {
  getMediaFileByUrl,
  listMediaFiles,
  MEDIA_PAGE_SIZE,
  recordMediaFile,
  setMediaAlt,
  syncMediaLibrary,
} from '#app/models/media-library.server.ts'
import { trashMediaFile } from '#app/models/media-trash.server.ts'
import {
  listTrash,
  purgeFromTrash,
  restoreFromTrash,
  sweepTrash,
} from '#app/models/trash.server.ts'
import { onDisk, stored } from '#tests/support/stored-files.ts'

const urls = (list: { items: Array<{ url: string }> }) => list.items.map((f) => f.url)

test('start-up sync adds the files on disk, dated by their file, and drops rows whose file is gone', () => {
  const face = stored('testimonials', 'face.png')
  const clip = stored('hero', 'clip.mp4')
  stored('blogs', 'notes.txt')
  recordMediaFile({ url: '/uploads/blogs/gone.png', type: 'image', size: 9 })
  expect(syncMediaLibrary()).toBe(2)
  expect(
    listMediaFiles()
      .items.map((f) => [f.url, f.type, f.size])
      .sort(),
  ).toEqual([
    [clip, 'video', 5],
    [face, 'image', 5],
  ])
  // A second run changes nothing.
  expect(syncMediaLibrary()).toBe(0)
  expect(listMediaFiles().total).toBe(2)
})

test('search by name or alt text, filters by type and by used nowhere, newest first', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n))
  const files = [
    ['/uploads/media/sunset.png', 'image', day(1)],
    ['/uploads/media/team.jpg', 'image', day(2)],
    ['/uploads/media/reel.mp4', 'video', day(3)],
    ['/uploads/media/theme.mp3', 'audio', day(4)],
  ] as const
  for (const [url, type, at] of files) recordMediaFile({ url, type, size: 1 }, at)
  setMediaAlt(getMediaFileByUrl('/uploads/media/team.jpg')!.id, '  The 100% crew_  ')
  expect(getMediaFileByUrl('/uploads/media/team.jpg')!.alt).toBe('The 100% crew_')

  expect(urls(listMediaFiles())).toEqual(files.map(([url]) => url).reverse())
  expect(urls(listMediaFiles({ q: 'SUNSET' }))).toEqual(['/uploads/media/sunset.png'])
  expect(urls(listMediaFiles({ q: 'crew' }))).toEqual(['/uploads/media/team.jpg'])
  // LIKE's wildcards in what was typed match themselves only.
  expect(urls(listMediaFiles({ q: '100%' }))).toEqual(['/uploads/media/team.jpg'])
  expect(urls(listMediaFiles({ q: '_' }))).toEqual(['/uploads/media/team.jpg'])
  expect(urls(listMediaFiles({ filter: 'video' }))).toEqual(['/uploads/media/reel.mp4'])
  expect(urls(listMediaFiles({ filter: 'audio', q: 'reel' }))).toEqual([])

  createTestimonial({ clientName: 'C', quote: 'Q', clientImage: '/uploads/media/team.jpg' })
  expect(urls(listMediaFiles({ filter: 'unused' }))).toEqual([
    '/uploads/media/theme.mp3',
    '/uploads/media/reel.mp4',
    '/uploads/media/sunset.png',
  ])
})

test('pages of MEDIA_PAGE_SIZE, a page past the end answered as the last', () => {
  const insert = getDb().$client.prepare(
    'INSERT INTO media_files (url, type, size, alt, created_at) VALUES (?, ?, 1, ?, ?)',
  )
  for (let i = 0; i < MEDIA_PAGE_SIZE + 5; i++)
    insert.run(`/uploads/media/${i}.png`, 'image', '', i)
  const second = listMediaFiles({ page: 2 })
  expect(second.total).toBe(MEDIA_PAGE_SIZE + 5)
  expect(second.pages).toBe(2)
  expect(urls(second)).toEqual(['4', '3', '2', '1', '0'].map((n) => `/uploads/media/${n}.png`))
  expect(urls(listMediaFiles({ page: 99 }))).toEqual(urls(second))
})

test("a library upload stays while unused until the library's Delete; others leave with their file", () => {
  const own = stored('media', 'logo.png')
  const other = stored('blogs', 'cover.png')
  syncMediaLibrary()
  releaseUploads([own, other])
  expect([onDisk(own), onDisk(other)]).toEqual([true, false])
  expect(getMediaFileByUrl(other)).toBeUndefined()

  createTestimonial({ clientName: 'C', quote: 'Q', clientImage: own })
  expect(deleteUploadIfUnused(own, { fromLibrary: true })).toBe(false)
  expect(onDisk(own)).toBe(true)
  getDb().$client.prepare('DELETE FROM upload_refs').run()
  expect(deleteUploadIfUnused(own, { fromLibrary: true })).toBe(true)
  expect(onDisk(own)).toBe(false)
  expect(getMediaFileByUrl(own)).toBeUndefined()
})

test('a deleted library file waits in the trash: the start-up sync leaves it out, restore brings its row back, purge its file goes', () => {
  const own = stored('media', 'reel.png')
  syncMediaLibrary()
  const file = getMediaFileByUrl(own)!
  setMediaAlt(file.id, 'A reel')
  const now = new Date(Date.UTC(2026, 10, 1))
  expect(trashMediaFile(file.id, now)).toBe(true)
  expect(getMediaFileByUrl(own)).toBeUndefined()
  expect(onDisk(own)).toBe(true)
  // Held by the trash: no sweep or release removes it, and a restart does not list it again.
  releaseUploads([own])
  expect(syncMediaLibrary()).toBe(0)
  expect(onDisk(own)).toBe(true)
  const [entry] = listTrash(now)
  expect(entry).toMatchObject({ entity: 'file', label: 'File', title: 'reel.png', daysLeft: 29 })

  const restored = restoreFromTrash(entry!.id, now)
  expect(restored).toMatchObject({ ok: true, listUrl: '/admin/media' })
  expect(getMediaFileByUrl(own)).toEqual({ ...file, alt: 'A reel' })
  expect(listTrash(now)).toEqual([])

  // Deleted again and forgotten for 30 days: the file goes with its trash entry.
  trashMediaFile(file.id, now)
  expect(sweepTrash(new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000))).toBe(1)
  expect(onDisk(own)).toBe(false)
  expect(getMediaFileByUrl(own)).toBeUndefined()
})

test('a trashed file whose address came back into the library stays in the trash', () => {
  const own = stored('media', 'logo.png')
  syncMediaLibrary()
  const { id } = getMediaFileByUrl(own)!
  trashMediaFile(id)
  recordMediaFile({ url: own, type: 'image', size: 5 })
  const [entry] = listTrash()
  expect(restoreFromTrash(entry!.id)).toEqual({
    ok: false,
    reason: 'conflict',
    message: 'logo.png is in the library again, so this one stays in the trash.',
  })
  expect(purgeFromTrash(entry!.id)).toBe(true)
  // Used by nothing, it goes: the library's row with it.
  expect(onDisk(own)).toBe(false)
})
