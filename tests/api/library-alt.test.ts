// Images attached through the /api without alt text (issue 33): the /api keeps taking them, as its
// clients of before send them, and the stored alt text is the media library's for that file when it
// has one (docs/api.md): a post's cover and the images in its content, a testimonial's picture and a
// project's media item. Alt text sent by the client is kept as sent.
import { expect, test } from 'vitest'
import { openApiDocument } from '#app/api/openapi.server.ts'
import { ALT_DEFAULT_RULE } from '#app/models/library-alt.server.ts'
import {
  recordMediaFile,
  getMediaFileByUrl,
  setMediaAlt,
} from '#app/models/media-library.server.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as testimonials from '#app/routes/api.testimonials.ts'
import { admin, body, call } from './helpers.ts'

const IMAGE = '/uploads/media/red-camera.png'
const OTHER = '/uploads/media/unknown.png'

function inLibrary(url: string, alt: string) {
  recordMediaFile({ url, type: 'image', size: 100 })
  setMediaAlt(getMediaFileByUrl(url)!.id, alt)
}

test('a post given images without alt text stores the library alt text of each', async () => {
  inLibrary(IMAGE, 'A red "camera" on a tripod')
  const { token } = await admin()
  const res = await call(blogs, 'POST', '/api/blogs', {
    token,
    json: {
      title: 'Kit',
      content: `<p>Our kit</p><img src="${IMAGE}"><img src="${OTHER}"><img src="${IMAGE}" alt="Mine">`,
      coverImage: IMAGE,
    },
  })
  expect(res.status).toBe(201)
  const post = (await body(res)) as { _id: string; content: string; coverImageAlt?: string }
  expect(post.coverImageAlt).toBe('A red "camera" on a tripod')
  expect(post.content).toBe(
    `<p>Our kit</p><img src="${IMAGE}" alt="A red &quot;camera&quot; on a tripod" /><img src="${OTHER}" /><img src="${IMAGE}" alt="Mine" />`,
  )

  // Given by the client, an alt text is kept; sent empty, the library's comes back.
  const params = { id: post._id }
  const mine = await call(blogOne, 'PUT', '/x', {
    token,
    params,
    json: { title: 'Kit', content: '<p>Our kit</p>', coverImage: IMAGE, coverImageAlt: 'Ours' },
  })
  expect(await body(mine)).toMatchObject({ coverImageAlt: 'Ours' })
  const emptied = await call(blogOne, 'PUT', '/x', {
    token,
    params,
    json: { title: 'Kit', content: '<p>Our kit</p>', coverImage: IMAGE, coverImageAlt: '' },
  })
  expect(await body(emptied)).toMatchObject({ coverImageAlt: 'A red "camera" on a tripod' })
})

test("a testimonial's picture and a project's media item get the library's alt text too", async () => {
  inLibrary(IMAGE, 'Dana, smiling')
  const { token } = await admin()
  const person = await call(testimonials, 'POST', '/api/testimonials', {
    token,
    json: { clientName: 'Dana', quote: 'Great work', clientImage: IMAGE },
  })
  expect(await body(person)).toMatchObject({ clientImageAlt: 'Dana, smiling' })

  const project = await call(projects, 'POST', '/api/projects', {
    token,
    json: {
      title: 'Reel',
      description: 'A reel',
      category: 'Video',
      media: [
        { url: IMAGE, type: 'image' },
        { url: OTHER, type: 'image' },
      ],
    },
  })
  expect(await body(project)).toMatchObject({
    media: [
      { url: IMAGE, type: 'image', alt: 'Dana, smiling' },
      { url: OTHER, type: 'image' },
    ],
  })
})

test('the OpenAPI document gives the rule with each alt text field', () => {
  const document = JSON.stringify(openApiDocument())
  expect(document.split(JSON.stringify(ALT_DEFAULT_RULE)).length - 1).toBeGreaterThanOrEqual(3)
})
