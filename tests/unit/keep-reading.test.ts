// The foot of a post: the next post down the blog, then two related by shared words, published
// only; a blog of one post has nothing to offer. Real SQLite, the real model.
import { expect, test } from 'vitest'
import { createBlogPost } from '#app/models/blog.server.ts'
import { keepReading } from '#app/site/keep-reading.server.ts'
import { admin } from '../api/helpers.ts'

const same = <T>(posts: T[]) => posts
const titles = (posts: { title: string }[]) => posts.map((p) => p.title)

test('a post is followed by the next one down the blog and two that share its words', async () => {
  const { user } = await admin()
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes))
  const post = (title: string, minutes: number, status: 'draft' | 'published' = 'published') =>
    createBlogPost({ title, content: `<p>${title}</p>`, status }, user.id, at(minutes))
  const first = post('Lighting interviews on location', 1)
  expect(keepReading(first, 'en', same)).toEqual({ next: null, related: [] })
  post('Colour grading basics', 2)
  post('Interviews: sound on location', 3)
  post('Budgeting a brand film', 4)
  post('Location scouting for interviews', 5, 'draft')
  const current = post('Shooting interviews in small rooms', 6)

  const { next, related } = keepReading(current, 'en', same)
  // Newest first, the one after the current is the next; the related share "interviews".
  expect(next?.title).toBe('Budgeting a brand film')
  expect(titles(related)).toEqual([
    'Interviews: sound on location',
    'Lighting interviews on location',
  ])
})
