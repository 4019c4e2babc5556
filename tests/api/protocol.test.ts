import { afterEach, describe, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import * as unknown from '#app/routes/api.$.ts'
import * as about from '#app/routes/api.about.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as blogOne from '#app/routes/api.blogs.$id.ts'
import * as categories from '#app/routes/api.categories.ts'
import * as categoryOne from '#app/routes/api.categories.$id.ts'
import * as consultations from '#app/routes/api.consultations.ts'
import * as consultationOne from '#app/routes/api.consultations.$id.ts'
import * as contact from '#app/routes/api.contact.ts'
import * as contactOne from '#app/routes/api.contact.$id.ts'
import * as detailedProjects from '#app/routes/api.detailed-projects.ts'
import * as detailedProjectOne from '#app/routes/api.detailed-projects.$id.ts'
import * as detailedServices from '#app/routes/api.detailed-services.ts'
import * as detailedServiceOne from '#app/routes/api.detailed-services.$id.ts'
import * as openapi from '#app/routes/api.openapi[.]json.ts'
import * as projects from '#app/routes/api.projects.ts'
import * as usersLogin from '#app/routes/api.users.login.ts'
import * as projectOne from '#app/routes/api.projects.$id.ts'
import * as services from '#app/routes/api.services.ts'
import * as serviceOne from '#app/routes/api.services.$id.ts'
import * as settings from '#app/routes/api.settings.ts'
import * as testimonials from '#app/routes/api.testimonials.ts'
import * as testimonialOne from '#app/routes/api.testimonials.$id.ts'
import * as blogUpload from '#app/routes/api.uploads.blogs.ts'
import * as heroVideo from '#app/routes/api.uploads.hero-video.ts'
import * as projectUpload from '#app/routes/api.uploads.projects.ts'
import * as testimonialUpload from '#app/routes/api.uploads.testimonials.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createCategory } from '#app/models/category.server.ts'
import { createConsultation } from '#app/models/consultation.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import { createProject } from '#app/models/project.server.ts'
import { createService } from '#app/models/service.server.ts'
import { createTestimonial } from '#app/models/testimonial.server.ts'
import { admin, body, call, tableCounts } from './helpers.ts'

afterEach(() => {
  delete process.env.CORS_ORIGINS
  resetEnv()
  vi.restoreAllMocks()
})

/** One row of everything, so that protected calls would have something to change. */
async function seedOneOfEach() {
  const { user } = await admin()
  const ids = {
    service: createService({ title: 'S', description: 'D' })._id,
    detailedService: createDetailedService({ title: 'T', subtitle: 'S', description: 'D' })._id,
    project: createProject({ title: 'P', category: 'C' })._id,
    detailedProject: createDetailedProject({ title: 'P', description: 'D', category: 'C' })._id,
    category: createCategory({ name: 'C' })._id,
    testimonial: createTestimonial({ clientName: 'N', quote: 'Q' })._id,
    blog: createBlogPost({ title: 'B', content: 'C' }, user.id)._id,
    message: createContactMessage({ name: 'N', email: 'a@b.co', message: 'M' })._id,
    consultation: createConsultation({ name: 'N', email: 'a@b.co', phone: '1', message: 'M' })._id,
  }
  return ids
}

describe('authorization', () => {
  test('every protected call answers 401 without a token or with a bad one, changing nothing', async () => {
    const ids = await seedOneOfEach()
    const form = new FormData()
    form.append('x', 'y')
    const json = { title: 'Changed', description: 'x', name: 'Changed', sections: [] }
    const protectedCalls: [object, string, Record<string, string>?][] = [
      [settings, 'POST'],
      [heroVideo, 'POST'],
      [services, 'POST'],
      [serviceOne, 'PUT', { id: ids.service }],
      [serviceOne, 'DELETE', { id: ids.service }],
      [projects, 'POST'],
      [projectOne, 'PUT', { id: ids.project }],
      [projectOne, 'DELETE', { id: ids.project }],
      [projectUpload, 'POST'],
      [categories, 'POST'],
      [categoryOne, 'DELETE', { id: ids.category }],
      [testimonials, 'POST'],
      [testimonialOne, 'PUT', { id: ids.testimonial }],
      [testimonialOne, 'DELETE', { id: ids.testimonial }],
      [testimonialUpload, 'POST'],
      [blogs, 'POST'],
      [blogOne, 'PUT', { id: ids.blog }],
      [blogOne, 'DELETE', { id: ids.blog }],
      [blogUpload, 'POST'],
      [detailedServices, 'POST'],
      [detailedServiceOne, 'PUT', { id: ids.detailedService }],
      [detailedServiceOne, 'DELETE', { id: ids.detailedService }],
      [detailedProjects, 'POST'],
      [detailedProjectOne, 'PUT', { id: ids.detailedProject }],
      [detailedProjectOne, 'DELETE', { id: ids.detailedProject }],
      [about, 'POST'],
      [contact, 'GET'],
      [contactOne, 'DELETE', { id: ids.message }],
      [consultations, 'GET'],
      [consultationOne, 'DELETE', { id: ids.consultation }],
    ]
    const before = tableCounts()
    const snapshot = () =>
      getDb()
        .$client.prepare('SELECT title FROM services UNION ALL SELECT name FROM categories')
        .all()
    const rows = snapshot()
    for (const [route, method, params] of protectedCalls) {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await call(route, method, '/api/x', {
          params,
          token,
          ...(method === 'GET' || method === 'DELETE' ? {} : { json }),
        })
        expect(res.status, `${method} ${Object.keys(route)} ${token}`).toBe(401)
        expect(await body(res)).toEqual({
          message: 'Not authorized: a valid bearer token is required',
        })
      }
    }
    expect(tableCounts()).toEqual(before)
    expect(snapshot()).toEqual(rows)
  })
})

describe('JSON bodies', () => {
  test('over 1 MiB is 413, malformed or not an object is 400, never 500', async () => {
    const { token } = await admin()
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024), description: 'd' })
    const tooBig = await call(services, 'POST', '/x', {
      token,
      body: big,
      headers: { 'Content-Type': 'application/json' },
    })
    expect([tooBig.status, await body(tooBig)]).toEqual([
      413,
      { message: 'The request body must not exceed 1 MB.' },
    ])
    for (const raw of ['{"title": "x",', 'not json', '', '[1,2]', 'null', '"text"']) {
      const res = await call(services, 'POST', '/x', { token, body: raw })
      expect(res.status, raw).toBe(400)
      expect(Object.keys(await body(res))).toEqual(['message'])
    }
    expect(await body(await call(services, 'GET', '/x'))).toEqual([])
  })

  test('a streamed body is counted as it arrives', async () => {
    const { token } = await admin()
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const res = await call(services, 'POST', '/x', { token, body: stream })
    expect(res.status).toBe(413)
  })
})

describe('the protocol around every answer', () => {
  test('unsupported methods are 405 with Allow', async () => {
    const res = await call(serviceOne, 'GET', '/api/services/1', { params: { id: '1' } })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('PUT, DELETE, OPTIONS')
    expect(await body(res)).toEqual({ message: 'Method not allowed.' })
    const patch = await call(services, 'PATCH', '/api/services', { json: {} })
    expect(patch.status).toBe(405)
  })

  test('unknown /api paths are a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(unknown, method, '/api/nothing', { params: { '*': 'nothing' } })
      expect([res.status, await body(res)]).toEqual([404, { message: 'Not found.' }])
    }
  })

  test('unexpected failures are a bare 500 without SQL, paths or stacks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    getDb().$client.exec('DROP TABLE services')
    const res = await call(services, 'GET', '/api/services')
    expect(res.status).toBe(500)
    expect(await res.text()).toBe('{"message":"Internal server error"}')
  })

  test('security headers and no caching on API answers', async () => {
    const res = await call(services, 'GET', '/api/services')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
  })

  test('CORS is off by default', async () => {
    const res = await call(services, 'GET', '/x', { headers: { Origin: 'https://app.example' } })
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })

  test('CORS_ORIGINS allows those origins, preflight included, and no others', async () => {
    process.env.CORS_ORIGINS = 'https://app.example, https://other.example'
    resetEnv()
    const preflight = await call(services, 'OPTIONS', '/x', {
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example')
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST')
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/)

    const get = await call(services, 'GET', '/x', { headers: { Origin: 'https://other.example' } })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBe('https://other.example')
    expect(get.headers.get('Vary')).toBe('Origin')
    const evil = await call(services, 'GET', '/x', { headers: { Origin: 'https://evil.example' } })
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull()

    // A browser client signs in cross-origin too: the login call answers its preflight.
    const loginPreflight = await call(usersLogin, 'OPTIONS', '/api/users/login', {
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(loginPreflight.status).toBe(204)
    expect(loginPreflight.headers.get('Access-Control-Allow-Methods')).toBe('POST')
  })
})

test('GET /api/openapi.json describes every call from the real schemas', async () => {
  const res = await call(openapi, 'GET', '/api/openapi.json')
  expect(res.status).toBe(200)
  const doc = await body<{
    openapi: string
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
      >
    >
  }>(res)
  expect(doc.openapi).toBe('3.1.0')
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  )
  expect(operations).toHaveLength(50)
  expect(operations).toEqual(
    expect.arrayContaining([
      'GET /api/blogs/paginated',
      'DELETE /api/consultations/{id}',
      'POST /api/uploads/hero-video',
      'GET /api/detailed-projects/{id}',
    ]),
  )
  const serviceBody = doc.paths['/api/services']!.post!.requestBody!.content['application/json']!
  expect(serviceBody.schema.required).toEqual(['title', 'description'])
})
