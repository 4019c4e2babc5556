// The sitemap and the RSS feed as XML parsers read them: text that XML gives meaning to (& < > " ')
// is escaped, and every address names the site's own origin (SITE_URL when set).
import { DomUtils, parseDocument } from 'htmlparser2'
import { afterEach, expect, test } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { loader as rss } from '#app/routes/rss[.]xml.ts'
import { loader as sitemap } from '#app/routes/sitemap[.]xml.ts'
import { loader as robots } from '#app/routes/robots[.]txt.ts'
import { createAdmin } from '#tests/support/auth.ts'

const args = (path: string) => ({
  request: new Request(`http://localhost:3000${path}`),
  params: {},
  context: {},
})

afterEach(() => {
  delete process.env.SITE_URL
  resetEnv()
})

test('a post whose title and content hold XML characters stays well-formed in the feed', async () => {
  const title = `Tom & Jerry <3 "quotes" and 'apostrophes' ]]>`
  const content = '<p>One &amp; two <a href="https://example.com/?a=1&amp;b=2">link</a></p>'
  const post = createBlogPost({ title, content }, (await createAdmin()).id)
  // The link is the readable address made from the title.
  const doc = parseDocument(await (await rss(args('/rss.xml'))).text(), { xmlMode: true })
  const item = DomUtils.getElementsByTagName('item', doc)[0]!
  const text = (name: string) => DomUtils.textContent(DomUtils.getElementsByTagName(name, item)[0]!)
  expect(text('title')).toBe(title)
  expect(text('link')).toBe('http://localhost:3000/blog/tom-jerry-3-quotes-and-apostrophes')
  expect(text('content:encoded')).toBe(post.content)
})

test('with SITE_URL set, the sitemap, the feed and robots.txt name it, whatever the Host', async () => {
  process.env.SITE_URL = 'https://agency.example/'
  resetEnv()
  createBlogPost({ title: 'Hello', content: '<p>Hi</p>' }, (await createAdmin()).id)
  const map = parseDocument(await (await sitemap(args('/sitemap.xml'))).text(), { xmlMode: true })
  const locs = DomUtils.getElementsByTagName('loc', map).map((e) => DomUtils.textContent(e))
  expect(locs.length).toBeGreaterThan(5)
  for (const loc of locs) expect(loc.startsWith('https://agency.example/')).toBe(true)
  const feed = await (await rss(args('/rss.xml'))).text()
  expect(feed).toContain('<link>https://agency.example/blog</link>')
  expect(await (await robots(args('/robots.txt'))).text()).toContain(
    'Sitemap: https://agency.example/sitemap.xml',
  )
})

test('the sitemap lists the pages that list the kinds (db/kinds.ts `listedAt`), in each language', async () => {
  const map = parseDocument(await (await sitemap(args('/sitemap.xml'))).text(), { xmlMode: true })
  const locs = DomUtils.getElementsByTagName('loc', map).map((e) => DomUtils.textContent(e))
  const pages = ['/', '/about', '/blog', '/portfolio', '/services']
  expect(locs.map((loc) => new URL(loc).pathname)).toEqual(
    pages.flatMap((page) => [page, page === '/' ? '/ar' : `/ar${page}`]),
  )
})
