// Every text field has a maximum length (docs/api-limits.md), answered with a 400 that names the
// field; and markup that would make the sanitizer slow is refused before it runs.
import { expect, test } from 'vitest'
import { openApiDocument } from '#app/api/openapi.server.ts'
import { MAX } from '#app/models/fields.ts'
import * as blogs from '#app/routes/api.blogs.ts'
import * as consultations from '#app/routes/api.consultations.ts'
import * as contact from '#app/routes/api.contact.ts'
import * as detailed from '#app/routes/api.detailed-services.ts'
import * as services from '#app/routes/api.services.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { admin, body, call } from './helpers.ts'

const over = (n: number) => 'x'.repeat(n + 1)

test('an over-long title, description or message is a 400 naming the field', async () => {
  const { token } = await admin()
  const service = await call(services, 'POST', '/api/services', {
    token,
    json: { title: over(MAX.line), description: over(MAX.description) },
  })
  expect(service.status).toBe(400)
  expect(await body(service)).toMatchObject({
    errors: {
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 20,000 characters',
    },
  })
  resetAllLimits()
  const message = await call(contact, 'POST', '/api/contact', {
    json: { name: 'Ann', email: 'ann@example.com', message: over(MAX.message) },
  })
  expect(message.status).toBe(400)
  expect(await body(message)).toMatchObject({
    errors: { message: 'Message must be at most 5,000 characters' },
  })
  const consultation = await call(consultations, 'POST', '/api/consultations', {
    json: { name: over(MAX.line), phone: '1', email: 'ann@example.com', message: 'Hi' },
  })
  expect(consultation.status).toBe(400)
  expect(await body(consultation)).toMatchObject({
    errors: { name: 'Name must be at most 200 characters' },
  })
})

test('the longest allowed text is stored whole', async () => {
  const { token } = await admin()
  const response = await call(services, 'POST', '/api/services', {
    token,
    json: { title: 'x'.repeat(MAX.line), description: 'y'.repeat(MAX.description) },
  })
  expect(response.status).toBe(201)
  expect((await body<{ description: string }>(response)).description).toHaveLength(MAX.description)
})

test('markup nested deeper than any editor writes is refused quickly, before the sanitizer', async () => {
  const { token } = await admin()
  const deep = '<p><a'.repeat(MAX.richText / 5 - 1)
  const started = performance.now()
  const post = await call(blogs, 'POST', '/api/blogs', {
    token,
    json: { title: 'Deep', content: deep },
  })
  // A regression guard, generous for a loaded machine: the sanitizer alone took about 0.7 s.
  expect(performance.now() - started).toBeLessThan(500)
  expect(post.status).toBe(400)
  expect(await body(post)).toMatchObject({
    errors: { content: 'Content is nested too deeply (more than 100 levels of tags)' },
  })
})

test('the longest allowed adversarial description saves quickly', async () => {
  const { token } = await admin()
  for (const unit of ['<script ', '<a', '<!--', '<a "']) {
    const description = unit.repeat(Math.floor(MAX.description / unit.length))
    const started = performance.now()
    const response = await call(detailed, 'POST', '/api/detailed-services', {
      token,
      json: { title: 'Adversarial', subtitle: 'Sub', description, features: [] },
    })
    expect(performance.now() - started, unit).toBeLessThan(1000)
    expect(response.status, unit).toBeLessThan(500)
  }
})

test('the OpenAPI document carries the limits as maxLength', () => {
  type Props = Record<string, { maxLength?: number }>
  type Doc = {
    paths: Record<
      string,
      {
        post: {
          requestBody: { content: { 'application/json': { schema: { properties: Props } } } }
        }
      }
    >
  }
  const doc = openApiDocument() as unknown as Doc
  const props = (path: string) =>
    doc.paths[path]!.post.requestBody.content['application/json'].schema.properties
  expect(props('/api/services').title!.maxLength).toBe(MAX.line)
  expect(props('/api/services').description!.maxLength).toBe(MAX.description)
  expect(props('/api/contact').message!.maxLength).toBe(MAX.message)
  expect(props('/api/blogs').content!.maxLength).toBe(MAX.richText)
})
