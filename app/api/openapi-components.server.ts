// The named answers of the OpenAPI description (openapi.server.ts): each content kind's from its
// model's schema through the registry, the others' from the schemas their routes answer with, and
// the shape of one described call (Op) that openapi-paths.server.ts lists.
import { z } from 'zod'
import { AboutSchema } from '#app/models/about.server.ts'
import { BlogPageSchema } from '#app/models/blog.server.ts'
import { SearchAnswerSchema } from '#app/models/search.server.ts'
import { ConsultationSchema } from '#app/models/consultation.server.ts'
import { ContactMessageSchema } from '#app/models/contact-message.server.ts'
import { EntityIdSchema } from '#app/models/fields.ts'
import { MediaSchema } from '#app/models/project-media.server.ts'
import { SettingsSchema } from '#app/models/settings.server.ts'
import { KIND_NAMES, KINDS, type Kind } from '#db/kinds.ts'
import { kindModelOf } from '#app/models/kind-models.server.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { UploadedFileSchema, UploadedMediaSchema } from '#app/api/api-uploads.server.ts'
import {
  TranslationPublicationInputSchema,
  TranslationPublicationSchema,
} from '#app/api/api-translation-publication.server.ts'

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
export const TRANSLATION_WRITE = {
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
export type ComponentName = keyof typeof Components | KindComponent

export type Op = {
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

/** The JSON Schemas under components/schemas, each by its name. */
export function componentSchemas() {
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
