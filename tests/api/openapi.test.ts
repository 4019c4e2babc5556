// The OpenAPI document is checked against real answers: each call's documented schema (as a client
// would read it from /api/openapi.json) must accept what the call really returns.
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import * as about from '#app/routes/api.about.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as blogCount from '#app/routes/api.blogs.count.ts'
import * as blogPages from '#app/routes/api.blogs.paginated.ts'
import * as categories from '#app/routes/api.categories.ts'
import * as consultations from '#app/routes/api.consultations.ts'
import * as contact from '#app/routes/api.contact.ts'
import * as detailedProjects from '#app/routes/api.detailed-projects.ts'
import * as detailedProjectOne from '#app/routes/api.detailed-projects.$id.ts'
import * as detailedServices from '#app/routes/api.detailed-services.ts'
import * as detailedServiceOne from '#app/routes/api.detailed-services.$id.ts'
import * as openapi from '#app/routes/api.openapi[.]json.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as search from '#app/routes/api.search.ts'
import * as services from '#app/routes/api.services.ts'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import * as settings from '#app/routes/api.settings.ts'
import * as testimonials from '#app/routes/api.testimonials.ts'
import * as blogUpload from '#app/routes/api.uploads.blogs.ts'
import * as heroUrl from '#app/routes/api.uploads.hero-video-url.ts'
import * as projectUpload from '#app/routes/api.uploads.projects.ts'
import * as testimonialUpload from '#app/routes/api.uploads.testimonials.ts'
import * as login from '#app/routes/api.users.login.ts'
import * as logout from '#app/routes/api.users.logout.ts'
import { ADMIN, createAdmin } from '#tests/support/auth.ts'
import { admin, body, call } from './helpers.ts'

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  propertyNames?: Schema
  required?: string[]
  additionalProperties?: boolean | Schema
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  pattern?: string
  minimum?: number
  maximum?: number
}
type DocResponse = {
  content?: Record<string, { schema: Schema }>
  headers?: Record<string, unknown>
}
type Operation = {
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> }
  responses: Record<string, DocResponse>
}
type Doc = {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

async function readDocument(): Promise<Doc> {
  const res = await call(openapi, 'GET', '/api/openapi.json')
  expect(res.status).toBe(200)
  return body<Doc>(res)
}

// The keywords the generated schemas use. Meeting any other one fails loudly rather than letting
// the check pass without looking at it.
const UNDERSTOOD = new Set([
  ...['$ref', 'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'anyOf'],
  ...['propertyNames', 'pattern', 'format', 'description', 'minimum', 'maximum'],
])

/** What in `value` breaks `schema` (a JSON Schema of the document), as readable lines. */
function mismatches(doc: Doc, value: unknown, schema: Schema, at = '$'): string[] {
  const unknown = Object.keys(schema).filter((key) => !UNDERSTOOD.has(key))
  if (unknown.length > 0) throw new Error(`${at}: no check written for ${unknown.join(', ')}`)
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    const target = doc.components.schemas[name]
    if (!target) throw new Error(`${at}: dangling ${schema.$ref}`)
    return mismatches(doc, value, target, at)
  }
  if (schema.anyOf) {
    const fits = schema.anyOf.some((choice) => mismatches(doc, value, choice, at).length === 0)
    return fits ? [] : [`${at}: ${JSON.stringify(value)} fits none of anyOf`]
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return [`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`]
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type
    const fits = types.some((type) => mismatches(doc, value, { ...schema, type }, at).length === 0)
    return fits ? [] : [`${at}: ${JSON.stringify(value)} is none of ${types.join(', ')}`]
  }
  const wrong = (what: string) => [`${at}: ${JSON.stringify(value)} is not ${what}`]
  switch (schema.type) {
    case undefined:
      return []
    case 'null':
      return value === null ? [] : wrong('null')
    case 'string':
      if (typeof value !== 'string') return wrong('a string')
      return schema.pattern && !new RegExp(schema.pattern).test(value)
        ? wrong(`matching ${schema.pattern}`)
        : []
    case 'integer':
    case 'number':
      if (typeof value !== 'number') return wrong('a number')
      if (schema.type === 'integer' && !Number.isInteger(value)) return wrong('an integer')
      if (value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity)) {
        return wrong('in range')
      }
      return []
    case 'array':
      if (!Array.isArray(value)) return wrong('a list')
      return value.flatMap((item, i) => mismatches(doc, item, schema.items ?? {}, `${at}[${i}]`))
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return wrong('an object')
      }
      const found: string[] = (schema.required ?? [])
        .filter((key) => !(key in value))
        .map((key) => `${at}.${key}: missing`)
      for (const [key, item] of Object.entries(value)) {
        if (schema.propertyNames) found.push(...mismatches(doc, key, schema.propertyNames, at))
        const property = schema.properties?.[key] ?? schema.additionalProperties
        if (property === false) found.push(`${at}.${key}: not in the document`)
        else if (typeof property === 'object') {
          found.push(...mismatches(doc, item, property, `${at}.${key}`))
        }
      }
      return found
    }
    default:
      throw new Error(`${at}: no check written for type ${schema.type}`)
  }
}

/** Asserts the status, and that the answer fits what the document says that status returns. */
async function expectDocumented(doc: Doc, res: Response, operation: string, status: number) {
  const [method, path] = operation.split(' ') as [string, string]
  expect(res.status, operation).toBe(status)
  const documented = doc.paths[path]?.[method.toLowerCase()]?.responses[status]
  const schema = documented?.content?.['application/json']?.schema
  expect(schema, `${operation} documents ${status}`).toBeDefined()
  expect(mismatches(doc, await res.json(), schema!), operation).toEqual([])
}

const PNG = readFileSync(new URL('../../db/seed-media/demo-1.png', import.meta.url))
const upload = (field: string) => {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(PNG)]), 'a.png')
  return form
}

beforeEach(() => resetAllLimits())

describe('GET /api/openapi.json', () => {
  test('describes every call, with request bodies from the input schemas', async () => {
    const doc = await readDocument()
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    )
    // 54 since the site search (GET /api/search).
    expect(operations).toHaveLength(54)
    expect(operations).toEqual(
      expect.arrayContaining([
        'PUT /api/categories/{id}',
        'GET /api/blogs/paginated',
        'DELETE /api/consultations/{id}',
        'POST /api/uploads/hero-video',
        'GET /api/detailed-projects/{id}',
      ]),
    )
    const serviceBody = doc.paths['/api/services']!.post!.requestBody!.content['application/json']!
    expect(serviceBody.schema.required).toEqual(['title', 'description'])
    const loginBody = doc.paths['/api/users/login']!.post!.requestBody!.content['application/json']!
    expect(loginBody.schema.required).toEqual(['email', 'password'])
  })

  test('places each kind where it stood, its upload door after its calls (db/kinds.ts)', async () => {
    const doc = await readDocument()
    expect(Object.keys(doc.paths)).toEqual([
      '/api/settings',
      '/api/uploads/hero-video-url',
      '/api/uploads/hero-video',
      '/api/services',
      '/api/services/{id}',
      '/api/projects/count',
      '/api/projects',
      '/api/projects/{id}',
      '/api/uploads/projects',
      '/api/categories',
      '/api/categories/{id}',
      '/api/testimonials',
      '/api/testimonials/{id}',
      '/api/uploads/testimonials',
      '/api/blogs/paginated',
      '/api/search',
      '/api/blogs/count',
      '/api/blogs',
      '/api/blogs/{id}',
      '/api/uploads/blogs',
      '/api/detailed-services',
      '/api/detailed-services/{id}',
      '/api/detailed-projects',
      '/api/detailed-projects/{id}',
      '/api/about',
      '/api/contact',
      '/api/contact/{id}',
      '/api/consultations',
      '/api/consultations/{id}',
      '/api/users/login',
      '/api/users/logout',
    ])
    const upload = (path: string) => doc.paths[path]!.post!
    const field = (path: string) =>
      upload(path).requestBody!.content['multipart/form-data']!.schema.required
    expect(field('/api/uploads/projects')).toEqual(['media'])
    expect(field('/api/uploads/blogs')).toEqual(['coverImage'])
    expect(field('/api/uploads/testimonials')).toEqual(['clientImage'])
    expect(upload('/api/uploads/projects').responses['201']).toEqual({
      description: 'Success',
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/UploadedMedia' } },
      },
    })
  })

  test('documents the error answers the code gives', async () => {
    const doc = await readDocument()
    const responses = (path: string, method: string) => doc.paths[path]![method]!.responses
    expect(Object.keys(responses('/api/categories', 'post'))).toContain('409')
    expect(Object.keys(responses('/api/users/login', 'post'))).toContain('401')
    for (const path of ['/api/contact', '/api/consultations', '/api/users/login']) {
      expect(responses(path, 'post')['429']?.headers, path).toHaveProperty('Retry-After')
    }
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(Object.keys(op.responses), `${method} ${path}`).toContain('500')
        if (op.requestBody?.content['application/json']) {
          expect(Object.keys(op.responses), `${method} ${path}`).toContain('413')
        }
      }
    }
  })

  test('the check finds answers that break the document', async () => {
    const doc = await readDocument()
    const { token } = await admin()
    const res = await call(projects, 'POST', '/api/projects', {
      token,
      json: {
        title: 'P',
        category: 'C',
        media: [{ url: '/uploads/projects/a.png', type: 'image' }],
      },
    })
    const project = await body(res)
    const schema = { $ref: '#/components/schemas/Project' }
    expect(mismatches(doc, project, schema)).toEqual([])
    const { createdAt: _dropped, ...withoutDate } = project
    for (const broken of [
      { ...project, extra: 1 },
      { ...project, _id: Number(project._id) },
      { ...project, _id: 'abc' },
      withoutDate,
      { ...project, createdAt: 'yesterday' },
      { ...project, media: [{ url: '/uploads/projects/a.png', type: 'gif' }] },
      { ...project, category: null },
    ]) {
      expect(mismatches(doc, broken, schema), JSON.stringify(broken)).not.toEqual([])
    }
  })
})

describe('real answers fit the document', () => {
  test('content entities, lists and their errors', async () => {
    const doc = await readDocument()
    const { token } = await admin()
    const post = (route: object, path: string, json: unknown) =>
      call(route, 'POST', path, { token, json })

    await expectDocumented(
      doc,
      await post(services, '/api/services', { title: 'S', description: 'D', icon: 'Video' }),
      'POST /api/services',
      201,
    )
    await expectDocumented(doc, await call(services, 'GET', '/x'), 'GET /api/services', 200)
    const invalid = await post(services, '/api/services', {})
    await expectDocumented(doc, invalid, 'POST /api/services', 400)
    const missing = await call(serviceOne, 'DELETE', '/x', { token, params: { id: '999' } })
    await expectDocumented(doc, missing, 'DELETE /api/services/{id}', 404)

    const detailedService = await post(detailedServices, '/api/detailed-services', {
      title: 'T',
      subtitle: 'S',
      description: 'D',
      features: [{ title: 'F', description: 'D' }],
    })
    const { _id: serviceId } = await body<{ _id: string }>(detailedService.clone())
    await expectDocumented(doc, detailedService, 'POST /api/detailed-services', 201)
    await expectDocumented(
      doc,
      await call(detailedServiceOne, 'GET', '/x', { params: { id: serviceId } }),
      'GET /api/detailed-services/{id}',
      200,
    )

    const media = [{ url: 'https://cdn.example/a.mp4', type: 'video' }]
    await post(projects, '/api/projects', { title: 'P', category: 'C', media })
    await expectDocumented(doc, await call(projects, 'GET', '/x'), 'GET /api/projects', 200)

    const detailedProject = await post(detailedProjects, '/api/detailed-projects', {
      title: 'P',
      description: 'D',
      category: 'C',
      client: 'ACME',
      tags: ['a'],
      media,
    })
    const { _id: projectId } = await body<{ _id: string }>(detailedProject.clone())
    await expectDocumented(doc, detailedProject, 'POST /api/detailed-projects', 201)
    await expectDocumented(
      doc,
      await call(detailedProjectOne, 'GET', '/x', { params: { id: projectId } }),
      'GET /api/detailed-projects/{id}',
      200,
    )

    await expectDocumented(
      doc,
      await post(categories, '/api/categories', { name: 'Video' }),
      'POST /api/categories',
      201,
    )
    await expectDocumented(
      doc,
      await post(categories, '/api/categories', { name: 'video' }),
      'POST /api/categories',
      409,
    )
    await expectDocumented(doc, await call(categories, 'GET', '/x'), 'GET /api/categories', 200)

    await expectDocumented(
      doc,
      await post(testimonials, '/api/testimonials', { clientName: 'N', quote: 'Q' }),
      'POST /api/testimonials',
      201,
    )
    await expectDocumented(doc, await call(testimonials, 'GET', '/x'), 'GET /api/testimonials', 200)
  })

  test('posts, with and without an author', async () => {
    const doc = await readDocument()
    const { token } = await admin()
    const gone = await admin('Gone Writer')
    await call(blogs, 'POST', '/x', { token: gone.token, json: { title: 'Old', content: 'C' } })
    getDb().delete(users).where(eq(users.id, gone.user.id)).run()

    const created = await call(blogs, 'POST', '/x', { token, json: { title: 'B', content: 'C' } })
    const { _id: id } = await body<{ _id: string }>(created.clone())
    await expectDocumented(doc, created, 'POST /api/blogs', 201)
    const list = await call(blogs, 'GET', '/x')
    expect((await body<{ author: unknown }[]>(list.clone())).map((b) => b.author)).toEqual([
      { name: 'Ada Admin' },
      null,
    ])
    await expectDocumented(doc, list, 'GET /api/blogs', 200)
    await expectDocumented(
      doc,
      await call(blogOne, 'GET', '/x', { params: { id } }),
      'GET /api/blogs/{id}',
      200,
    )
    await expectDocumented(
      doc,
      await call(blogPages, 'GET', '/api/blogs/paginated?pageNumber=1'),
      'GET /api/blogs/paginated',
      200,
    )
    await expectDocumented(doc, await call(blogCount, 'GET', '/x'), 'GET /api/blogs/count', 200)
    const found = await call(search, 'GET', '/api/search?q=C&locale=ar')
    expect((await body<{ total: number }>(found.clone())).total).toBeGreaterThan(0)
    await expectDocumented(doc, found, 'GET /api/search', 200)
  })

  test('the inbox, site content and uploads', async () => {
    const doc = await readDocument()
    const { token } = await admin()

    const message = { name: 'N', email: 'a@b.co', message: 'M' }
    await expectDocumented(
      doc,
      await call(contact, 'POST', '/x', { json: message }),
      'POST /api/contact',
      201,
    )
    await expectDocumented(
      doc,
      await call(contact, 'GET', '/x', { token }),
      'GET /api/contact',
      200,
    )
    for (let i = 0; i < 4; i++) await call(contact, 'POST', '/x', { json: message })
    const limited = await call(contact, 'POST', '/x', { json: message })
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    await expectDocumented(doc, limited, 'POST /api/contact', 429)

    await call(consultations, 'POST', '/x', { json: { ...message, phone: '1' } })
    await expectDocumented(
      doc,
      await call(consultations, 'GET', '/x', { token }),
      'GET /api/consultations',
      200,
    )

    const sections = [{ title: 'A', content: '<p>B</p>' }]
    await expectDocumented(
      doc,
      await call(about, 'POST', '/x', { token, json: { sections } }),
      'POST /api/about',
      200,
    )
    await expectDocumented(doc, await call(about, 'GET', '/x'), 'GET /api/about', 200)

    const saved = {
      contactEmail: 'a@b.co',
      contactPhone: '1',
      socialMedia: [{ platform: 'Youtube', url: 'https://youtube.com/a' }],
    }
    await expectDocumented(
      doc,
      await call(settings, 'POST', '/x', { token, json: saved }),
      'POST /api/settings',
      200,
    )
    await expectDocumented(doc, await call(settings, 'GET', '/x'), 'GET /api/settings', 200)
    await expectDocumented(
      doc,
      await call(heroUrl, 'GET', '/x'),
      'GET /api/uploads/hero-video-url',
      200,
    )

    for (const [route, path, field] of [
      [projectUpload, '/api/uploads/projects', 'media'],
      [blogUpload, '/api/uploads/blogs', 'coverImage'],
      [testimonialUpload, '/api/uploads/testimonials', 'clientImage'],
    ] as const) {
      const res = await call(route, 'POST', path, { token, body: upload(field) })
      await expectDocumented(doc, res, `POST ${path}`, 201)
    }
  })

  test('answers in a language (?locale), and its refusals', async () => {
    const doc = await readDocument()
    const { token } = await admin()
    const created = await call(blogs, 'POST', '/x?locale=en', {
      token,
      json: { title: 'B', content: 'C' },
    })
    const { _id: id } = await body<{ _id: string }>(created.clone())
    await expectDocumented(doc, created, 'POST /api/blogs', 201)
    const put = await call(blogOne, 'PUT', '/x?locale=ar', {
      token,
      params: { id },
      json: { title: 'ب' },
    })
    await expectDocumented(doc, put, 'PUT /api/blogs/{id}', 200)
    await expectDocumented(
      doc,
      await call(blogPages, 'GET', '/x?locale=ar'),
      'GET /api/blogs/paginated',
      200,
    )
    await expectDocumented(
      doc,
      await call(blogOne, 'GET', '/x?locale=ar', { params: { id } }),
      'GET /api/blogs/{id}',
      200,
    )
    await expectDocumented(
      doc,
      await call(blogs, 'POST', '/x?locale=ar', { token, json: { title: 'ب', content: 'ج' } }),
      'POST /api/blogs',
      400,
    )
    await expectDocumented(doc, await call(about, 'GET', '/x?locale=ar'), 'GET /api/about', 200)
    await expectDocumented(
      doc,
      await call(categories, 'GET', '/x?locale=ar'),
      'GET /api/categories',
      200,
    )
    const parameters = (doc.paths['/api/services']!.get as { parameters?: { name: string }[] })
      .parameters
    expect(parameters?.map((p) => p.name)).toEqual(['locale'])
  })

  test('signing in and out', async () => {
    const doc = await readDocument()
    await createAdmin()
    const signIn = (password: string) =>
      call(login, 'POST', '/x', { json: { email: ADMIN.email, password } })
    const ok = await signIn(ADMIN.password)
    const { token } = await body<{ token: string }>(ok.clone())
    await expectDocumented(doc, ok, 'POST /api/users/login', 200)
    await expectDocumented(doc, await signIn('wrong password'), 'POST /api/users/login', 401)
    await expectDocumented(
      doc,
      await call(logout, 'POST', '/x', { token }),
      'POST /api/users/logout',
      200,
    )
  })
})
