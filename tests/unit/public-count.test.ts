// The public post count every uncached blog page and /api/blogs/paginated read is kept until the
// posts change (app/lib/page-cache.server.ts, untilContentChanges): these are the changes it must
// see, whichever way they come.
import Database from 'better-sqlite3'
import { afterEach, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { countBlogPosts, createBlogPost, deleteBlogPost } from '#app/models/blog.server.ts'
import { admin } from '../api/helpers.ts'

afterEach(() => {
  vi.useRealTimers()
})

test('the kept count follows a write, a scheduled post going public and another connection', async () => {
  const { user } = await admin()
  const before = countBlogPosts()
  expect(countBlogPosts()).toBe(before)

  const written = createBlogPost({ title: 'Written', content: 'x' }, user.id)
  expect(countBlogPosts()).toBe(before + 1)

  // Scheduled an hour ahead: not counted until the clock passes its time.
  const soon = new Date(Date.now() + 60 * 60_000)
  createBlogPost(
    { title: 'Soon', content: 'x', status: 'scheduled', publishAt: soon.toISOString() },
    user.id,
  )
  expect(countBlogPosts()).toBe(before + 1)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(soon.getTime() + 1000)
  expect(countBlogPosts()).toBe(before + 2)

  // A row written by another connection (the command line, a script, the sqlite3 shell).
  const other = new Database(getDb().$client.name)
  other
    .prepare(
      "INSERT INTO blog_posts (title, content, status, created_at, updated_at) VALUES ('By hand', 'x', 'published', ?, ?)",
    )
    .run(Date.now() - 1000, Date.now() - 1000) // the test's clock, past Soon's time
  other.close()
  expect(countBlogPosts()).toBe(before + 3)

  deleteBlogPost(Number(written._id))
  expect(countBlogPosts()).toBe(before + 2)
  // The admin's count of every post is never the kept one.
  createBlogPost({ title: 'Draft', content: 'x', status: 'draft' }, user.id)
  expect(countBlogPosts()).toBe(before + 2)
  expect(countBlogPosts({ all: true })).toBe(before + 3)
})
