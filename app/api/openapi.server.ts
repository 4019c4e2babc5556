// The OpenAPI 3.1 description of /api, generated from the zod schemas the code really uses: the
// input schemas the routes validate with (request bodies) and the models' output schemas, from
// which their types are inferred (answers). Nothing here restates a field, so it cannot drift.
import { z } from 'zod'
import { AboutSchema, AboutSectionSchema } from '#app/models/about.server.ts'
import { BlogPageSchema } from '#app/models/blog.server.ts'
import { SearchAnswerSchema } from '#app/models/search.server.ts'
import { CategoryInputSchema } from '#app/models/category.server.ts'
import { ConsultationInputSchema, ConsultationSchema } from '#app/models/consultation.server.ts'
import {
  ContactMessageInputSchema,
  ContactMessageSchema,
} from '#app/models/contact-message.server.ts'
import { EntityIdSchema } from '#app/models/fields.ts'
import { MediaSchema } from '#app/models/project.server.ts'
import { SettingsInputSchema, SettingsSchema } from '#app/models/settings.server.ts'
import { ApiLoginSchema } from '#app/models/user.server.ts'
import { isCrudKind, KIND_NAMES, KINDS, kindSpec, type CrudKind, type Kind } from '#db/kinds.ts'
import { kindModelOf } from '#app/models/kind-models.server.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { UploadedFileSchema, UploadedMediaSchema } from '#app/api/api-uploads.server.ts'
import {
  TranslationPublicationInputSchema,
  TranslationPublicationSchema,
} from '#app/api/api-translation-publication.server.ts'
import { LeadStatusSchema } from '#app/models/leads.server.ts'
import { LeadLanguageSchema } from '#app/models/lead-kind.server.ts'

const Message = z.object({ message: z.string() })

// What a read or write given ?locale adds to each item (app/api/api-locale.server.ts): absent
// without it, so the answers of before fit too.
const LOCALIZED = {
  locale: z.enum(LANGUAGES).optional().describe('The language asked for with ?locale'),
  fallbackLocale: z
    .enum(LANGUAGES)
    .optional()
    .describe('The language of the texts that have no translation (the default language)'),
  untranslated: z
    .array(z.string())
    .optional()
    .describe("The paths of the texts answered in fallbackLocale ('title', 'features.1.title')"),
}
// What ?include=translation adds with ?locale and a token, for a kind whose translations have a
// status of their own (app/api/api-translation-publication.server.ts).
const TRANSLATION_READ = {
  translation: TranslationPublicationSchema.optional().describe(
    "The translation's own status and publish time: with a token, ?locale naming the language other than the default, and ?include=translation",
  ),
}
const TRANSLATION_WRITE = {
  translation: TranslationPublicationInputSchema.optional().describe(
    "Read by a PUT with ?locale naming the language other than the default: the translation's own status and publish time (each left out keeps the stored one); ignored otherwise",
  ),
}

/**
 * Each content kind's answer, by its registry entry's component: its model's schema
 * (app/models/kind-models.server.ts), with what ?locale adds where its /api reads take it.
 */
const KindComponents = Object.fromEntries(
  KIND_NAMES.map((kind) => {
    const { api, publishing } = KINDS[kind]
    const { answer } = kindModelOf(kind)
    if ('localized' in api) return [api.component, answer]
    const localized = answer.extend(LOCALIZED)
    return [api.component, publishing ? localized.extend(TRANSLATION_READ) : localized]
  }),
) as Record<KindComponent, z.ZodObject>

/** Every other answer's schema, by its name under components/schemas. */
const Components = {
  Media: MediaSchema,
  BlogPage: BlogPageSchema.extend({ blogs: z.array(KindComponents.Blog) }),
  ContactMessage: ContactMessageSchema,
  Consultation: ConsultationSchema,
  AboutSaved: AboutSchema.extend(Message.shape).extend(LOCALIZED),
  // No text in a language: ?locale answers the same, saying the language (docs/api.md).
  Settings: SettingsSchema.extend(LOCALIZED),
  HeroVideoUploaded: z.object({ message: z.string(), url: z.string() }),
  UploadedFile: UploadedFileSchema,
  UploadedMedia: UploadedMediaSchema,
  Login: z.object({ _id: EntityIdSchema, name: z.string(), email: z.string(), token: z.string() }),
  Message,
  Error: z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() }),
  Count: z.object({ count: z.number().int() }),
  SearchPage: SearchAnswerSchema,
}
type KindComponent = (typeof KINDS)[Kind]['api']['component']
type ComponentName = keyof typeof Components | KindComponent

type Op = {
  summary: string
  auth?: boolean
  body?: z.ZodType | 'multipart'
  multipartField?: string
  ok: [number, ComponentName | `${ComponentName}[]`]
  id?: boolean
  query?: string | string[]
  /** Error answers particular to this call, by status (429 and 503 add a Retry-After header). */
  errors?: Record<number, string>
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } })

function requestSchema(schema: z.ZodType) {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  })
  return rest
}

function componentSchemas() {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries({ ...KindComponents, ...Components })) {
    registry.add(schema, { id })
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...rest }]) => [id, rest]),
  )
}

function answer(shape: Op['ok'][1]) {
  return shape.endsWith('[]')
    ? { type: 'array', items: ref(shape.slice(0, -2) as ComponentName) }
    : ref(shape as ComponentName)
}

function responses(op: Op) {
  const [status, shape] = op.ok
  const error = (description: string) => ({ description, ...json(ref('Error')) })
  const all: Record<string, unknown> = {
    [status]: { description: 'Success', ...json(answer(shape)) },
  }
  if (op.body) all['400'] = error(op.body === 'multipart' ? 'No file' : 'Validation error')
  if (op.auth) all['401'] = error('Missing, invalid, revoked or expired token')
  if (op.id) all['404'] = error('Not found (unknown or malformed id)')
  if (op.body === 'multipart') {
    all['413'] = error('File too large')
    all['415'] = error('Unsupported file type')
    all['507'] = error("The server's disk is full: nothing was saved")
  } else if (op.body) {
    all['413'] = error('JSON body over 1 MiB')
    all['507'] = error("The server's disk is full: nothing was saved")
  }
  for (const [code, description] of Object.entries(op.errors ?? {})) {
    all[code] =
      code === '429' || code === '503'
        ? {
            ...error(description),
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again',
                schema: { type: 'integer' },
              },
            },
          }
        : error(description)
  }
  all['500'] = error('Internal server error')
  return all
}

const QUERY_TEXTS: Record<string, string> = {
  q: 'The words to find (docs/api.md, Search): its first 100 characters, read as words, never as a query language',
  include:
    "A comma list (docs/api.md): publication adds slug, status and publishAt to each item; translation, with a token and ?locale naming the language other than the default, adds the translation's own status and publishAt as translation",
  locale:
    "The language of the texts (docs/api.md, Languages): a read answers each text in it, or in the default language when it has no translation, and adds locale, fallbackLocale and untranslated to each item; a PUT (or the About page's POST) in the language other than the default stores the body's texts as the item's translation; a create in it is a 400",
}

function operation(op: Op) {
  const parameters = [
    ...(op.id ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : []),
    ...[op.query ?? []].flat().map((name) => ({
      name,
      in: 'query',
      required: false,
      ...(QUERY_TEXTS[name] ? { description: QUERY_TEXTS[name] } : {}),
      schema: name === 'locale' ? { type: 'string', enum: [...LANGUAGES] } : { type: 'string' },
    })),
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
      : op.body && { required: true, ...json(requestSchema(op.body)) }
  return {
    summary: op.summary,
    ...(op.auth ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responses(op),
  }
}

const crud = (
  path: string,
  label: string,
  entity: ComponentName,
  input: z.ZodType,
  getOne: boolean,
  /** 'schedule': status and publish time without a slug (an item with no page of its own). */
  publishable: boolean | 'schedule' = false,
  /** What a PUT validates, when it reads more than a create (a translation's status). */
  replaceInput: z.ZodType = input,
): Record<string, Record<string, Op>> => {
  // docs/publishing.md: `?include=publication` adds slug, status and publishAt to every answer.
  const query = publishable ? ['include', 'locale'] : 'locale'
  const seen = !publishable
    ? ''
    : publishable === 'schedule'
      ? PUBLISHABLE_READ.replace('slug, ', '')
      : PUBLISHABLE_READ
  return {
    [path]: {
      get: { summary: `List ${label}${seen}`, query, ok: [200, `${entity}[]`] },
      post: { summary: `Create`, auth: true, body: input, query, ok: [201, entity] },
    },
    [`${path}/{id}`]: {
      ...(getOne
        ? { get: { summary: `Read one${seen}`, id: true, query, ok: [200, entity] } as Op }
        : {}),
      put: {
        summary: 'Replace',
        auth: true,
        id: true,
        body: replaceInput,
        query,
        ok: [200, entity],
      },
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
  }
}

/** A kind's list, create, read, replace and delete, from its registry entry. */
function crudOf(kind: CrudKind) {
  const { api, publishing } = KINDS[kind]
  // What its create and replace validate: its model's input schema (app/models/kind-models.server.ts);
  // a replace in the other language reads its translation's status too.
  const { input } = kindModelOf(kind)
  const replaceInput =
    publishing && input instanceof z.ZodObject
      ? z.object({ ...input.shape, ...TRANSLATION_WRITE })
      : input
  return crud(
    api.path,
    api.crud.summary,
    api.component,
    input,
    api.crud.getOne,
    publishing === 'schedule' ? 'schedule' : publishing === 'address',
    replaceInput,
  )
}

const PUBLISHABLE_READ =
  ' (public ones only, unless with a token; ?include=publication adds slug, status, publishAt)'

const upload = (
  field: string,
  summary: string,
  answer: 'UploadedFile' | 'UploadedMedia' = 'UploadedFile',
): Op => ({ summary, auth: true, body: 'multipart', multipartField: field, ok: [201, answer] })

const RATE_LIMITED = { 429: 'Too many requests' }
/** A lead's post: its address's limit, and the server-wide daily budget for leads. */
const LEAD_LIMITS = {
  ...RATE_LIMITED,
  503: "The day's budget for leads is spent (until midnight UTC)",
}

/**
 * A kind's calls from its registry entry: its list, create, read, replace and delete, and its
 * upload door (answering the medium with the file when it takes more than one).
 */
function kindPaths(kind: Kind): Record<string, Record<string, Op>> {
  const { api, files } = kindSpec(kind)
  return {
    ...(isCrudKind(kind) ? crudOf(kind) : {}),
    ...(api.upload && files
      ? {
          [`/api/uploads/${files.folder}`]: {
            post: upload(
              api.upload.field,
              api.upload.summary,
              files.accept.length > 1 ? 'UploadedMedia' : 'UploadedFile',
            ),
          },
        }
      : {}),
  }
}

/** Every call: each kind's calls beside its other calls. */
function paths(): Record<string, Record<string, Op>> {
  const all = placedPaths()
  // A kind registered since has its calls at the end, in the registry's order.
  for (const kind of KIND_NAMES) if (!all[KINDS[kind].api.path]) Object.assign(all, kindPaths(kind))
  return all
}

function placedPaths(): Record<string, Record<string, Op>> {
  return {
    '/api/settings': {
      get: { summary: 'Site settings', query: 'locale', ok: [200, 'Settings'] },
      post: {
        summary: 'Save site settings',
        auth: true,
        query: 'locale',
        body: SettingsInputSchema,
        ok: [200, 'Settings'],
      },
    },
    '/api/uploads/hero-video-url': {
      get: { summary: 'The hero video', ok: [200, 'HeroVideo'] },
    },
    '/api/uploads/hero-video': {
      post: {
        summary: 'Replace the hero video',
        auth: true,
        body: 'multipart',
        multipartField: 'video',
        ok: [200, 'HeroVideoUploaded'],
      },
    },
    ...kindPaths('service'),
    '/api/projects/count': {
      get: {
        summary: 'Number of projects (public ones only, unless with a token)',
        ok: [200, 'Count'],
      },
    },
    ...kindPaths('project'),
    '/api/categories': {
      get: { summary: 'Categories by name', query: 'locale', ok: [200, 'Category[]'] },
      post: {
        summary: 'Create',
        auth: true,
        body: CategoryInputSchema,
        ok: [201, 'Category'],
        errors: { 409: 'A category with this name (in any letter case) exists' },
      },
    },
    '/api/categories/{id}': {
      put: {
        summary:
          'Its name in the language other than the default (?locale naming it); the default name is not replaced',
        auth: true,
        id: true,
        query: 'locale',
        body: CategoryInputSchema,
        ok: [200, 'Category'],
      },
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
    ...kindPaths('testimonial'),
    '/api/blogs/paginated': {
      get: {
        summary: `Six posts a page, newest first${PUBLISHABLE_READ}`,
        query: ['pageNumber', 'include', 'locale'],
        ok: [200, 'BlogPage'],
      },
    },
    '/api/search': {
      get: {
        summary:
          "Search the public site's posts, case studies, services and About page, in both languages; the items matched in ?locale's language (the default one without it) first, ten a page (pageNumber)",
        query: ['q', 'locale', 'pageNumber'],
        ok: [200, 'SearchPage'],
      },
    },
    '/api/blogs/count': {
      get: {
        summary: 'Number of posts (public ones only, unless with a token)',
        ok: [200, 'Count'],
      },
    },
    ...kindPaths('blog'),
    ...kindPaths('detailed-service'),
    ...kindPaths('detailed-project'),
    '/api/about': {
      get: { summary: 'About page sections', query: 'locale', ok: [200, 'About'] },
      post: {
        summary: 'Replace the sections',
        auth: true,
        query: 'locale',
        body: z.object({ sections: z.array(AboutSectionSchema) }),
        ok: [200, 'AboutSaved'],
      },
    },
    '/api/contact': {
      get: {
        summary: 'Contact messages, newest first, without spam',
        query: 'status',
        auth: true,
        ok: [200, 'ContactMessage[]'],
      },
      post: {
        summary: 'Send a message',
        body: ContactMessageInputSchema.extend(LeadLanguageSchema.shape),
        ok: [201, 'Message'],
        errors: LEAD_LIMITS,
      },
    },
    '/api/contact/{id}': {
      put: {
        summary: 'Change the status',
        auth: true,
        id: true,
        body: z.object({ status: LeadStatusSchema }),
        ok: [200, 'ContactMessage'],
      },
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
    '/api/consultations': {
      get: {
        summary: 'Consultation requests, newest first, without spam',
        query: 'status',
        auth: true,
        ok: [200, 'Consultation[]'],
      },
      post: {
        summary: 'Request a consultation',
        body: ConsultationInputSchema.extend(LeadLanguageSchema.shape),
        ok: [201, 'Message'],
        errors: LEAD_LIMITS,
      },
    },
    '/api/consultations/{id}': {
      put: {
        summary: 'Change the status',
        auth: true,
        id: true,
        body: z.object({ status: LeadStatusSchema }),
        ok: [200, 'Consultation'],
      },
      delete: { summary: 'Delete', auth: true, id: true, ok: [200, 'Message'] },
    },
    '/api/users/login': {
      post: {
        summary:
          'Sign in for a bearer token; an account with two-factor sign-in also sends `code` (the current 6-digit code, or a recovery code)',
        body: ApiLoginSchema,
        ok: [200, 'Login'],
        errors: {
          401: 'Invalid email or password; or, with two-factor on, a missing or wrong code',
          ...RATE_LIMITED,
          503: 'Too many password checks at once, server-wide (with `Retry-After`)',
        },
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
      schemas: componentSchemas(),
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
