// What search engines and link previews read, from the demo seed as loaded (never written here):
// the sitemap, robots.txt, the blog's RSS feed, and a page's canonical, share and JSON-LD tags.
// The XML is parsed with a real XML parser, so a malformed document fails.
import { parseDocument } from 'htmlparser2'
import { DomUtils } from 'htmlparser2'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { queryDb } from './db.ts'

function xml(text: string) {
  const doc = parseDocument(text, { xmlMode: true })
  const all = (name: string) => DomUtils.getElementsByTagName(name, doc)
  return { all, texts: (name: string) => all(name).map((e) => DomUtils.textContent(e)) }
}

test('the sitemap lists every public page and item with its last change @server', async ({
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
  const slugs = queryDb<{ slug: string }>('SELECT slug FROM blog_posts').map((r) => r.slug)
  for (const slug of slugs) expect(locs).toContain(`${baseURL}/blog/${slug}`)
  const projects = queryDb<{ slug: string }>(
    "SELECT slug FROM detailed_projects WHERE status = 'published'",
  )
  for (const { slug } of projects) {
    expect(locs).toContain(`${baseURL}/detailed-projects/${encodeURIComponent(slug)}`)
  }
  for (const { slug } of queryDb<{ slug: string }>('SELECT slug FROM detailed_services')) {
    expect(locs).toContain(`${baseURL}/detailed-services/${slug}`)
  }
  expect(locs.filter((l) => l.includes('/admin'))).toEqual([])
  for (const lastmod of doc.texts('lastmod')) {
    expect(new Date(lastmod).toISOString()).toBe(lastmod)
  }
})

test('robots.txt keeps crawlers out of the admin and points at the sitemap @server', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the RSS feed carries every post, newest first, with its full content @server', async ({
  request,
  baseURL,
  page,
}) => {
  const response = await request.get('/rss.xml')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const doc = xml(await response.text())
  const posts = queryDb<{ slug: string; title: string; content: string }>(
    'SELECT slug, title, content FROM blog_posts ORDER BY publish_at DESC, id DESC',
  )
  const items = doc.all('item')
  expect(items).toHaveLength(posts.length)
  items.forEach((item, i) => {
    const text = (name: string) =>
      DomUtils.textContent(DomUtils.getElementsByTagName(name, item)[0]!)
    expect(text('title')).toBe(posts[i]!.title)
    expect(text('link')).toBe(`${baseURL}/blog/${posts[i]!.slug}`)
    expect(text('content:encoded')).toBe(posts[i]!.content)
    expect(Number.isNaN(Date.parse(text('pubDate')))).toBe(false)
  })
  await page.goto('/blog')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  )
})

test('a post names its canonical address, its share card and its JSON-LD @server', async ({
  page,
  baseURL,
}) => {
  const post = queryDb<{ id: number; slug: string; title: string; cover_image: string | null }>(
    'SELECT id, slug, title, cover_image FROM blog_posts WHERE cover_image IS NOT NULL ORDER BY id LIMIT 1',
  )[0]!
  await page.goto(`/blog/${post.id}`)
  const head = page.locator('head')
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/${post.slug}`,
  )
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title)
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  // The demo cover is an upload 800 wide: previews get its sized WebP copy, with its size.
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}${post.cover_image}/800.webp`,
  )
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '800')
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '500')
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )
  const jsonLd = await head
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')))
  expect(jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'BlogPosting', 'BreadcrumbList'])
  expect(jsonLd[1]).toMatchObject({ headline: post.title, url: `${baseURL}/blog/${post.slug}` })
  expect(jsonLd[0]).toMatchObject({ name: 'Creative Media Solutions', url: baseURL })
})

test('every public list page names itself as canonical @server', async ({ page, baseURL }) => {
  for (const path of ['/', '/about', '/services', '/portfolio', '/blog']) {
    await page.goto(path)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    )
  }
})

/** The page's BreadcrumbList JSON-LD, as search engines read it. */
async function breadcrumbs(page: Page) {
  const jsonLd = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')))
  return jsonLd.filter((d) => d['@type'] === 'BreadcrumbList')
}

test('detail pages name their trail from the home page as a BreadcrumbList @server', async ({
  page,
  baseURL,
}) => {
  const first = (table: string) =>
    queryDb<{ id: number; title: string; slug?: string }>(
      `SELECT * FROM ${table} ORDER BY id LIMIT 1`,
    )[0]!
  const details = [
    ['blog_posts', '/blog', 'Blog'],
    ['detailed_services', '/detailed-services', 'Services', '/services'],
    ['detailed_projects', '/detailed-projects', 'Portfolio', '/portfolio'],
  ] as const
  for (const [table, prefix, section, sectionPath = prefix] of details) {
    const row = first(table)
    await page.goto(`${prefix}/${row.id}`)
    expect(await breadcrumbs(page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
          { '@type': 'ListItem', position: 2, name: section, item: `${baseURL}${sectionPath}` },
          {
            '@type': 'ListItem',
            position: 3,
            name: row.title,
            // The readable address where an item has one (docs/publishing.md).
            item: `${baseURL}${prefix}/${row.slug ?? row.id}`,
          },
        ],
      },
    ])
  }
  // A list page is not a detail: no trail.
  await page.goto('/blog')
  expect(await breadcrumbs(page)).toEqual([])
})
