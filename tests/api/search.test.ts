// Both doors of the site search (docs/search.md): GET /api/search and the /search pages' loader.
// Any query answers normally (FTS5's syntax in it is read as words), the answer holds only what
// the public may see, and a snippet's HTML is built from escaped text.
import { describe, expect, test } from 'vitest'
import { createBlogPost } from '#app/models/blog.server.ts'
import * as api from '#app/routes/api.search.ts'
import * as page from '#app/routes/_public.search.tsx'
import { render } from '#tests/support/render-route.tsx'
import { admin, body, call } from './helpers.ts'

type Answer = {
  query: string
  total: number
  results: Array<{ title: string; snippet: string; path: string; locale: string }>
}

async function posts() {
  const { user } = await admin()
  createBlogPost(
    { title: 'Tags in text', content: '<p>Write &lt;b&gt;bold&lt;/b&gt; with a marker</p>' },
    user.id,
  )
  createBlogPost({ title: 'Kept back', content: '<p>marker</p>', status: 'draft' }, user.id)
}

describe('GET /api/search', () => {
  test('finds what the public sees, its snippet escaped, the words in <mark>', async () => {
    await posts()
    const res = await call(api, 'GET', '/api/search?q=marker')
    expect(res.status).toBe(200)
    const answer = await body<Answer>(res)
    expect(answer).toMatchObject({ query: 'marker', total: 1 })
    expect(answer.results[0]).toMatchObject({
      title: 'Tags in text',
      locale: 'en',
      path: '/blog/tags-in-text',
      snippet: 'Write &lt;b&gt;bold&lt;/b&gt; with a <mark>marker</mark>',
    })
    // The query's own markup is a word like any other.
    const tagged = await body<Answer>(await call(api, 'GET', '/api/search?q=%3Cb%3Ebold'))
    expect(tagged.results.map((r) => r.snippet)).toEqual([
      'Write &lt;<mark>b</mark>&gt;<mark>bold</mark>&lt;/<mark>b</mark>&gt; with a marker',
    ])
  })

  test('on the Arabic pages, at their addresses', async () => {
    await posts()
    const answer = await body<Answer>(await call(api, 'GET', '/api/search?q=marker&locale=ar'))
    expect(answer.results.map((r) => r.path)).toEqual(['/ar/blog/tags-in-text'])
    expect((await call(api, 'GET', '/api/search?q=marker&locale=fr')).status).toBe(400)
  })

  test('hostile queries answer 200', async () => {
    await posts()
    for (const q of [
      '"',
      'NEAR(marker bold)',
      'marker*',
      '^marker',
      '"marker',
      'a'.repeat(10_240),
    ]) {
      const res = await call(api, 'GET', `/api/search?q=${encodeURIComponent(q)}&pageNumber=x`)
      expect(res.status, q).toBe(200)
      const answer = await body<Answer>(res)
      expect(Array.from(answer.query).length).toBeLessThanOrEqual(100)
    }
    // Read as words: "near" is one of them, and no text has it.
    const near = await body<Answer>(await call(api, 'GET', '/api/search?q=NEAR(marker%20bold)'))
    expect(near.total).toBe(0)
    const star = await body<Answer>(await call(api, 'GET', '/api/search?q=*marker*'))
    expect(star.total).toBe(1)
  })
})

describe('the /search pages', () => {
  test('answer any query, in both languages; a page that is no number is a 404', async () => {
    await posts()
    const found = (await call(page as never, 'GET', '/search?q=marker')) as unknown as Answer
    expect(found.total).toBe(1)
    const arabic = (await call(page as never, 'GET', '/ar/search?q=marker')) as unknown as Answer
    expect(arabic.results.map((r) => r.path)).toEqual(['/ar/blog/tags-in-text'])
    for (const q of ['"', 'NEAR(a b)', '*', '^', 'x'.repeat(10_240)]) {
      const answer = (await call(
        page as never,
        'GET',
        `/search?q=${encodeURIComponent(q)}`,
      )) as unknown as Answer
      expect(Array.from(answer.query).length).toBeLessThanOrEqual(100)
    }
    await expect(call(page as never, 'GET', '/search?q=marker&page=abc')).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('the results page as rendered', () => {
  test('each result with its kind, date, link and snippet, marked and escaped', async () => {
    await posts()
    const { status, html } = await render(page, '/search', new Request('http://x/search?q=bold'))
    expect(status).toBe(200)
    expect(html).toContain('href="/blog/tags-in-text"')
    expect(html).toMatch(/Post · <time dateTime="[^"]+">/)
    expect(html).toMatch(/Write &lt;b&gt;<mark[^>]*>bold<\/mark>&lt;\/b&gt; with a marker/)
    expect(html).not.toContain('<b>')
    expect(html).toContain('<label for="search-page-q" class="sr-only">Search</label>')
  })

  test('nothing found: the portfolio and the blog are suggested', async () => {
    const { html } = await render(page, '/search', new Request('http://x/search?q=%3Cscript%3E'))
    expect(html).toContain('Nothing found for “&lt;script&gt;”.')
    expect(html).toContain('href="/portfolio"')
    expect(html).toContain('href="/blog"')
  })
})
