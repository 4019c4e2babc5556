import { describe, expect, test } from 'vitest'
import * as categories from '#app/routes/api.categories.ts'
import * as categoryOne from '#app/routes/api.categories.$id.ts'
import * as detailed from '#app/routes/api.detailed-projects.ts'
import * as detailedOne from '#app/routes/api.detailed-projects.$id.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as projectCount from '#app/routes/api.projects.count.ts'
import * as projectOne from '#app/routes/api.projects.$id.ts'
import { admin, body, call, tableCounts, tableRows } from './helpers.ts'

const project = {
  title: 'Launch film',
  description: 'A film',
  category: 'Video',
  media: [
    { url: '/uploads/projects/a.png', type: 'image' },
    { url: 'https://cdn.example.com/b.mp4', type: 'video' },
  ],
}

describe('/api/projects', () => {
  test('create, list newest first, count, update, delete', async () => {
    const { token } = await admin()
    const a = await body(await call(projects, 'POST', '/api/projects', { token, json: project }))
    const res = await call(projects, 'POST', '/api/projects', {
      token,
      json: { title: 'Second', category: 'Audio' },
    })
    expect(res.status).toBe(201)
    expect(await body(res)).toMatchObject({ title: 'Second', description: '', media: [] })
    expect(a).toMatchObject({ ...project, _id: expect.any(String) })

    const list = await body<{ title: string }[]>(await call(projects, 'GET', '/api/projects'))
    expect(list.map((p) => p.title)).toEqual(['Second', 'Launch film'])
    expect(await body(await call(projectCount, 'GET', '/api/projects/count'))).toEqual({ count: 2 })

    const params = { id: String(a._id) }
    const put = await call(projectOne, 'PUT', '/x', {
      token,
      params,
      json: { ...project, media: [project.media[1]] },
    })
    expect(put.status).toBe(200)
    expect((await body(put)).media).toEqual([project.media[1]])

    const del = await call(projectOne, 'DELETE', '/x', { token, params })
    expect(await body(del)).toEqual({ message: 'Project deleted successfully.' })
    expect(await body(await call(projectCount, 'GET', '/api/projects/count'))).toEqual({ count: 1 })
    const missing = await call(projectOne, 'DELETE', '/x', { token, params })
    expect([missing.status, await body(missing)]).toEqual([404, { message: 'Project not found.' }])
  })

  test('title, category and each media url and type are required', async () => {
    const { token } = await admin()
    const res = await call(projects, 'POST', '/api/projects', {
      token,
      json: { media: [{ url: '' }, { url: '/uploads/x.png', type: 'gif' }] },
    })
    expect(res.status).toBe(400)
    expect((await body(res)).errors).toEqual({
      title: 'Title is required',
      category: 'Category is required',
      'media.0.url': 'Media URL is required',
      'media.0.type': 'Media type is required',
      'media.1.type': 'Media type must be one of: image, video, audio',
    })
  })

  test('only http(s) and /uploads/ URLs are accepted', async () => {
    const { token } = await admin()
    const before = tableCounts()
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.b/c', '/etc/passwd']) {
      const res = await call(projects, 'POST', '/api/projects', {
        token,
        json: { ...project, media: [{ url, type: 'image' }] },
      })
      expect(res.status).toBe(400)
      expect(Object.keys((await body(res)).errors as object)).toEqual(['media.0.url'])
    }
    expect(tableCounts()).toEqual(before)
  })
})

describe('/api/detailed-projects', () => {
  test('drops empty media rows and cleans tags; read one; newest first', async () => {
    const { token } = await admin()
    const res = await call(detailed, 'POST', '/api/detailed-projects', {
      token,
      json: {
        title: 'Rebrand',
        subtitle: 'For ACME',
        description: 'We redrew it',
        category: 'Brand',
        client: 'ACME',
        tags: ['  logo ', '', 'colour'],
        media: [
          { url: '', type: 'image' },
          { url: '/uploads/projects/x.png', type: 'image' },
        ],
      },
    })
    expect(res.status).toBe(201)
    const created = await body(res)
    expect(created).toMatchObject({
      tags: ['logo', 'colour'],
      client: 'ACME',
      media: [{ url: '/uploads/projects/x.png', type: 'image' }],
    })
    await call(detailed, 'POST', '/api/detailed-projects', {
      token,
      json: { title: 'Newer', description: 'D', category: 'Video', tags: 'a, b,,' },
    })
    const list = await body<{ title: string; tags: string[]; client: null }[]>(
      await call(detailed, 'GET', '/api/detailed-projects'),
    )
    expect(list.map((p) => [p.title, p.tags])).toEqual([
      ['Newer', ['a', 'b']],
      ['Rebrand', ['logo', 'colour']],
    ])
    expect(list[0]!.client).toBeNull()

    const params = { id: String(created._id) }
    expect(await body(await call(detailedOne, 'GET', '/x', { params }))).toEqual(created)
    const put = await call(detailedOne, 'PUT', '/x', {
      token,
      params,
      json: { title: 'Rebrand', description: 'D', category: 'Brand', client: '' },
    })
    expect(await body(put)).toMatchObject({ client: null, tags: [], media: [], subtitle: '' })
    expect((await call(detailedOne, 'DELETE', '/x', { token, params })).status).toBe(200)
    const gone = await call(detailedOne, 'GET', '/x', { params })
    expect([gone.status, await body(gone)]).toEqual([404, { message: 'Project not found.' }])
  })

  test('a listed tag is kept whole; a text of tags is split on commas', async () => {
    const { token } = await admin()
    const base = { title: 'T', description: 'D', category: 'C' }
    const listed = await call(detailed, 'POST', '/api/detailed-projects', {
      token,
      json: { ...base, tags: ['Film, TV', ' ', ' Brand '] },
    })
    expect((await body(listed)).tags).toEqual(['Film, TV', 'Brand'])
    const text = await call(detailed, 'POST', '/api/detailed-projects', {
      token,
      json: { ...base, tags: 'Film, TV' },
    })
    expect((await body(text)).tags).toEqual(['Film', 'TV'])
  })

  test('media URLs must be http(s) or /uploads/, and types image, video or audio', async () => {
    const { token } = await admin()
    const before = tableCounts()
    const res = await call(detailed, 'POST', '/api/detailed-projects', {
      token,
      json: {
        title: 'T',
        description: 'D',
        category: 'C',
        media: [
          { url: 'javascript:alert(1)', type: 'image' },
          { url: 'data:image/png;base64,AAAA', type: 'image' },
          { url: '/uploads/projects/a.png', type: 'gif' },
          { url: 'https://cdn.example/a.mp4' },
        ],
      },
    })
    expect(res.status).toBe(400)
    expect((await body(res)).errors).toEqual({
      'media.0.url':
        'URL must start with http:// or https://, or be an uploaded file under /uploads/',
      'media.1.url':
        'URL must start with http:// or https://, or be an uploaded file under /uploads/',
      'media.2.type': 'Media type must be one of: image, video, audio',
      'media.3.type': 'Media type is required',
    })
    expect(tableCounts()).toEqual(before)
  })

  test('an HTML description is sanitized on write', async () => {
    const { token } = await admin()
    const res = await call(detailed, 'POST', '/api/detailed-projects', {
      token,
      json: {
        title: 'T',
        category: 'Video',
        description: '<img src=x onerror="alert(1)"><b>ok</b>',
      },
    })
    expect(res.status).toBe(201)
    const { description } = await body<{ description: string }>(res)
    expect(description).not.toContain('onerror')
    expect(description).toContain('<b>ok</b>')
  })

  test('title, description and category are required', async () => {
    const { token } = await admin()
    const res = await call(detailed, 'POST', '/api/detailed-projects', { token, json: {} })
    expect(res.status).toBe(400)
    expect(Object.keys((await body(res)).errors as object)).toEqual([
      'title',
      'description',
      'category',
    ])
  })
})

describe('/api/categories', () => {
  test('by name; duplicate name in any case is 409; delete', async () => {
    const { token } = await admin()
    const v = await call(categories, 'POST', '/api/categories', { token, json: { name: 'Video' } })
    expect(v.status).toBe(201)
    const video = await body(v)
    expect(video).toEqual({
      _id: expect.any(String),
      name: 'Video',
      createdAt: expect.any(String),
    })
    await call(categories, 'POST', '/api/categories', { token, json: { name: 'audio' } })
    const before = tableRows()
    const dup = await call(categories, 'POST', '/api/categories', {
      token,
      json: { name: ' VIDEO ' },
    })
    const message = 'A category with this name already exists.'
    expect([dup.status, await body(dup)]).toEqual([409, { message, errors: { name: message } }])
    expect(tableRows()).toEqual(before)
    const blank = await call(categories, 'POST', '/api/categories', { token, json: { name: '' } })
    expect(await body(blank)).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required' },
    })

    const list = await body<{ name: string }[]>(await call(categories, 'GET', '/api/categories'))
    expect(list.map((c) => c.name)).toEqual(['audio', 'Video'])

    const params = { id: String(video._id) }
    const del = await call(categoryOne, 'DELETE', '/x', { token, params })
    expect(await body(del)).toEqual({ message: 'Category deleted successfully.' })
    const again = await call(categoryOne, 'DELETE', '/x', { token, params })
    expect([again.status, await body(again)]).toEqual([404, { message: 'Category not found.' }])
  })
})

describe('media alt text, added after the first clients', () => {
  test('round-trips per item, is kept by URL when a PUT leaves it out, absent when unset', async () => {
    const { token } = await admin()
    const media = [
      { url: 'https://example.com/a.png', type: 'image', alt: 'A crew at dusk' },
      { url: 'https://example.com/b.mp4', type: 'video' },
    ]
    const json = { title: 'Alt reel', category: 'Video', media }
    const created = await body(await call(projects, 'POST', '/api/projects', { token, json }))
    expect(created.media).toEqual(media)
    const params = { id: String(created._id) }
    // An older client sends the media without alt texts, in a new order: each keeps its own.
    const older = [
      { url: 'https://example.com/b.mp4', type: 'video' },
      { url: 'https://example.com/a.png', type: 'image' },
    ]
    const put = await body(
      await call(projectOne, 'PUT', '/x', { token, params, json: { ...json, media: older } }),
    )
    expect(put.media).toEqual([older[0], { ...older[1], alt: 'A crew at dusk' }])

    const detailedJson = {
      title: 'Alt case',
      description: 'x',
      category: 'Video',
      media: [{ url: '', type: 'image' }, ...media],
    }
    const d = await body(
      await call(detailed, 'POST', '/api/detailed-projects', { token, json: detailedJson }),
    )
    expect(d.media).toEqual(media)
    const cleared = await body(
      await call(detailedOne, 'PUT', '/x', {
        token,
        params: { id: String(d._id) },
        json: { ...detailedJson, media: [{ ...media[0], alt: '' }] },
      }),
    )
    expect(cleared.media).toEqual([{ url: 'https://example.com/a.png', type: 'image' }])
  })
})

describe('media caption and lead, added after the first clients', () => {
  test('round-trip through the /api, kept by URL when a PUT says nothing of them', async () => {
    const { token } = await admin()
    const media = [
      { url: 'https://example.com/a.png', type: 'image' },
      { url: 'https://example.com/b.png', type: 'image', caption: 'At dawn', lead: true },
    ]
    const json = { title: 'Lead case', description: 'x', category: 'Video', media }
    const created = await body(
      await call(detailed, 'POST', '/api/detailed-projects', { token, json }),
    )
    expect(created.media).toEqual(media)
    const params = { id: String(created._id) }
    // A client of before sends the list reordered, as it knows it: the lead and caption stay.
    const older = [media[1]!, media[0]!].map(({ url, type }) => ({ url, type }))
    const put = await body(
      await call(detailedOne, 'PUT', '/x', { token, params, json: { ...json, media: older } }),
    )
    expect(put.media).toEqual([media[1], media[0]])
    const refused = await call(projects, 'POST', '/api/projects', {
      token,
      json: { title: 'P', category: 'Video', media: [{ ...media[0], lead: 'yes' }] },
    })
    expect(refused.status).toBe(400)
  })
})
