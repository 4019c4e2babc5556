import { describe, expect, test } from 'vitest'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogCount from '#app/routes/api.blogs.count.ts'
import * as paginated from '#app/routes/api.blogs.paginated.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import { admin, body, call } from './helpers.ts'

type Blog = { _id: string; title: string; author: { name: string } | null }
type Page = { blogs: Blog[]; page: number; pages: number }

async function seedPosts(token: string, n: number) {
  for (let i = 1; i <= n; i++) {
    await call(blogs, 'POST', '/api/blogs', { token, json: { title: `Post ${i}`, content: 'x' } })
  }
}

describe('/api/blogs', () => {
  test("create and update with the token's user as author, read, delete", async () => {
    const { token } = await admin('Grace Writer')
    const res = await call(blogs, 'POST', '/api/blogs', {
      token,
      json: { title: 'Hello', content: '<p>Hi</p>', coverImage: '/uploads/blogs/c.png' },
    })
    expect(res.status).toBe(201)
    const post = await body(res)
    expect(post).toEqual({
      _id: expect.any(String),
      title: 'Hello',
      content: '<p>Hi</p>',
      coverImage: '/uploads/blogs/c.png',
      author: { name: 'Grace Writer' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const params = { id: String(post._id) }
    expect(await body(await call(blogOne, 'GET', '/x', { params }))).toEqual(post)

    const other = await admin('Other Editor')
    const put = await call(blogOne, 'PUT', '/x', {
      token: other.token,
      params,
      json: { title: 'Hello again', content: 'Text', coverImage: null },
    })
    expect(await body(put)).toMatchObject({
      title: 'Hello again',
      coverImage: null,
      author: { name: 'Other Editor' },
    })
    expect(await body(await call(blogOne, 'GET', '/x', { params }))).toMatchObject({
      author: { name: 'Other Editor' },
    })
    const del = await call(blogOne, 'DELETE', '/x', { token, params })
    expect(await body(del)).toEqual({ message: 'Post deleted successfully.' })
    const gone = await call(blogOne, 'GET', '/x', { params })
    expect([gone.status, await body(gone)]).toEqual([404, { message: 'Post not found.' }])
    const bad = await call(blogOne, 'GET', '/x', { params: { id: 'nope' } })
    expect([bad.status, await body(bad)]).toEqual([404, { message: 'Post not found.' }])
  })

  test('content is sanitized on write; title and content are required', async () => {
    const { token } = await admin()
    const res = await call(blogs, 'POST', '/api/blogs', {
      token,
      json: {
        title: 'XSS',
        content:
          '<p>ok</p><script>alert(1)</script><img src="/uploads/blogs/a.png" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">link</a><iframe src="https://player.vimeo.com/video/1"></iframe>',
      },
    })
    const { content } = await body<{ content: string }>(res)
    expect(content).toBe(
      '<p>ok</p><img src="/uploads/blogs/a.png" /><a>link</a>' +
        '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    )
    const list = await body<{ content: string }[]>(await call(blogs, 'GET', '/api/blogs'))
    expect(list[0]!.content).toBe(content)

    const missing = await call(blogs, 'POST', '/api/blogs', { token, json: { coverImage: 'x' } })
    expect(missing.status).toBe(400)
    expect((await body(missing)).errors).toEqual({
      title: 'Title is required',
      content: 'Content is required',
      coverImage: 'URL must start with http:// or https://, or be an uploaded file under /uploads/',
    })
  })

  test('list newest first and count', async () => {
    const { token } = await admin()
    await seedPosts(token, 3)
    const list = await body<Blog[]>(await call(blogs, 'GET', '/api/blogs'))
    expect(list.map((b) => b.title)).toEqual(['Post 3', 'Post 2', 'Post 1'])
    expect(await body(await call(blogCount, 'GET', '/api/blogs/count'))).toEqual({ count: 3 })
  })

  test('paginated: six a page, last page, past the end, invalid numbers', async () => {
    const { token } = await admin()
    const empty = await body<Page>(await call(paginated, 'GET', '/api/blogs/paginated'))
    expect(empty).toEqual({ blogs: [], page: 1, pages: 0 })

    await seedPosts(token, 8)
    const page = async (query: string) =>
      body<Page>(await call(paginated, 'GET', `/api/blogs/paginated${query}`))
    const one = await page('?pageNumber=1')
    expect(one.pages).toBe(2)
    expect(one.blogs.map((b) => b.title)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `Post ${n}`))
    const two = await page('?pageNumber=2')
    expect([two.page, two.blogs.map((b) => b.title)]).toEqual([2, ['Post 2', 'Post 1']])
    expect(await page('?pageNumber=3')).toEqual({ blogs: [], page: 3, pages: 2 })
    for (const query of [
      '',
      '?pageNumber=',
      '?pageNumber=abc',
      '?pageNumber=0',
      '?pageNumber=-1',
    ]) {
      const p = await page(query)
      expect([p.page, p.blogs.length]).toEqual([1, 6])
    }
  })
})

describe('cover alt text, added after the first clients', () => {
  test('is kept by a PUT that leaves it out, cleared by an empty one, absent when unset', async () => {
    const { token } = await admin('Alt Writer')
    const json = { title: 'Alt', content: '<p>x</p>', coverImage: '/uploads/blogs/c.png' }
    const created = await body(
      await call(blogs, 'POST', '/api/blogs', {
        token,
        json: { ...json, coverImageAlt: '  A crew filming at dusk ' },
      }),
    )
    expect(created.coverImageAlt).toBe('A crew filming at dusk')
    const params = { id: String(created._id) }
    // An older client sends the post as it knows it: the alt text stays.
    const kept = await body(await call(blogOne, 'PUT', '/x', { token, params, json }))
    expect(kept.coverImageAlt).toBe('A crew filming at dusk')
    const cleared = await body(
      await call(blogOne, 'PUT', '/x', { token, params, json: { ...json, coverImageAlt: '' } }),
    )
    expect(cleared).not.toHaveProperty('coverImageAlt')
    const tooLong = await call(blogOne, 'PUT', '/x', {
      token,
      params,
      json: { ...json, coverImageAlt: 'x'.repeat(201) },
    })
    expect(tooLong.status).toBe(400)
    expect((await body(tooLong)).errors).toHaveProperty('coverImageAlt')
  })
})
