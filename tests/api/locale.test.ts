// The /api in both languages (issue 34, docs/api.md "Languages"): ?locale=ar|en on a public read
// answers the texts in that language, falling back to the default language's and saying which;
// a PUT in the other language stores the body's texts as the translation; without ?locale every
// answer is what it was, byte for byte.
import { describe, expect, test } from 'vitest'
import { canonicalAddress } from '#app/lib/page-cache-key.ts'
import { createBlogPost, getBlogPost } from '#app/models/blog.server.ts'
import { getAbout, saveAbout } from '#app/models/about.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import * as about from '#app/routes/api.about.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as blogPages from '#app/routes/api.blogs.paginated.ts'
import * as detailedProjects from '#app/routes/api.detailed-projects.ts'
import * as detailedProjectOne from '#app/routes/api.detailed-projects.$id.ts'
import * as detailedServices from '#app/routes/api.detailed-services.ts'
import * as detailedServiceOne from '#app/routes/api.detailed-services.$id.ts'
import * as services from '#app/routes/api.services.ts'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import { admin, body, call } from './helpers.ts'

type Item = Record<string, unknown>

describe('reads with ?locale', () => {
  test('a post in Arabic: its translated title, its content in English, said so', async () => {
    const { user } = await admin()
    const post = createBlogPost({ title: 'Lighting', content: '<p>How we light</p>' }, user.id)
    const id = post._id
    saveTranslation('blog', Number(id), 'ar', { title: 'الإضاءة' })

    const one = await call(blogOne, 'GET', `/api/blogs/${id}?locale=ar`, { params: { id } })
    expect(one.status).toBe(200)
    expect(await body<Item>(one)).toMatchObject({
      _id: id,
      title: 'الإضاءة',
      content: '<p>How we light</p>',
      locale: 'ar',
      fallbackLocale: 'en',
      untranslated: ['content'],
    })
    const list = await body<Item[]>(await call(blogs, 'GET', '/api/blogs?locale=ar'))
    expect(list.map((p) => [p.title, p.untranslated])).toEqual([['الإضاءة', ['content']]])
    const page = await body<{ blogs: Item[]; page: number; pages: number }>(
      await call(blogPages, 'GET', '/api/blogs/paginated?locale=ar'),
    )
    expect(page).toMatchObject({ page: 1, pages: 1, blogs: [{ title: 'الإضاءة', locale: 'ar' }] })

    // The default language asked for: the texts as they are, nothing untranslated.
    const english = await body<Item>(
      await call(blogOne, 'GET', `/api/blogs/${id}?locale=en`, { params: { id } }),
    )
    expect(english).toMatchObject({ title: 'Lighting', locale: 'en', untranslated: [] })
    expect(english).not.toHaveProperty('shownIn')
  })

  test('without ?locale every answer is the same bytes as before', async () => {
    const { user } = await admin()
    const post = createBlogPost({ title: 'Lighting', content: '<p>How</p>' }, user.id)
    saveTranslation('blog', Number(post._id), 'ar', { title: 'الإضاءة', content: '<p>كيف</p>' })
    saveAbout([{ title: 'Who', content: '<p>Us</p>' }])
    saveTranslation('about', 1, 'ar', { 'sections.0.title': 'من' })

    const one = await call(blogOne, 'GET', `/api/blogs/${post._id}`, { params: { id: post._id } })
    expect(await one.text()).toBe(JSON.stringify(getBlogPost(Number(post._id), {})))
    const list = await call(blogs, 'GET', '/api/blogs')
    expect(await list.text()).toBe(JSON.stringify([getBlogPost(Number(post._id), {})]))
    expect(await (await call(about, 'GET', '/api/about')).text()).toBe(JSON.stringify(getAbout()))
  })

  test('a language that is not en or ar is a 400 naming locale', async () => {
    const res = await call(services, 'GET', '/api/services?locale=fr')
    expect(res.status).toBe(400)
    expect(await body(res)).toEqual({
      message: 'The locale must be "en" or "ar".',
      errors: { locale: 'The locale must be "en" or "ar".' },
    })
  })

  test('the page cache keeps a read per language, the counts once', () => {
    expect(canonicalAddress('/api/services?locale=ar&x=1')?.canonical).toBe(
      '/api/services?locale=ar',
    )
    expect(canonicalAddress('/api/blogs/7?include=publication&locale=en')?.canonical).toBe(
      '/api/blogs/7?include=publication&locale=en',
    )
    expect(canonicalAddress('/api/blogs/count?locale=ar')?.canonical).toBe('/api/blogs/count')
    // The settings say the language asked for (their answer in a language carries it).
    expect(canonicalAddress('/api/settings?locale=ar&x=1')?.canonical).toBe(
      '/api/settings?locale=ar',
    )
    expect(canonicalAddress('/api/uploads/hero-video-url?locale=ar')?.canonical).toBe(
      '/api/uploads/hero-video-url',
    )
  })
})

describe('writes with ?locale', () => {
  test('a PUT in Arabic stores the texts as the translation, the item stays as it was', async () => {
    const { token } = await admin()
    const created = await call(detailedServices, 'POST', '/api/detailed-services', {
      token,
      json: {
        title: 'Film',
        subtitle: 'Stories',
        description: 'We film',
        features: [
          { title: 'Script', description: 'Written' },
          { title: 'Edit', description: 'Cut' },
        ],
      },
    })
    const service = await body<Item>(created)
    const id = String(service._id)

    // A client that read the item in Arabic sends it back with two texts changed: the ones still
    // in English are the default language's and stay untranslated.
    const read = await body<Item>(
      await call(detailedServiceOne, 'GET', `/x?locale=ar`, { params: { id } }),
    )
    expect(read.untranslated).toEqual([
      'title',
      'subtitle',
      'description',
      'features.0.title',
      'features.0.description',
      'features.1.title',
      'features.1.description',
    ])
    const features = read.features as Item[]
    const put = await call(detailedServiceOne, 'PUT', `/x?locale=ar`, {
      token,
      params: { id },
      json: {
        ...read,
        title: 'أفلام',
        pricing: 'ignored',
        features: [{ ...features[0], title: 'السيناريو' }, features[1]],
      },
    })
    expect(put.status).toBe(200)
    expect(await body<Item>(put)).toMatchObject({
      title: 'أفلام',
      subtitle: 'Stories',
      pricing: null,
      features: [
        { title: 'السيناريو', description: 'Written' },
        { title: 'Edit', description: 'Cut' },
      ],
      locale: 'ar',
      untranslated: [
        'subtitle',
        'description',
        'features.0.description',
        'features.1.title',
        'features.1.description',
      ],
    })
    const english = await body<Item>(
      await call(detailedServiceOne, 'GET', '/x', { params: { id } }),
    )
    expect(english).toEqual(service)

    // A refused text: nothing is stored, the error is by its path.
    const tooLong = await call(detailedServiceOne, 'PUT', `/x?locale=ar`, {
      token,
      params: { id },
      json: { title: 'ع'.repeat(5000) },
    })
    expect(tooLong.status).toBe(400)
    expect(Object.keys((await body<{ errors: Item }>(tooLong)).errors)).toEqual(['title'])
    const still = await body<Item>(
      await call(detailedServiceOne, 'GET', `/x?locale=ar`, { params: { id } }),
    )
    expect(still.title).toBe('أفلام')
  })

  test('a PUT in the default language is the PUT of before; a create in Arabic is refused', async () => {
    const { token } = await admin()
    const created = await body<Item>(
      await call(services, 'POST', '/api/services', {
        token,
        json: { title: 'Video', description: 'We film', icon: 'Video' },
      }),
    )
    const id = String(created._id)
    const put = await call(serviceOne, 'PUT', '/x?locale=en', {
      token,
      params: { id },
      json: { title: 'Videos', description: 'We film' },
    })
    expect(await body<Item>(put)).toMatchObject({ title: 'Videos', locale: 'en', untranslated: [] })

    const refused = await call(services, 'POST', '/api/services?locale=ar', {
      token,
      json: { title: 'فيديو', description: 'نصور' },
    })
    expect(refused.status).toBe(400)
    expect(await body<{ errors: Item }>(refused)).toHaveProperty('errors.locale')

    const unauthorized = await call(serviceOne, 'PUT', '/x?locale=ar', {
      params: { id },
      json: { title: 'فيديو' },
    })
    expect(unauthorized.status).toBe(401)
  })

  test("a detailed project's tags, a list of strings, by position", async () => {
    const { token } = await admin()
    const created = await body<Item>(
      await call(detailedProjects, 'POST', '/api/detailed-projects', {
        token,
        json: { title: 'Doc', description: 'A film', category: 'Film', tags: ['film', 'light'] },
      }),
    )
    const id = String(created._id)
    const put = await call(detailedProjectOne, 'PUT', '/x?locale=ar', {
      token,
      params: { id },
      json: { title: 'وثائقي', tags: ['فيلم'] },
    })
    expect(await body<Item>(put)).toMatchObject({
      title: 'وثائقي',
      description: 'A film',
      tags: ['فيلم', 'light'],
      untranslated: ['description', 'tags.1.tag'],
    })
  })

  test("a case study's results, figure and label each, by position", async () => {
    const { token } = await admin()
    const results = [
      { figure: '+38%', label: 'qualified leads' },
      { figure: '2.4M', label: 'views' },
    ]
    const created = await body<Item>(
      await call(detailedProjects, 'POST', '/api/detailed-projects', {
        token,
        json: { title: 'Doc', description: 'A film', category: 'Film', results },
      }),
    )
    const id = String(created._id)
    const put = await call(detailedProjectOne, 'PUT', '/x?locale=ar', {
      token,
      params: { id },
      json: { title: 'وثائقي', results: [{ figure: '+٣٨٪', label: 'عملاء محتملون مؤهلون' }] },
    })
    expect(await body<Item>(put)).toMatchObject({
      title: 'وثائقي',
      results: [
        { figure: '+٣٨٪', label: 'عملاء محتملون مؤهلون' },
        { figure: '2.4M', label: 'views' },
      ],
      untranslated: ['description', 'results.1.figure', 'results.1.label'],
    })
    const english = await call(detailedProjectOne, 'GET', '/x', { params: { id } })
    expect(await body<Item>(english)).toMatchObject({ title: 'Doc', results })
  })

  test("the About page's sections in Arabic", async () => {
    const { token } = await admin()
    await call(about, 'POST', '/api/about', {
      token,
      json: { sections: [{ title: 'Who', content: '<p>Us</p>' }] },
    })
    const saved = await call(about, 'POST', '/api/about?locale=ar', {
      token,
      json: { sections: [{ title: 'من نحن', content: '<p>نحن</p>' }] },
    })
    expect(saved.status).toBe(200)
    expect(await body(saved)).toEqual({
      message: 'Content saved successfully!',
      sections: [{ title: 'من نحن', content: '<p>نحن</p>' }],
      team: [],
      figures: [],
      clients: [],
      locale: 'ar',
      fallbackLocale: 'en',
      untranslated: [],
    })
    expect(await body(await call(about, 'GET', '/api/about'))).toEqual({
      sections: [{ title: 'Who', content: '<p>Us</p>' }],
      team: [],
      figures: [],
      clients: [],
    })
  })
})
