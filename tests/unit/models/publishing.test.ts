// Publishing (docs/publishing.md): drafts and scheduled posts (and detailed services) stay out of every public door until
// their time, decided by the clock each read is given; slugs from titles of any script, unique,
// with the id's and old slugs' addresses answering 301.
import { describe, expect, test } from 'vitest'
import { parseLocalDateTime, toLocalDateTime } from '#app/lib/dates.server.ts'
import {
  countBlogPosts,
  createBlogPost,
  findBlogPostByAddress,
  getBlogPost,
  listBlogPosts,
  listBlogPostsPage,
  listBlogPostStamps,
  updateBlogPost,
} from '#app/models/blog.server.ts'
import {
  createDetailedService,
  findDetailedServiceByAddress,
  listDetailedServices,
  updateDetailedService,
} from '#app/models/detailed-service.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { slugify } from '#app/models/slugs.server.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogCount from '#app/routes/api.blogs.count.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as paginated from '#app/routes/api.blogs.paginated.ts'
import * as services from '#app/routes/api.detailed-services.ts'
import * as serviceOne from '#app/routes/api.detailed-services.$id.ts'
import { admin, body, call } from '../../api/helpers.ts'

const HOUR = 3_600_000
const T = new Date('2026-06-01T12:00:00Z')
const at = (ms: number) => new Date(T.getTime() + ms)

describe('slugs', () => {
  test.each([
    ['My First Post!', 'my-first-post'],
    ['  Ünïcode — Café  ', 'ünïcode-café'],
    ['مرحبا بالعالم: أول تدوينة', 'مرحبا-بالعالم-أول-تدوينة'],
    ['2024', 'post-2024'],
    ['!!!', 'post'],
    ['ﬁne ＦＵＬＬ width', 'fine-full-width'],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title, 'post')).toBe(slug)
  })

  test('at most 100 characters, never ending in a dash, linear on long input', () => {
    const long = slugify(`${'a'.repeat(99)} b`, 'post')
    expect(long).toBe('a'.repeat(99))
    const started = performance.now()
    expect(slugify('-'.repeat(100_000) + 'x', 'post')).toBe('x')
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('publish times in the site time zone', () => {
  test('a wall time is read and shown in the zone, on both sides of a daylight-saving change', () => {
    expect(parseLocalDateTime('2026-01-15T09:30', 'America/New_York')?.toISOString()).toBe(
      '2026-01-15T14:30:00.000Z',
    )
    expect(parseLocalDateTime('2026-07-15T09:30', 'America/New_York')?.toISOString()).toBe(
      '2026-07-15T13:30:00.000Z',
    )
    expect(parseLocalDateTime('2026-07-15T09:30', 'Asia/Riyadh')?.toISOString()).toBe(
      '2026-07-15T06:30:00.000Z',
    )
    expect(toLocalDateTime('2026-07-15T13:30:00.000Z', 'America/New_York')).toBe('2026-07-15T09:30')
    expect(parseLocalDateTime('2026-02-30T09:30', 'UTC')).toBeNull()
    expect(parseLocalDateTime('tomorrow', 'UTC')).toBeNull()
  })
})

describe('who sees a post', () => {
  test('a draft is in no public read until published, and in every admin one', async () => {
    const { user } = await admin()
    const shown = createBlogPost({ title: 'Shown', content: 'x' }, user.id, at(-HOUR))
    const draft = createBlogPost({ title: 'Hidden', content: 'x', status: 'draft' }, user.id, T)
    expect(draft).toMatchObject({ status: 'draft', publishAt: null, slug: 'hidden' })

    const titles = (posts: Array<{ title: string }>) => posts.map((p) => p.title)
    expect(titles(listBlogPosts({ now: T }))).toEqual(['Shown'])
    expect(countBlogPosts({ now: T })).toBe(1)
    expect(titles(listBlogPostsPage(1, { now: T }).blogs)).toEqual(['Shown'])
    expect(listBlogPostsPage(1, { now: T }).pages).toBe(1)
    expect(listBlogPostStamps(10, T).map((s) => s.slug)).toEqual(['shown'])
    expect(getBlogPost(Number(draft._id), { now: T })).toBeUndefined()
    expect(findBlogPostByAddress('hidden', { now: T })).toBeUndefined()
    expect(findBlogPostByAddress(draft._id, { now: T })).toBeUndefined()

    expect(titles(listBlogPosts({ all: true, now: T }))).toEqual(['Hidden', 'Shown'])
    expect(countBlogPosts({ all: true })).toBe(2)

    const later = at(HOUR)
    updateBlogPost(
      Number(draft._id),
      { title: 'Hidden', content: 'x', status: 'published' },
      user.id,
      later,
    )
    expect(titles(listBlogPosts({ now: later }))).toEqual(['Hidden', 'Shown'])
    expect(getBlogPost(Number(draft._id), { now: later, publication: true })).toMatchObject({
      status: 'published',
      publishAt: later.toISOString(),
    })
    expect(getBlogPost(Number(shown._id), { now: T, publication: true })?.status).toBe('published')
  })

  test('a scheduled post appears at its time and not a millisecond before', async () => {
    const { user } = await admin()
    const when = at(2 * HOUR)
    const post = createBlogPost(
      { title: 'Soon', content: 'x', status: 'scheduled', publishAt: when.toISOString() },
      user.id,
      T,
    )
    expect(post).toMatchObject({ status: 'scheduled', publishAt: when.toISOString() })
    const before = new Date(when.getTime() - 1)
    expect(listBlogPosts({ now: before })).toEqual([])
    expect(countBlogPosts({ now: before })).toBe(0)
    expect(findBlogPostByAddress('soon', { now: before })).toBeUndefined()
    expect(listBlogPosts({ now: when }).map((p) => p.title)).toEqual(['Soon'])
    expect(findBlogPostByAddress('soon', { now: when })).toMatchObject({ item: { title: 'Soon' } })
    expect(getBlogPost(Number(post._id), { all: true, now: when, publication: true })?.status).toBe(
      'published',
    )
  })

  test('scheduled needs a time; published with a time to come is published now', async () => {
    const { user } = await admin()
    expect(() =>
      createBlogPost({ title: 'No time', content: 'x', status: 'scheduled' }, user.id, T),
    ).toThrow(/Publish time is required/)
    expect(() =>
      createBlogPost({ title: 'Bad', content: 'x', publishAt: 'next week' }, user.id, T),
    ).toThrow(/Publish time must be a date and time/)
    const post = createBlogPost(
      { title: 'Now', content: 'x', status: 'published', publishAt: at(HOUR).toISOString() },
      user.id,
      T,
    )
    expect(getBlogPost(Number(post._id), { now: T, publication: true })?.publishAt).toBe(
      T.toISOString(),
    )
  })

  test('the publish date is editable and orders the lists', async () => {
    const { user } = await admin()
    const a = createBlogPost({ title: 'A', content: 'x' }, user.id, at(-2 * HOUR))
    createBlogPost({ title: 'B', content: 'x' }, user.id, at(-HOUR))
    updateBlogPost(
      Number(a._id),
      { title: 'A', content: 'x', publishAt: at(-HOUR / 2).toISOString() },
      user.id,
      T,
    )
    expect(listBlogPosts({ now: T }).map((p) => p.title)).toEqual(['A', 'B'])
  })
})

describe('addresses', () => {
  test('unique slugs, a typed one taken is refused, a changed one keeps the old redirecting', async () => {
    const { user } = await admin()
    const one = createBlogPost({ title: 'Same title', content: 'x' }, user.id, T)
    const two = createBlogPost({ title: 'Same title', content: 'x' }, user.id, T)
    expect([one.slug, two.slug]).toEqual(['same-title', 'same-title-2'])
    expect(() =>
      updateBlogPost(Number(two._id), { title: 'x', content: 'x', slug: 'same-title' }, user.id, T),
    ).toThrow(ConflictError)

    const moved = updateBlogPost(
      Number(one._id),
      { title: 'Same title', content: 'x', slug: 'A Better Address' },
      user.id,
      T,
    )
    expect(moved?.slug).toBe('a-better-address')
    expect(findBlogPostByAddress('same-title', { now: T })).toEqual({ movedTo: 'a-better-address' })
    expect(findBlogPostByAddress(one._id, { now: T })).toEqual({ movedTo: 'a-better-address' })
    expect(findBlogPostByAddress('a-better-address', { now: T })).toMatchObject({
      item: { _id: one._id },
    })
    // An edit that leaves the slug out keeps it; a new post may take an old slug over.
    expect(
      updateBlogPost(Number(one._id), { title: 'Other', content: 'y' }, user.id, T)?.slug,
    ).toBe('a-better-address')
    const three = createBlogPost({ title: 'x', content: 'x', slug: 'same-title' }, user.id, T)
    expect(findBlogPostByAddress('same-title', { now: T })).toMatchObject({
      item: { _id: three._id },
    })
  })
})

describe('the /api', () => {
  test('without a token only public posts; with one every post with its status', async () => {
    const { token } = await admin()
    const created = await call(blogs, 'POST', '/api/blogs', {
      token,
      json: { title: 'Draft', content: 'x', status: 'draft' },
    })
    expect(created.status).toBe(201)
    const draft = await body<{ _id: string; status: string; slug: string }>(created)
    expect(draft).toMatchObject({ status: 'draft', publishAt: null, slug: 'draft' })
    await call(blogs, 'POST', '/api/blogs', { token, json: { title: 'Live', content: 'x' } })

    const params = { id: draft._id }
    expect((await call(blogOne, 'GET', '/x', { params })).status).toBe(404)
    expect((await call(blogOne, 'GET', '/x', { params, token })).status).toBe(200)
    const titles = async (res: Response) =>
      (await body<Array<{ title: string }>>(res)).map((p) => p.title)
    expect(await titles(await call(blogs, 'GET', '/api/blogs'))).toEqual(['Live'])
    expect(await titles(await call(blogs, 'GET', '/api/blogs', { token }))).toEqual([
      'Live',
      'Draft',
    ])
    expect(await body(await call(blogCount, 'GET', '/api/blogs/count'))).toEqual({ count: 1 })
    expect(await body(await call(blogCount, 'GET', '/api/blogs/count', { token }))).toEqual({
      count: 2,
    })
    const page = await body<{ blogs: unknown[]; pages: number }>(
      await call(paginated, 'GET', '/api/blogs/paginated'),
    )
    expect([page.blogs.length, page.pages]).toEqual([1, 1])

    // Asked for, every post carries its address and status; older clients' answers stay as they were.
    const [live] = await body<Array<Record<string, unknown>>>(
      await call(blogs, 'GET', '/api/blogs?include=publication'),
    )
    expect(live).toMatchObject({ slug: 'live', status: 'published', publishAt: expect.any(String) })
    const [plain] = await body<Array<Record<string, unknown>>>(
      await call(blogs, 'GET', '/api/blogs'),
    )
    expect(Object.keys(plain!)).not.toContain('slug')

    const put = await call(blogOne, 'PUT', '/x?include=publication', {
      token,
      params,
      json: { title: 'Draft', content: 'x', status: 'published', slug: 'live' },
    })
    expect([put.status, await body(put)]).toEqual([
      409,
      { message: 'Another post has this slug', errors: { slug: 'Another post has this slug' } },
    ])
    const bad = await call(blogOne, 'PUT', '/x', {
      token,
      params,
      json: { title: 'Draft', content: 'x', status: 'secret' },
    })
    expect(bad.status).toBe(400)
    expect((await body<{ errors: Record<string, string> }>(bad)).errors.status).toMatch(/one of/)
  })
})

describe('detailed services', () => {
  test('a draft is in no public read; slugs and the 301s as for posts', async () => {
    const { token } = await admin('Service Writer')
    const input = { title: 'Brand Films', subtitle: 'Video', description: 'x' }
    const live = createDetailedService(input, T)
    const hidden = createDetailedService({ ...input, title: 'Secret Service', status: 'draft' }, T)
    expect([live.slug, hidden.slug]).toEqual(['brand-films', 'secret-service'])
    expect(listDetailedServices({ now: T }).map((s) => s.title)).toEqual(['Brand Films'])
    expect(listDetailedServices({ all: true, now: T })).toHaveLength(2)
    expect(findDetailedServiceByAddress('secret-service', { now: T })).toBeUndefined()
    expect(findDetailedServiceByAddress(live._id, { now: T })).toEqual({ movedTo: 'brand-films' })

    const params = { id: hidden._id }
    expect((await call(serviceOne, 'GET', '/x', { params })).status).toBe(404)
    expect((await call(serviceOne, 'GET', '/x', { params, token })).status).toBe(200)
    const titles = async (res: Response) =>
      (await body<Array<{ title: string }>>(res)).map((s) => s.title)
    expect(await titles(await call(services, 'GET', '/api/detailed-services'))).toEqual([
      'Brand Films',
    ])

    updateDetailedService(Number(live._id), { ...input, slug: 'films' }, T)
    expect(findDetailedServiceByAddress('brand-films', { now: T })).toEqual({ movedTo: 'films' })
    updateDetailedService(
      Number(hidden._id),
      { ...input, title: 'Secret Service', status: 'published' },
      at(HOUR),
    )
    expect(findDetailedServiceByAddress('secret-service', { now: at(HOUR) })).toMatchObject({
      item: { title: 'Secret Service', status: 'published' },
    })
  })
})
