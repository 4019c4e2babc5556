// A category's name in both languages (issue 34, docs/decisions/037-category-names.md): the
// registry gives a category an Arabic name beside its English one; the /api reads and writes it
// with ?locale, a project names its category in the language asked for, and the portfolio's filter,
// cards and case studies show it in the page's language, the default name marked where it has none.
import { describe, expect, test } from 'vitest'
import { createCategory } from '#app/models/category.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createProject } from '#app/models/project.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import * as categories from '#app/routes/api.categories.ts'
import * as categoryOne from '#app/routes/api.categories.$id.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as portfolio from '#app/routes/_public.portfolio.tsx'
import * as caseStudy from '#app/routes/_public.detailed-projects.$id.tsx'
import { render } from '#tests/support/render-route.tsx'
import { admin, body, call } from './helpers.ts'

type Item = Record<string, unknown>

function twoCategories() {
  const video = createCategory({ name: 'Video' })
  const web = createCategory({ name: 'Web' })
  saveTranslation('category', Number(video._id), 'ar', { name: 'فيديو' })
  return { video, web }
}

describe('the /api', () => {
  test('a PUT with ?locale=ar names a category in Arabic; reads in Arabic answer it', async () => {
    const { token } = await admin()
    const web = createCategory({ name: 'Web' })
    const id = web._id
    const put = await call(categoryOne, 'PUT', `/api/categories/${id}?locale=ar`, {
      token,
      params: { id },
      json: { name: 'مواقع' },
    })
    expect([put.status, await body(put)]).toEqual([
      200,
      { ...web, name: 'مواقع', locale: 'ar', fallbackLocale: 'en', untranslated: [] },
    ])
    const list = await body<Item[]>(await call(categories, 'GET', '/api/categories?locale=ar'))
    expect(list.map((c) => c.name)).toEqual(['مواقع'])
    // Without ?locale, the answer of before.
    expect(await body(await call(categories, 'GET', '/api/categories'))).toEqual([web])

    createProject({ title: 'Site', category: 'web', media: [] })
    const [project] = await body<Item[]>(await call(projects, 'GET', '/api/projects?locale=ar'))
    // The project's category is the category's name there; it is not one of the project's own
    // texts to translate.
    expect(project).toMatchObject({ category: 'مواقع', untranslated: ['title'] })
    const [english] = await body<Item[]>(await call(projects, 'GET', '/api/projects'))
    expect(english!.category).toBe('web')
  })

  test('another category has that name: 400 by the field; the default name is not replaced', async () => {
    const { token } = await admin()
    const { web } = twoCategories()
    const params = { id: web._id }
    const taken = await call(categoryOne, 'PUT', `/x?locale=ar`, {
      token,
      params,
      json: { name: 'فيديو' },
    })
    expect([taken.status, await body(taken)]).toEqual([
      400,
      {
        message: 'A category with this name already exists.',
        errors: { name: 'A category with this name already exists.' },
      },
    ])
    const english = await call(categoryOne, 'PUT', '/x', { token, params, json: { name: 'W' } })
    expect(english.status).toBe(400)
    expect(await body(english)).toMatchObject({ errors: { locale: expect.any(String) } })
    const anonymous = await call(categoryOne, 'PUT', '/x?locale=ar', { params, json: {} })
    expect(anonymous.status).toBe(401)
  })
})

describe('the portfolio', () => {
  const project = (title: string, category: string) =>
    createDetailedProject({ title, description: `About ${title}`, category })
  const load = (url: string) =>
    portfolio.loader({ request: new Request(url), params: {}, context: {} } as never)

  test("filters by the category's name in the page's language", async () => {
    twoCategories()
    project('Launch film', 'Video')
    project('Shop', 'Web')

    const arabic = (await load('http://x/ar/portfolio')) as Awaited<
      ReturnType<typeof portfolio.loader>
    >
    // In the page's language's order: Arabic letters before Latin ones.
    expect(arabic.categories).toEqual([
      { name: 'فيديو', language: 'ar' },
      { name: 'Web', language: 'en' },
    ])
    const filtered = (await load(
      `http://x/ar/portfolio?category=${encodeURIComponent('فيديو')}`,
    )) as typeof arabic
    expect(filtered.projects.map((p) => [p.title, p.category])).toEqual([['Launch film', 'فيديو']])
    // The switcher leads to the same filter in English, by the category's English name.
    expect(filtered.addresses?.switchTo.en).toBe('/portfolio?category=Video')
    const english = (await load('http://x/portfolio')) as typeof arabic
    expect(english.categories.map((c) => c.name)).toEqual(['Video', 'Web'])
  })

  test("a category named in the other language moves to this language's name; no other", async () => {
    twoCategories()
    project('Launch film', 'Video')
    const moved = async (url: string) => {
      const thrown = await load(url).then(
        () => undefined,
        (response: Response) => response,
      )
      return thrown && [thrown.status, thrown.headers.get('Location')]
    }
    // The switcher keeps the query: from /ar/portfolio?category=فيديو to /portfolio?category=فيديو.
    expect(await moved(`http://x/portfolio?category=${encodeURIComponent('فيديو')}`)).toEqual([
      301,
      '/portfolio?category=Video',
    ])
    expect(await moved('http://x/ar/portfolio?category=video')).toEqual([
      301,
      `/ar/portfolio?category=${encodeURIComponent('فيديو')}`,
    ])
    expect(await moved('http://x/ar/portfolio?category=Drone')).toEqual([404, null])
  })

  test('cards and the case study say the category in Arabic, an untranslated one marked English', async () => {
    twoCategories()
    const film = project('Launch film', 'Video')
    project('Shop', 'Web')
    const { html } = await render(portfolio, '/ar/portfolio', new Request('http://x/ar/portfolio'))
    expect(html).toMatch(/<p class="[^"]*">فيديو<\/p>/)
    expect(html).toMatch(/<p lang="en" dir="ltr" class="[^"]*">Web<\/p>/)
    expect(html).toContain('<bdi lang="en" dir="ltr">Web</bdi>')
    expect(html).toContain('<bdi>فيديو</bdi>')

    const path = `/ar/detailed-projects/${film.slug}`
    const page = await render(
      caseStudy,
      '/ar/detailed-projects/:id',
      new Request(`http://x${path}`),
    )
    expect(page.html).toContain(`href="/ar/portfolio?category=${encodeURIComponent('فيديو')}"`)
    expect(page.html).toMatch(/>فيديو<\/a>/)
  })
})
