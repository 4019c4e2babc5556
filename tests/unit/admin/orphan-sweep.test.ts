// Files uploaded first (with JavaScript) whose save never came are swept: against a real SQLite
// file and real files, only day-old files that no row uses go, in every kind's folder, the hero's included.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, expect, test } from 'vitest'
import {
  ORPHAN_AGE_MS,
  sweepOrphanUploads,
  sweepOrphanUploadsNowAndThen,
} from '#app/media/upload-release.server.ts'
import { boot } from '#app/ops/boot.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { setHeroImage, setHeroVideo } from '#app/models/hero-video.server.ts'
import { createProject } from '#app/models/project.server.ts'
import { createTestimonial } from '#app/models/testimonial.server.ts'
import { createAdmin } from '#tests/support/auth.ts'

const DAY_AGO = (Date.now() - ORPHAN_AGE_MS - 60_000) / 1000

/** Writes `/uploads/<kind>/<name>` to disk, a day old unless `fresh`; returns its URL. */
function upload(kind: string, name: string, { fresh = false } = {}) {
  const dir = join(process.env.UPLOADS_DIR!, kind)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, name)
  writeFileSync(path, 'bytes')
  if (!fresh) utimesSync(path, DAY_AGO, DAY_AGO)
  return `/uploads/${kind}/${name}`
}
const onDisk = (url: string) => existsSync(join(process.env.UPLOADS_DIR!, url.slice(9)))

let authorId: number
beforeEach(async () => {
  authorId = (await createAdmin()).id
})

test('day-old files no row uses are removed; used and fresh files stay', async () => {
  const used = {
    project: upload('projects', 'used.png'),
    blog: upload('blogs', 'used.png'),
    testimonial: upload('testimonials', 'used.png'),
  }
  createProject({
    title: 'P',
    description: 'D',
    category: 'Video',
    media: [{ url: used.project, type: 'image' }],
  })
  createBlogPost({ title: 'B', content: '<p>x</p>', coverImage: used.blog }, authorId)
  createTestimonial({ clientName: 'C', quote: 'Q', clientImage: used.testimonial })
  const orphans = [
    upload('projects', 'abandoned.mp4'),
    upload('blogs', 'refused-save.png'),
    upload('testimonials', 'closed-modal.png'),
  ]
  const fresh = upload('blogs', 'uploading-now.png', { fresh: true })

  expect((await sweepOrphanUploads()).sort()).toEqual([...orphans].sort())
  for (const url of orphans) expect(onDisk(url)).toBe(false)
  for (const url of [...Object.values(used), fresh]) expect(onDisk(url)).toBe(true)
})

test('the hero folder is swept too: the video and still image in use stay, an unused video goes', async () => {
  const video = upload('hero', 'in-use.mp4')
  const still = upload('hero', 'in-use.png')
  setHeroVideo(video)
  setHeroImage({ poster: still })
  const unused = upload('hero', 'never-saved.mp4')

  expect(await sweepOrphanUploads()).toEqual([unused])
  expect(onDisk(unused)).toBe(false)
  expect(onDisk(video)).toBe(true)
  expect(onDisk(still)).toBe(true)
})

test('with no uploads folder yet there is nothing to do', async () => {
  expect(await sweepOrphanUploads()).toEqual([])
})

test('a start sweeps, and after uploads it sweeps at most once an hour', async () => {
  const first = upload('projects', 'left-over.png')
  await boot({ log: () => {} })
  expect(onDisk(first)).toBe(false)

  const now = Date.now() + 365 * ORPHAN_AGE_MS
  await sweepOrphanUploadsNowAndThen(now)
  const second = upload('blogs', 'later.png')
  await sweepOrphanUploadsNowAndThen(now + 30 * 60 * 1000)
  expect(onDisk(second)).toBe(true)
  await sweepOrphanUploadsNowAndThen(now + 61 * 60 * 1000)
  expect(onDisk(second)).toBe(false)
})
