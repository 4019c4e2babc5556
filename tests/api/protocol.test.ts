import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { apiTokens } from '#db/schema.ts'
import { issueApiToken } from '#app/api/api-auth.server.ts'
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
import * as projects from '#app/routes/api.projects.ts'
import * as usersLogin from '#app/routes/api.users.login.ts'
import * as usersLogout from '#app/routes/api.users.logout.ts'
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
import { hashToken } from '#app/lib/tokens.server.ts'
import { saveAbout } from '#app/models/about.server.ts'
import { createBlogPost } from '#app/models/blog.server.ts'
import { createCategory } from '#app/models/category.server.ts'
import { createConsultation } from '#app/models/consultation.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { createDetailedProject } from '#app/models/detailed-project.server.ts'
import { createDetailedService } from '#app/models/detailed-service.server.ts'
import { setHeroVideo } from '#app/models/hero-video.server.ts'
import { createProject } from '#app/models/project.server.ts'
import { createService } from '#app/models/service.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'
import { createTestimonial } from '#app/models/testimonial.server.ts'
import { sessionCookieFor } from '#tests/support/auth.ts'
import { admin, body, call, tableRows } from './helpers.ts'

afterEach(() => {
  delete process.env.CORS_ORIGINS
  resetEnv()
  vi.restoreAllMocks()
})

/** One row of everything (child rows too), so that protected calls would have something to change. */
async function seedOneOfEach() {
  const { user, token } = await admin()
  const media = [{ url: '/uploads/projects/a.png', type: 'image' as const }]
  const ids = {
    service: createService({ title: 'S', description: 'D' })._id,
    detailedService: createDetailedService({
      title: 'T',
      subtitle: 'S',
      description: 'D',
      features: [{ title: 'F', description: 'D' }],
    })._id,
    project: createProject({ title: 'P', category: 'C', media })._id,
    detailedProject: createDetailedProject({
      title: 'P',
      description: 'D',
      category: 'C',
      tags: ['t'],
      media,
    })._id,
    category: createCategory({ name: 'C' })._id,
    testimonial: createTestimonial({ clientName: 'N', quote: 'Q' })._id,
    blog: createBlogPost({ title: 'B', content: 'C' }, user.id)._id,
    message: (await createContactMessage({ name: 'N', email: 'a@b.co', message: 'M' }))._id,
    consultation: (
      await createConsultation({ name: 'N', email: 'a@b.co', phone: '1', message: 'M' })
    )._id,
  }
  saveAbout([{ title: 'About', content: '<p>Us</p>' }])
  saveSettings({
    contactEmail: 'hello@agency.example',
    contactPhone: '1',
    socialMedia: [{ platform: 'Facebook', url: 'https://facebook.com/agency' }],
  })
  setHeroVideo('/uploads/hero/a.mp4')
  return { ids, user, token }
}

/** A body every JSON write would accept, so that a call let through would really change rows. */
const VALID_FOR_ALL = {
  title: 'Changed',
  subtitle: 'Changed',
  description: 'Changed',
  category: 'Changed',
  name: 'Changed',
  clientName: 'Changed',
  quote: 'Changed',
  content: 'Changed',
  contactEmail: 'changed@example.com',
  contactPhone: '2',
  sections: [],
}

describe('authorization', () => {
  test('every protected call answers 401 without a valid bearer token, changing nothing', async () => {
    const { ids, user } = await seedOneOfEach()

    const revoked = (await admin('Rex Revoked')).token
    const out = await call(usersLogout, 'POST', '/api/users/logout', { token: revoked })
    expect(out.status).toBe(200)

    const expired = issueApiToken(user.id)
    expect((await call(contact, 'GET', '/api/contact', { token: expired })).status).toBe(200)
    getDb()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.tokenHash, hashToken(expired)))
      .run()

    // The admin's browser session is no credential for /api (docs/api.md "General").
    const cookie = await sessionCookieFor(user.id)
    const attempts: [string, { token?: string; headers?: Record<string, string> }][] = [
      ['no token', {}],
      ['unknown token', { token: 'not-a-real-token' }],
      ['revoked token', { token: revoked }],
      ['expired token', { token: expired }],
      ['cookie session', { headers: { Cookie: cookie } }],
    ]

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
      [usersLogout, 'POST'],
    ]
    const before = tableRows()
    for (const [route, method, params] of protectedCalls) {
      for (const [label, credentials] of attempts) {
        const res = await call(route, method, '/api/x', {
          params,
          ...credentials,
          ...(method === 'GET' || method === 'DELETE' ? {} : { json: VALID_FOR_ALL }),
        })
        expect(res.status, `${method} ${JSON.stringify(params)} with ${label}`).toBe(401)
        expect(res.headers.get('WWW-Authenticate')).toBe('Bearer')
        expect(await body(res)).toEqual({
          message: 'Not authorized: a valid bearer token is required',
        })
      }
    }
    expect(tableRows()).toEqual(before)
  })
})

describe('ids', () => {
  test("unknown and malformed ids are 404 with the route's message on every {id} call", async () => {
    const { token } = await seedOneOfEach()
    const calls: [object, string, string][] = [
      [serviceOne, 'PUT', 'Service not found.'],
      [serviceOne, 'DELETE', 'Service not found.'],
      [projectOne, 'PUT', 'Project not found.'],
      [projectOne, 'DELETE', 'Project not found.'],
      [testimonialOne, 'PUT', 'Testimonial not found.'],
      [testimonialOne, 'DELETE', 'Testimonial not found.'],
      [blogOne, 'GET', 'Post not found.'],
      [blogOne, 'PUT', 'Post not found.'],
      [blogOne, 'DELETE', 'Post not found.'],
      [detailedServiceOne, 'GET', 'Service not found.'],
      [detailedServiceOne, 'PUT', 'Service not found.'],
      [detailedServiceOne, 'DELETE', 'Service not found.'],
      [detailedProjectOne, 'GET', 'Project not found.'],
      [detailedProjectOne, 'PUT', 'Project not found.'],
      [detailedProjectOne, 'DELETE', 'Project not found.'],
      [categoryOne, 'DELETE', 'Category not found.'],
      [contactOne, 'DELETE', 'Message not found.'],
      [consultationOne, 'DELETE', 'Consultation request not found.'],
    ]
    const before = tableRows()
    for (const [route, method, message] of calls) {
      for (const id of ['999', 'abc', '1.5', '-2', '0', '01', '1e0', ' 1']) {
        // An invalid body too: an unknown row is 404 before the body is judged.
        for (const json of method === 'PUT' ? [VALID_FOR_ALL, {}] : [undefined]) {
          const res = await call(route, method, `/api/x/${id}`, { token, params: { id }, json })
          expect([res.status, await body(res)], `${method} ${message} ${id}`).toEqual([
            404,
            { message },
          ])
        }
      }
    }
    expect(tableRows()).toEqual(before)
  })

  test('PUT validates like POST, naming each field, and changes nothing', async () => {
    const { ids, token } = await seedOneOfEach()
    const title = 'Title is required'
    const description = 'Description is required'
    const cases: [object, string, Record<string, string>][] = [
      [serviceOne, ids.service, { title, description }],
      [projectOne, ids.project, { title, category: 'Category is required' }],
      [blogOne, ids.blog, { title, content: 'Content is required' }],
      [
        testimonialOne,
        ids.testimonial,
        { clientName: 'Client name is required', quote: 'Quote is required' },
      ],
      [
        detailedServiceOne,
        ids.detailedService,
        { title, subtitle: 'Subtitle is required', description },
      ],
      [
        detailedProjectOne,
        ids.detailedProject,
        { title, description, category: 'Category is required' },
      ],
    ]
    const before = tableRows()
    for (const [route, id, errors] of cases) {
      const res = await call(route, 'PUT', `/api/x/${id}`, {
        token,
        params: { id },
        json: { title: ' ', clientName: '' },
      })
      expect([res.status, await body(res)], id).toEqual([
        400,
        { message: Object.values(errors)[0], errors },
      ])
    }
    expect(tableRows()).toEqual(before)
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

  test('security headers; public reads are left to the page cache, all else is no-store', async () => {
    const res = await call(services, 'GET', '/api/services')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('X-Frame-Options')).toBe('DENY')
    // page-cache.server.ts marks it for shared caches, or private when a token came with it.
    expect(res.headers.get('Cache-Control')).toBeNull()
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    const write = await call(services, 'POST', '/api/services', { json: {} })
    expect(write.headers.get('Cache-Control')).toBe('no-store')
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
    // Without these exposed, a browser client could not read a 429's wait or a 401's scheme.
    expect(get.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After, WWW-Authenticate')
    const denied = await call(services, 'POST', '/x', {
      json: {},
      headers: { Origin: 'https://app.example' },
    })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('Access-Control-Expose-Headers')).toMatch(/WWW-Authenticate/)
    const evil = await call(services, 'GET', '/x', { headers: { Origin: 'https://evil.example' } })
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(evil.headers.get('Access-Control-Expose-Headers')).toBeNull()

    // A browser client signs in cross-origin too: the login call answers its preflight.
    const loginPreflight = await call(usersLogin, 'OPTIONS', '/api/users/login', {
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(loginPreflight.status).toBe(204)
    expect(loginPreflight.headers.get('Access-Control-Allow-Methods')).toBe('POST')
  })
})
