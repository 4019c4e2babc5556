// Every call of /api as the OpenAPI description lists it (openapi.server.ts): each content kind's
// from its registry entry (db/kinds.ts), placed among the calls written here by hand, so the
// document reads in the order of docs/api.md.
import { z } from 'zod'
import { AboutSectionSchema } from '#app/models/about.server.ts'
import { CategoryInputSchema } from '#app/models/category.server.ts'
import { ConsultationInputSchema } from '#app/models/consultation.server.ts'
import { ContactMessageInputSchema } from '#app/models/contact-message.server.ts'
import { SettingsInputSchema } from '#app/models/settings.server.ts'
import { ApiLoginSchema } from '#app/models/user.server.ts'
import { isCrudKind, KIND_NAMES, KINDS, kindSpec, type CrudKind, type Kind } from '#db/kinds.ts'
import { kindModelOf } from '#app/models/kind-models.server.ts'
import { LeadStatusSchema } from '#app/models/leads.server.ts'
import { LeadLanguageSchema } from '#app/models/lead-kind.server.ts'
import {
  TRANSLATION_WRITE,
  type ComponentName,
  type Op,
} from '#app/api/openapi-components.server.ts'

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
        ? { get: { summary: `Read one${seen}`, id: true, query, ok: [200, entity] } satisfies Op }
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
export function paths(): Record<string, Record<string, Op>> {
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
