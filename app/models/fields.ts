// Zod building blocks shared by every input schema. Each schema parses JSON bodies and form values
// alike (Conform's parseWithZod turns empty inputs into undefined), so strings are trimmed,
// optional empties become null, and missing lists become empty lists.
import { z } from 'zod'
import { MEDIA_TYPES } from '#db/schema.ts'
import { manyLines, oneLine } from '#app/lib/text.ts'

/**
 * The longest text each kind of field takes, in characters (UTF-16 units, as zod counts). Anything
 * a
 * visitor or a token can store is bounded; docs/api-limits.md lists them and the OpenAPI document
 * carries them as maxLength.
 */
export const MAX = {
  /** names, titles, subtitles, phone numbers, categories, tags, icons */
  line: 200,
  /** a visitor's message, a quote, a feature's description */
  message: 5_000,
  /** descriptions (plain text or HTML) */
  description: 20_000,
  /** rich text: blog posts, about sections */
  richText: 200_000,
  url: 2_048,
  email: 254,
} as const

/**
 * What a field keeps of a person's text (docs/security.md, "People's text"): a field bounded like a
 * line (names, titles, subjects, addresses, links) is one line: control characters and line breaks
 * become spaces and bidi controls go (oneLine). The longer kinds (messages, descriptions, rich
 * text) keep their line breaks and lose only the other control characters.
 */
const kept = (max: number) => (max < MAX.message ? oneLine : manyLines)

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`

/**
 * A trimmed, non-empty string of at most `max` characters; missing or blank answers `<label> is
 * required`.
 */
export function requiredText(label: string, max: number = MAX.line) {
  const message = `${label} is required`
  return z
    .string({ error: message })
    .overwrite(kept(max))
    .trim()
    .min(1, message)
    .max(max, tooLong(label, max))
}

/** A trimmed string of at most `max` characters that may be missing (null or undefined). */
const maybeText = (label: string, max: number) =>
  z.string().overwrite(kept(max)).trim().max(max, tooLong(label, max)).nullish()

/**
 * Optional text added to an entity after clients were written against it (alt texts): left out,
 * it is `undefined` and an update keeps what is stored; sent empty, it is `null` and clears it.
 */
export function addedText(label: string, max: number = MAX.line) {
  return maybeText(label, max).transform((v) => (v === undefined ? undefined : v || null))
}

/** A trimmed string that may be missing; blank or missing becomes null. */
export function optionalText(label: string, max: number = MAX.line) {
  return maybeText(label, max).transform((v) => (v ? v : null))
}

/** A trimmed string that may be missing; blank or missing becomes ''. */
export function textOrEmpty(label: string, max: number = MAX.line) {
  return maybeText(label, max).transform((v) => v ?? '')
}

/** A required, well-formed email address. */
export function emailField(label = 'Email') {
  return requiredText(label, MAX.email).pipe(z.email('Enter a valid email address'))
}

const URL_MESSAGE =
  'URL must start with http:// or https://, or be an uploaded file under /uploads/'

/** Where a stored link may point: the web over http(s), or a file we stored under /uploads/. */
export function isAllowedUrl(value: string): boolean {
  if (/^https?:\/\/[^\s/]+/i.test(value)) return URL.canParse(value)
  return /^\/uploads\/[^\s\\]+$/.test(value) && !value.split('/').includes('..')
}

/** A required URL field (http(s):// or /uploads/...). */
export function urlField(label = 'URL') {
  return requiredText(label, MAX.url).refine(isAllowedUrl, URL_MESSAGE)
}

/** An optional URL field: blank or missing becomes null, anything else must be allowed. */
export function optionalUrlField(label = 'URL') {
  return optionalText(label, MAX.url).refine((v) => v === null || isAllowedUrl(v), URL_MESSAGE)
}

export function requiredEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  })
}

export const MediaTypeSchema = requiredEnum(MEDIA_TYPES, 'Media type')

/** A list that may be missing (no rows submitted): missing or null becomes []. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item, { error: 'Must be a list' })
    .nullish()
    .transform((v) => v ?? [])
}

export const iso = (d: Date) => d.toISOString()

// Output pieces of the entities' answer schemas (docs/api.md "General"): the OpenAPI document is
// generated from those schemas, and the models' types are inferred from them.
export const EntityIdSchema = z
  .string()
  .regex(/^[1-9][0-9]*$/)
  .describe('The row id as decimal text')
export const TimestampSchema = z.iso.datetime()
export const timestamps = { createdAt: TimestampSchema, updatedAt: TimestampSchema }

/**
 * The id of the case study (a detailed service or project) an item's card leads to, added after
 * clients were written (docs/api.md): left out, it is `undefined` and an update keeps the stored
 * one;
 * sent empty or null, it is `null` and the card leads to the list.
 */
export function caseStudyField() {
  return z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined
      if (v === null || v === '') return null
      const id = Number(v)
      if (!Number.isSafeInteger(id) || id < 1) {
        ctx.addIssue({ code: 'custom', message: 'Case study must be an id' })
        return z.NEVER
      }
      return id
    })
}
