// Every door agrees on a translation that is not public (docs/decisions/032-translation-addresses.md
// "Publishing per language"): the Arabic page, list, feed, sitemap and language switcher show a
// post whose Arabic is a draft as an untranslated one (its English texts, its English slug, the
// switcher to the Arabic list), the /api's ?locale=ar answers the English to the public and the
// Arabic to a token's holder; once published, each shows the Arabic.
import { describe, expect, test } from 'vitest'
import { createBlogPost } from '#app/models/blog.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import * as blogPostRoute from '#app/routes/_public.blog.$id.tsx'
import * as blogListRoute from '#app/routes/_public.blog._index.tsx'
import * as blogApi from '#app/routes/api.blogs.$id.ts'
import * as rss from '#app/routes/rss[.]xml.ts'
import * as sitemap from '#app/routes/sitemap[.]xml.ts'
import { admin, body, call } from './helpers.ts'

const load = async (route: { loader: (args: never) => unknown }, url: string, id?: string) => {
  try {
    return (await route.loader({
      request: new Request(`http://localhost${url}`),
      params: id ? { id } : {},
      context: {},
    } as never)) as Record<string, unknown>
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('Location') }
    throw thrown
  }
}

const text = async (route: { loader: (args: never) => unknown }, url: string) =>
  (
    await (route.loader({
      request: new Request(`http://localhost${url}`),
      params: {},
      context: {},
    } as never) as Promise<Response>)
  ).text()

describe('a post whose Arabic is a draft', () => {
  test('is public in English and shown untranslated in Arabic, then in Arabic once published', async () => {
    const { user, token } = await admin()
    const post = createBlogPost(
      { title: 'Night shoots', content: '<p>How we shoot at night</p>', status: 'published' },
      user.id,
    )
    const id = String(post._id)
    const slug = post.slug!
    const draft = { title: 'التصوير الليلي', content: '<p>مسودة</p>', slug: '', status: 'draft' }
    expect(saveTranslation('blog', Number(id), 'ar', draft)).toEqual({ ok: true })
    const arSlug = encodeURIComponent('التصوير-الليلي')

    const english = await load(blogPostRoute, `/blog/${slug}`, slug)
    expect(english.post).toMatchObject({ title: 'Night shoots' })
    // The switcher leads to the Arabic list, as for an untranslated post; both addresses are the
    // English slug's.
    expect(english.addresses).toEqual({
      paths: { en: `/blog/${slug}`, ar: `/blog/${slug}` },
      switchTo: { en: `/blog/${slug}`, ar: '/blog' },
    })
    const arabicPage = await load(blogPostRoute, `/ar/blog/${slug}`, slug)
    expect(arabicPage.post).toMatchObject({ title: 'Night shoots' })
    expect(arabicPage.post).not.toHaveProperty('shownIn')
    // The draft's slug is not its address yet, nor a way to it: nothing public is there.
    expect(await load(blogPostRoute, `/ar/blog/${arSlug}`, 'التصوير-الليلي')).toEqual({
      status: 404,
      location: null,
    })
    const list = (await load(blogListRoute, '/ar/blog')).blogs as Array<{
      _id: string
      title: string
    }>
    expect(list.find((p) => p._id === id)?.title).toBe('Night shoots')
    const feed = await text(rss, '/ar/rss.xml')
    expect(feed).toContain('<title>Night shoots</title>')
    expect(feed).not.toContain('مسودة')
    const map = await text(sitemap, '/sitemap.xml')
    expect(map).toContain(`<loc>http://localhost/ar/blog/${slug}</loc>`)
    expect(map).not.toContain(arSlug)
    const publicAnswer = await body<{ title: string; untranslated: string[] }>(
      await call(blogApi, 'GET', `/api/blogs/${id}?locale=ar`, { params: { id } }),
    )
    expect(publicAnswer).toMatchObject({
      title: 'Night shoots',
      untranslated: ['title', 'content'],
    })
    const adminAnswer = await body<{ title: string }>(
      await call(blogApi, 'GET', `/api/blogs/${id}?locale=ar`, { token, params: { id } }),
    )
    expect(adminAnswer.title).toBe('التصوير الليلي')

    saveTranslation('blog', Number(id), 'ar', {
      ...draft,
      content: '<p>منشور</p>',
      status: 'published',
    })
    const published = await load(blogPostRoute, `/ar/blog/${arSlug}`, 'التصوير-الليلي')
    expect(published.post).toMatchObject({ title: 'التصوير الليلي', shownIn: { title: 'ar' } })
    expect(published.addresses).toMatchObject({ switchTo: { ar: `/blog/${arSlug}` } })
    expect(await load(blogPostRoute, `/ar/blog/${slug}`, slug)).toEqual({
      status: 301,
      location: `/ar/blog/${arSlug}`,
    })
    expect(await text(rss, '/ar/rss.xml')).toContain('<title>التصوير الليلي</title>')
    expect(await text(sitemap, '/sitemap.xml')).toContain(
      `<loc>http://localhost/ar/blog/${arSlug}</loc>`,
    )
    const answer = await body<{ title: string }>(
      await call(blogApi, 'GET', `/api/blogs/${id}?locale=ar`, { params: { id } }),
    )
    expect(answer.title).toBe('التصوير الليلي')
  })
})
