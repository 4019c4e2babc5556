// Uploads are released by the models: whichever door saves or deletes (admin form, /api, a future
// command), a file the row held is removed once nothing uses it, and no route has to remember it.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { createBlogPost, deleteBlogPost, updateBlogPost } from '#app/models/blog.server.ts'
import { setHeroVideo } from '#app/models/hero-video.server.ts'
import { createProject, deleteProject, updateProject } from '#app/models/project.server.ts'
import { createTestimonial, updateTestimonial } from '#app/models/testimonial.server.ts'
import { createAdmin } from '#tests/support/auth.ts'
import { emptyTrash } from '#tests/support/trash.ts'
import { onDisk, stored } from '#tests/support/stored-files.ts'

// An edit keeps what it dropped while an earlier version (a revision) still shows it; a delete
// keeps everything while the item is in the trash; deleting it forever takes its revisions too
// (tests/api/revisions.test.ts has the pruning).
test('a project edit keeps the media it dropped for its revisions, a delete forever releases all; shared files stay', async () => {
  const [a, b, shared] = ['a.png', 'b.png', 'shared.png'].map((n) => stored('projects', n))
  const media = (...urls: string[]) => urls.map((url) => ({ url: url!, type: 'image' as const }))
  const project = createProject({ title: 'P', category: 'Film', media: media(a!, b!, shared!) })
  createProject({ title: 'Q', category: 'Film', media: media(shared!) })
  const id = Number(project._id)
  updateProject(id, { title: 'P', category: 'Film', media: media(b!, shared!) })
  expect([onDisk(a!), onDisk(b!), onDisk(shared!)]).toEqual([true, true, true])
  deleteProject(id)
  // In the trash it still holds them (docs/decisions/019-trash.md).
  expect([onDisk(a!), onDisk(b!), onDisk(shared!)]).toEqual([true, true, true])
  emptyTrash()
  expect([onDisk(a!), onDisk(b!), onDisk(shared!)]).toEqual([false, false, true])
})

test('a blog cover is released with its post deleted forever, a testimonial picture and the hero video when replaced', async () => {
  const admin = await createAdmin()
  const [oldCover, newCover] = ['old.png', 'new.png'].map((n) => stored('blogs', n))
  const post = createBlogPost({ title: 'T', content: '<p>x</p>', coverImage: oldCover }, admin.id)
  updateBlogPost(
    Number(post._id),
    { title: 'T', content: '<p>x</p>', coverImage: newCover },
    admin.id,
  )
  expect([onDisk(oldCover!), onDisk(newCover!)]).toEqual([true, true])
  deleteBlogPost(Number(post._id))
  expect([onDisk(oldCover!), onDisk(newCover!)]).toEqual([true, true])
  emptyTrash()
  expect([onDisk(oldCover!), onDisk(newCover!)]).toEqual([false, false])

  const face = stored('testimonials', 'face.png')
  const t = createTestimonial({ clientName: 'C', quote: 'Q', clientImage: face })
  updateTestimonial(Number(t._id), { clientName: 'C', quote: 'Q', clientImage: null })
  expect(onDisk(face)).toBe(false)

  const first = stored('hero', 'first.mp4')
  setHeroVideo(first)
  setHeroVideo(stored('hero', 'second.mp4'))
  expect(onDisk(first)).toBe(false)
})

test('no route releases uploads itself: the models do', () => {
  const routes = new URL('../../app/routes/', import.meta.url)
  const offenders = readdirSync(routes).filter((file) =>
    /releaseUploads|deleteUploadIfUnused/.test(readFileSync(new URL(file, routes), 'utf8')),
  )
  expect(offenders).toEqual([])
})
