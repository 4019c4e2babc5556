// What search engines and link previews read, from the demo seed as loaded (never written here):
// the sitemap, robots.txt, the blog's RSS feed, and a page's canonical, share and JSON-LD tags.
// The XML is parsed with a real XML parser, so a malformed document fails.
import { parseDocument } from 'htmlparser2'
import { DomUtils } from 'htmlparser2'
import { expect, test } from '@playwright/test'
import { queryDb } from './db.ts'

function xml(text: string) {
  const doc = parseDocument(text, { xmlMode: true })
  const all = (name: string) => DomUtils.getElementsByTagName(name, doc)
  return { all, texts: (name: string) => all(name).map((e) => DomUtils.textContent(e)) }
}

const ids = (table: string) =>
  queryDb<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`).map((r) => String(r.id))

test('the sitemap lists every public page and item with its last change', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const doc = xml(await response.text())
  expect(doc.all('urlset')).toHaveLength(1)
  const locs = doc.texts('loc')
  for (const path of ['/', '/about', '/services', '/portfolio', '/blog']) {
    expect(locs).toContain(`${baseURL}${path}`)
  }
  for (const id of ids('blog_posts')) expect(locs).toContain(`${baseURL}/blog/${id}`)
  for (const id of ids('detailed_projects')) {
    expect(locs).toContain(`${baseURL}/detailed-projects/${id}`)
  }
  for (const id of ids('detailed_services')) {
    expect(locs).toContain(`${baseURL}/detailed-services/${id}`)
  }
  expect(locs.filter((l) => l.includes('/admin'))).toEqual([])
  for (const lastmod of doc.texts('lastmod')) {
    expect(new Date(lastmod).toISOString()).toBe(lastmod)
  }
})

test('robots.txt keeps crawlers out of the admin and points at the sitemap', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the RSS feed carries every post, newest first, with its full content', async ({
  request,
  baseURL,
  page,
}) => {
  const response = await request.get('/rss.xml')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const doc = xml(await response.text())
  const posts = queryDb<{ id: number; title: string; content: string }>(
    'SELECT id, title, content FROM blog_posts ORDER BY created_at DESC, id DESC',
  )
  const items = doc.all('item')
  expect(items).toHaveLength(posts.length)
  items.forEach((item, i) => {
    const text = (name: string) =>
      DomUtils.textContent(DomUtils.getElementsByTagName(name, item)[0]!)
    expect(text('title')).toBe(posts[i]!.title)
    expect(text('link')).toBe(`${baseURL}/blog/${posts[i]!.id}`)
    expect(text('content:encoded')).toBe(posts[i]!.content)
    expect(Number.isNaN(Date.parse(text('pubDate')))).toBe(false)
  })
  await page.goto('/blog')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  )
})

test('a post names its canonical address, its share card and its JSON-LD', async ({
  page,
  baseURL,
}) => {
  const post = queryDb<{ id: number; title: string; cover_image: string | null }>(
    'SELECT id, title, cover_image FROM blog_posts WHERE cover_image IS NOT NULL ORDER BY id LIMIT 1',
  )[0]!
  await page.goto(`/blog/${post.id}`)
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/${post.id}`,
  )
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title)
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const image = post.cover_image!.startsWith('/')
    ? `${baseURL}${post.cover_image}`
    : post.cover_image!
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', image)
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )
  const jsonLd = await head
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')))
  expect(jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'BlogPosting'])
  expect(jsonLd[1]).toMatchObject({ headline: post.title, url: `${baseURL}/blog/${post.id}` })
  expect(jsonLd[0]).toMatchObject({ name: 'Creative Media Solutions', url: baseURL })
})

test('every public list page names itself as canonical', async ({ page, baseURL }) => {
  for (const path of ['/', '/about', '/services', '/portfolio', '/blog']) {
    await page.goto(path)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    )
  }
})
