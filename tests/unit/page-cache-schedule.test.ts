// The page cache and scheduled publishing (docs/publishing.md): a page kept before a scheduled
// item's time is not served from that moment on, with the clock set by the test, not waited for.
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'
import { contentVersion, publicContentChanged } from '#app/lib/content-version.server.ts'
import { keepPublicPage, serveKeptPage, servePublicPage } from '#app/lib/page-cache.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { admin } from '../api/helpers.ts'

let server: Server
let base = ''
let renders = 0
let clock = 0

function page() {
  const nonce = randomBytes(16).toString('base64')
  return new Response(`<!DOCTYPE html><html><body><p>${renders}</p></body></html>`, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(nonce),
    },
  })
}

beforeAll(async () => {
  server = createServer(
    (req, res) =>
      serveKeptPage(req, res, { trustProxy: false, now: () => clock }) ||
      servePublicPage(req, res, { trustProxy: false, now: () => clock }, async () => {
        const request = createRequest(req, res)
        const version = contentVersion()
        renders++
        await sendResponse(res, await keepPublicPage(request, page(), version))
      }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  publicContentChanged()
  renders = 0
})

const cacheOf = async (path: string) =>
  (await fetch(base + path, { headers: { 'Accept-Encoding': 'identity' } })).headers.get('X-Cache')

test('pages kept before a scheduled post goes public are rendered again from its time', async () => {
  const when = new Date('2026-06-01T12:00:00Z').getTime()
  const { user } = await admin()
  createBlogPost(
    { title: 'Soon', content: 'x', status: 'scheduled', publishAt: new Date(when).toISOString() },
    user.id,
    new Date(when - 3_600_000),
  )
  clock = when - 60_000
  expect(await cacheOf('/blog')).toBe('miss')
  expect(await cacheOf('/')).toBe('miss')
  clock = when - 1
  expect(await cacheOf('/blog')).toBe('hit')
  expect(await cacheOf('/')).toBe('hit')
  clock = when
  expect(await cacheOf('/blog')).toBe('miss')
  expect(await cacheOf('/')).toBe('miss')
  expect(await cacheOf('/blog')).toBe('hit')
  expect(renders).toBe(4)
})

test('drafts and posts already public set no expiry', async () => {
  const { user } = await admin()
  const now = new Date('2026-06-01T12:00:00Z').getTime()
  createBlogPost({ title: 'Draft', content: 'x', status: 'draft' }, user.id, new Date(now))
  createBlogPost({ title: 'Live', content: 'x' }, user.id, new Date(now))
  clock = now
  expect(await cacheOf('/blog')).toBe('miss')
  clock = now + 9 * 60_000
  expect(await cacheOf('/blog')).toBe('hit')
})

test('pages kept before a scheduled translation goes public are rendered again from its time', async () => {
  // docs/decisions/032-translation-addresses.md "Publishing per language": the item is public
  // already; only its Arabic waits for its time.
  const when = new Date('2026-07-01T12:00:00Z').getTime()
  const { user } = await admin()
  const post = createBlogPost({ title: 'Live', content: 'x' }, user.id, new Date(when - 7_200_000))
  const arabic = { title: 'قريبا', status: 'scheduled', publishAt: new Date(when).toISOString() }
  saveTranslation('blog', Number(post._id), 'ar', arabic, new Date(when - 3_600_000))
  clock = when - 60_000
  expect(await cacheOf('/ar/blog')).toBe('miss')
  clock = when - 1
  expect(await cacheOf('/ar/blog')).toBe('hit')
  clock = when
  expect(await cacheOf('/ar/blog')).toBe('miss')
  expect(await cacheOf('/ar/blog')).toBe('hit')
})
