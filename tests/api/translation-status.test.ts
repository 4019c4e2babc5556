// A translation's own status through the /api (docs/api.md "Languages"; docs/decisions/032-
// translation-addresses.md "Publishing per language"): a token's holder reads it with
// ?include=translation beside ?locale naming the other language, and sets it in a PUT with that
// ?locale as `translation: {status, publishAt}`, checked as the translation screen checks it (a
// refused one is 400 by its path, nothing stored). A client that asks for neither reads and writes
// exactly what it did before.
import { describe, expect, test } from 'vitest'
import { createBlogPost } from '#app/models/blog.server.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { translationSchedules } from '#app/models/translation-publication.server.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as blogPages from '#app/routes/api.blogs.paginated.ts'
import * as detailedProjects from '#app/routes/api.detailed-projects.ts'
import * as detailedProjectOne from '#app/routes/api.detailed-projects.$id.ts'
import * as detailedServices from '#app/routes/api.detailed-services.ts'
import * as detailedServiceOne from '#app/routes/api.detailed-services.$id.ts'
import * as openapi from '#app/routes/api.openapi[.]json.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as projectOne from '#app/routes/api.projects.$id.ts'
import * as services from '#app/routes/api.services.ts'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import { admin, body, call } from './helpers.ts'

type Item = Record<string, unknown>
const DAY = 24 * 3_600_000

async function aPostWithArabicDraft() {
  const { user, token } = await admin()
  const post = createBlogPost(
    { title: 'Night shoots', content: '<p>How we shoot at night</p>', status: 'published' },
    user.id,
  )
  const id = String(post._id)
  const draft = { title: 'التصوير الليلي', content: '<p>مسودة</p>', status: 'draft' }
  expect(saveTranslation('blog', Number(id), 'ar', draft)).toEqual({ ok: true })
  return { id, token }
}

const getPost = (id: string, query: string, token?: string) =>
  call(blogOne, 'GET', `/api/blogs/${id}?${query}`, { token, params: { id } })

describe('reading a translation’s status', () => {
  test('answered with a token and ?include=translation, and to nobody who does not ask', async () => {
    const { id, token } = await aPostWithArabicDraft()

    const asked = await body<Item>(await getPost(id, 'locale=ar&include=translation', token))
    expect(asked).toMatchObject({
      title: 'التصوير الليلي',
      locale: 'ar',
      translation: { status: 'draft', publishAt: null },
    })
    // The answer of before, byte for byte, without the include: the same answer, less the field.
    const before = await (await getPost(id, 'locale=ar', token)).text()
    const { translation: _added, ...rest } = asked
    expect(before).toBe(JSON.stringify(rest))
    // Without a token the draft is no translation, and its status is not said either.
    const publicAnswer = await (await getPost(id, 'locale=ar&include=translation')).text()
    expect(publicAnswer).toBe(await (await getPost(id, 'locale=ar')).text())
    expect(JSON.parse(publicAnswer)).toMatchObject({ title: 'Night shoots' })
    // The default language has no translation; without ?locale nothing of it is read.
    for (const query of ['locale=en&include=translation', 'include=translation']) {
      const answer = await body<Item>(await getPost(id, query, token))
      expect(answer, query).not.toHaveProperty('translation')
    }
    // Beside ?include=publication, each adds its own fields.
    expect(
      await body<Item>(await getPost(id, 'locale=ar&include=publication,translation', token)),
    ).toMatchObject({ status: 'published', translation: { status: 'draft' } })
  })

  test('lists and pages say it for each post; one saved without a status goes out with it', async () => {
    const { id, token } = await aPostWithArabicDraft()
    const { user } = await admin('Second writer')
    const plain = createBlogPost({ title: 'Plain', content: '<p>x</p>' }, user.id)
    saveTranslation('blog', Number(plain._id), 'ar', { title: 'عادي' })
    const when = new Date(Date.now() + 3 * DAY)
    const scheduled = createBlogPost({ title: 'Later', content: '<p>y</p>' }, user.id)
    saveTranslation('blog', Number(scheduled._id), 'ar', {
      title: 'لاحقاً',
      status: 'scheduled',
      publishAt: when.toISOString(),
    })

    const list = await body<Item[]>(
      await call(blogs, 'GET', '/api/blogs?locale=ar&include=translation', { token }),
    )
    const of = (postId: unknown) => list.find((p) => p._id === String(postId))?.translation
    expect(of(id)).toEqual({ status: 'draft', publishAt: null })
    expect(of(plain._id)).toEqual({ status: 'published', publishAt: null })
    expect(of(scheduled._id)).toEqual({ status: 'scheduled', publishAt: when.toISOString() })
    const page = await body<{ blogs: Item[] }>(
      await call(blogPages, 'GET', '/api/blogs/paginated?locale=ar&include=translation', {
        token,
      }),
    )
    expect(page.blogs.every((p) => typeof p.translation === 'object')).toBe(true)
    const plainList = await body<Item[]>(
      await call(blogs, 'GET', '/api/blogs?locale=ar', { token }),
    )
    expect(plainList.some((p) => 'translation' in p)).toBe(false)
  })
})

describe('writing a translation’s status', () => {
  test('a PUT with ?locale sets it; left out, the stored one stays', async () => {
    const { id, token } = await aPostWithArabicDraft()
    const when = new Date(Date.now() + 2 * DAY)
    const put = await call(blogOne, 'PUT', `/x?locale=ar&include=translation`, {
      token,
      params: { id },
      json: {
        title: 'التصوير الليلي',
        content: '<p>جاهز</p>',
        translation: { status: 'scheduled', publishAt: when.toISOString() },
      },
    })
    expect(put.status).toBe(200)
    expect(await body<Item>(put)).toMatchObject({
      content: '<p>جاهز</p>',
      translation: { status: 'scheduled', publishAt: when.toISOString() },
    })
    expect(translationSchedules('blog', 'ar', [Number(id)]).get(Number(id))).toEqual({
      status: 'scheduled',
      publishAt: when,
    })
    // The PUT of before (no `translation`) keeps it, and answers as before (no include: no field).
    const kept = await call(blogOne, 'PUT', `/x?locale=ar`, {
      token,
      params: { id },
      json: { title: 'التصوير الليلي', content: '<p>جاهز تماماً</p>' },
    })
    expect(await body<Item>(kept)).not.toHaveProperty('translation')
    expect(translationSchedules('blog', 'ar', [Number(id)]).get(Number(id))?.status).toBe(
      'scheduled',
    )
    // Published: public now, to everybody.
    await call(blogOne, 'PUT', `/x?locale=ar`, {
      token,
      params: { id },
      json: {
        title: 'التصوير الليلي',
        content: '<p>منشور</p>',
        translation: { status: 'published' },
      },
    })
    expect(await body<Item>(await getPost(id, 'locale=ar'))).toMatchObject({
      title: 'التصوير الليلي',
      content: '<p>منشور</p>',
    })
  })

  test('a refused status or time is 400 by its path, and nothing is stored', async () => {
    const { id, token } = await aPostWithArabicDraft()
    const refused = async (translation: unknown) => {
      const res = await call(blogOne, 'PUT', `/x?locale=ar`, {
        token,
        params: { id },
        json: { title: 'تغيير', content: '<p>تغيير</p>', translation },
      })
      expect(res.status, JSON.stringify(translation)).toBe(400)
      return body<{ message: string; errors: Item }>(res)
    }
    expect(await refused({ status: 'scheduled' })).toEqual({
      message: 'Publish time is required for a scheduled item',
      errors: { 'translation.publishAt': 'Publish time is required for a scheduled item' },
    })
    expect(Object.keys((await refused({ status: 'soon' })).errors)).toEqual(['translation.status'])
    expect(Object.keys((await refused({ publishAt: 'tomorrow' })).errors)).toEqual([
      'translation.publishAt',
    ])
    expect(await refused('draft')).toEqual({
      message: 'The translation must be an object with status and publishAt',
      errors: { translation: 'The translation must be an object with status and publishAt' },
    })
    const still = await body<Item>(await getPost(id, 'locale=ar&include=translation', token))
    expect(still).toMatchObject({
      title: 'التصوير الليلي',
      translation: { status: 'draft', publishAt: null },
    })
  })

  test('every kind whose items have a status takes it; the others ignore it', async () => {
    const { token } = await admin()
    const create = async (route: object, path: string, json: Item) =>
      String((await body<Item>(await call(route, 'POST', path, { token, json })))._id)
    const cases = [
      [
        detailedServiceOne,
        await create(detailedServices, '/api/detailed-services', {
          title: 'Film',
          subtitle: 'Stories',
          description: 'We film',
          features: [],
        }),
      ],
      [
        projectOne,
        await create(projects, '/api/projects', { title: 'Reel', category: 'Video', media: [] }),
      ],
      [
        detailedProjectOne,
        await create(detailedProjects, '/api/detailed-projects', {
          title: 'Harbour',
          description: '<p>x</p>',
          category: 'Brand',
        }),
      ],
    ] as const
    for (const [route, id] of cases) {
      const put = await call(route, 'PUT', '/x?locale=ar&include=translation', {
        token,
        params: { id },
        json: { title: 'عنوان', translation: { status: 'draft' } },
      })
      expect(put.status).toBe(200)
      expect(await body<Item>(put)).toMatchObject({
        title: 'عنوان',
        translation: { status: 'draft', publishAt: null },
      })
      const publicTitle = (
        await body<Item>(await call(route, 'GET', '/x?locale=ar', { params: { id } }))
      ).title
      expect(publicTitle).not.toBe('عنوان')
    }
    // A service's translation is public with it: `translation` is ignored, none is answered.
    const serviceId = await create(services, '/api/services', {
      title: 'Edit',
      description: 'Cut',
    })
    const put = await call(serviceOne, 'PUT', '/x?locale=ar&include=translation', {
      token,
      params: { id: serviceId },
      json: { title: 'مونتاج', translation: { status: 'draft' } },
    })
    expect(put.status).toBe(200)
    expect(await body<Item>(put)).not.toHaveProperty('translation')
    const listed = await body<Item[]>(await call(services, 'GET', '/api/services?locale=ar'))
    expect(listed.find((service) => service._id === serviceId)?.title).toBe('مونتاج')
  })

  test('the OpenAPI document names it in the answers and in a PUT', async () => {
    const doc = await body<{
      paths: Record<string, Record<string, { requestBody: { content: Record<string, Item> } }>>
      components: { schemas: Record<string, { properties: Item }> }
    }>(await call(openapi, 'GET', '/api/openapi.json'))
    for (const [path, component] of [
      ['/api/blogs/{id}', 'Blog'],
      ['/api/projects/{id}', 'Project'],
      ['/api/detailed-services/{id}', 'DetailedService'],
      ['/api/detailed-projects/{id}', 'DetailedProject'],
    ] as const) {
      expect(doc.components.schemas[component]!.properties, component).toHaveProperty('translation')
      const put = doc.paths[path]!.put!.requestBody.content['application/json'] as {
        schema: { properties: Item }
      }
      expect(put.schema.properties, path).toHaveProperty('translation')
    }
    expect(doc.components.schemas.Service!.properties).not.toHaveProperty('translation')
    const create = doc.paths['/api/blogs']!.post!.requestBody.content['application/json'] as {
      schema: { properties: Item }
    }
    expect(create.schema.properties).not.toHaveProperty('translation')
  })
})
