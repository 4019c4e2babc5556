// The OpenAPI 3.1 description of /api, generated from the zod schemas the routes really validate
// with (request bodies) and from the entity shapes below (answers), so it cannot drift by hand.
import { z } from 'zod'
import { MEDIA_TYPES, PLATFORMS } from '#db/schema.ts'
import { AboutSectionSchema } from '#app/models/about.server.ts'
import { BlogInputSchema } from '#app/models/blog.server.ts'
import { CategoryInputSchema } from '#app/models/category.server.ts'
import { ConsultationInputSchema } from '#app/models/consultation.server.ts'
import { ContactMessageInputSchema } from '#app/models/contact-message.server.ts'
import { DetailedProjectInputSchema } from '#app/models/detailed-project.server.ts'
import { DetailedServiceInputSchema } from '#app/models/detailed-service.server.ts'
import { ProjectInputSchema } from '#app/models/project.server.ts'
import { ServiceInputSchema } from '#app/models/service.server.ts'
import { SettingsInputSchema } from '#app/models/settings.server.ts'
import { TestimonialInputSchema } from '#app/models/testimonial.server.ts'

const id = z.string().describe('The row id as decimal text')
const stamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() }
const media = z.array(z.object({ url: z.string(), type: z.enum(MEDIA_TYPES) }))

const Entities = {
  Service: z.object({
    _id: id,
    title: z.string(),
    description: z.string(),
    icon: z.string(),
    ...stamps,
  }),
  DetailedService: z.object({
    _id: id,
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    pricing: z.string().nullable(),
    features: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })),
    ...stamps,
  }),
  Project: z.object({
    _id: id,
    title: z.string(),
    description: z.string(),
    category: z.string(),
    media,
    ...stamps,
  }),
  DetailedProject: z.object({
    _id: id,
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    category: z.string(),
    client: z.string().nullable(),
    tags: z.array(z.string()),
    media,
    ...stamps,
  }),
  Category: z.object({ _id: id, name: z.string(), createdAt: z.iso.datetime() }),
  Testimonial: z.object({
    _id: id,
    clientName: z.string(),
    clientTitle: z.string().nullable(),
    quote: z.string(),
    clientImage: z.string().nullable(),
    ...stamps,
  }),
  Blog: z.object({
    _id: id,
    title: z.string(),
    content: z.string(),
    coverImage: z.string().nullable(),
    author: z.object({ name: z.string() }).nullable(),
    ...stamps,
  }),
  ContactMessage: z.object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    createdAt: z.iso.datetime(),
  }),
  Consultation: z.object({
    _id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    createdAt: z.iso.datetime(),
  }),
  About: z.object({ sections: z.array(z.object({ title: z.string(), content: z.string() })) }),
  Settings: z.object({
    contactEmail: z.string(),
    contactPhone: z.string(),
    socialMedia: z.array(z.object({ platform: z.enum(PLATFORMS), url: z.string() })),
  }),
  Message: z.object({ message: z.string() }),
  Error: z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() }),
  Count: z.object({ count: z.number().int() }),
  FileUrl: z.object({ fileUrl: z.string(), type: z.enum(MEDIA_TYPES).optional() }),
}
type EntityName = keyof typeof Entities

type Body = z.ZodType | 'multipart'
type Op = {
  summary: string
  auth?: boolean
  body?: Body
  multipartField?: string
  ok: [number, EntityName | `${EntityName}[]` | z.ZodType]
  id?: boolean
  query?: string
}

const ref = (name: EntityName) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })
const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })

function answer(shape: Op['ok'][1]) {
  if (typeof shape !== 'string') return toJson(shape)
  return shape.endsWith('[]')
    ? { type: 'array', items: ref(shape.slice(0, -2) as EntityName) }
    : ref(shape as EntityName)
}

function operation(op: Op) {
  const [status, shape] = op.ok
  const responses: Record<string, unknown> = {
    [status]: { description: 'Success', ...json(answer(shape)) },
  }
  const error = (description: string) => ({ description, ...json(ref('Error')) })
  if (op.body) responses['400'] = error('Validation error')
  if (op.auth) responses['401'] = error('Missing, invalid or expired token')
  if (op.id) responses['404'] = error('Not found')
  if (op.body === 'multipart') {
    responses['413'] = error('File too large')
    responses['415'] = error('Unsupported file type')
  }
  const parameters = [
    ...(op.id ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : []),
    ...(op.query
      ? [{ name: op.query, in: 'query', required: false, schema: { type: 'string' } }]
      : []),
  ]
  const requestBody =
    op.body === 'multipart'
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { [op.multipartField!]: { type: 'string', format: 'binary' } },
                required: [op.multipartField],
              },
            },
          },
        }
      : op.body && { required: true, ...json(toJson(op.body)) }
  return {
    summary: op.summary,
    ...(op.auth ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  }
}

const crud = (
  path: string,
  label: string,
  entity: EntityName,
  input: z.ZodType,
  getOne: boolean,
): Record<string, Record<string, Op>> => ({
  [path]: {
    get: { summary: `List ${label}`, ok: [200, `${entity}[]`] },
    post: { summary: `Create`, auth: true, body: input, ok: [201, entity] },
  },
  [`${path}/{id}`]: {
    ...(getOne ? { get: { summary: 'Read one', id: true, ok: [200, entity] } as Op } : {}),
    put: { summary: 'Replace', auth: true, id: true, body: input, ok: [200, entity] },
    delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
  },
})

const upload = (field: string, summary: string): Op => ({
  summary,
  auth: true,
  body: 'multipart',
  multipartField: field,
  ok: [201, 'FileUrl'],
})

function paths(): Record<string, Record<string, Op>> {
  return {
    '/api/settings': {
      get: { summary: 'Site settings', ok: [200, 'Settings'] },
      post: {
        summary: 'Save site settings',
        auth: true,
        body: SettingsInputSchema,
        ok: [200, 'Settings'],
      },
    },
    '/api/uploads/hero-video-url': {
      get: { summary: 'The hero video', ok: [200, z.object({ url: z.string().nullable() })] },
    },
    '/api/uploads/hero-video': {
      post: {
        summary: 'Replace the hero video',
        auth: true,
        body: 'multipart',
        multipartField: 'video',
        ok: [200, z.object({ message: z.string(), url: z.string() })],
      },
    },
    ...crud('/api/services', 'services, oldest first', 'Service', ServiceInputSchema, false),
    '/api/projects/count': { get: { summary: 'Number of projects', ok: [200, 'Count'] } },
    ...crud('/api/projects', 'projects, newest first', 'Project', ProjectInputSchema, false),
    '/api/uploads/projects': { post: upload('media', 'Upload an image, video or audio file') },
    '/api/categories': {
      get: { summary: 'Categories by name', ok: [200, 'Category[]'] },
      post: {
        summary: 'Create (409 when the name exists)',
        auth: true,
        body: CategoryInputSchema,
        ok: [201, 'Category'],
      },
    },
    '/api/categories/{id}': {
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
    ...crud(
      '/api/testimonials',
      'testimonials, newest first',
      'Testimonial',
      TestimonialInputSchema,
      false,
    ),
    '/api/uploads/testimonials': { post: upload('clientImage', 'Upload a client image') },
    '/api/blogs/paginated': {
      get: {
        summary: 'Six posts a page, newest first',
        query: 'pageNumber',
        ok: [200, z.object({ blogs: z.array(Entities.Blog), page: z.number(), pages: z.number() })],
      },
    },
    '/api/blogs/count': { get: { summary: 'Number of posts', ok: [200, 'Count'] } },
    ...crud('/api/blogs', 'posts, newest first', 'Blog', BlogInputSchema, true),
    '/api/uploads/blogs': { post: upload('coverImage', 'Upload a cover image') },
    ...crud(
      '/api/detailed-services',
      'detailed services, oldest first',
      'DetailedService',
      DetailedServiceInputSchema,
      true,
    ),
    ...crud(
      '/api/detailed-projects',
      'detailed projects, newest first',
      'DetailedProject',
      DetailedProjectInputSchema,
      true,
    ),
    '/api/about': {
      get: { summary: 'About page sections', ok: [200, 'About'] },
      post: {
        summary: 'Replace the sections',
        auth: true,
        body: z.object({ sections: z.array(AboutSectionSchema) }),
        ok: [200, z.object({ message: z.string(), sections: Entities.About.shape.sections })],
      },
    },
    '/api/contact': {
      get: { summary: 'Contact messages, newest first', auth: true, ok: [200, 'ContactMessage[]'] },
      post: {
        summary: 'Send a message (rate limited)',
        body: ContactMessageInputSchema,
        ok: [201, 'Message'],
      },
    },
    '/api/contact/{id}': {
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
    '/api/consultations': {
      get: {
        summary: 'Consultation requests, newest first',
        auth: true,
        ok: [200, 'Consultation[]'],
      },
      post: {
        summary: 'Request a consultation (rate limited)',
        body: ConsultationInputSchema,
        ok: [201, 'Message'],
      },
    },
    '/api/consultations/{id}': {
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
    '/api/users/login': {
      post: {
        summary: 'Sign in for a bearer token',
        body: z.object({ email: z.string(), password: z.string() }),
        ok: [200, z.object({ _id: id, name: z.string(), email: z.string(), token: z.string() })],
      },
    },
    '/api/users/logout': {
      post: { summary: 'Revoke the token', auth: true, ok: [200, 'Message'] },
    },
  }
}

let cached: unknown

export function openApiDocument() {
  cached ??= {
    openapi: '3.1.0',
    info: { title: 'Agency site API', version: '1.0.0' },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: Object.fromEntries(
        Object.entries(Entities).map(([name, schema]) => {
          const { $schema: _drop, ...rest } = toJson(schema)
          return [name, rest]
        }),
      ),
    },
    paths: Object.fromEntries(
      Object.entries(paths()).map(([path, ops]) => [
        path,
        Object.fromEntries(Object.entries(ops).map(([method, op]) => [method, operation(op)])),
      ]),
    ),
  }
  return cached
}
