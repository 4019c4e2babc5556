// Saving an item's texts in the other language (docs/decisions/027-content-translations.md): each
// text is checked as the item's own is (a line, a message, text or HTML sanitized, rich text with
// the media library's alt texts), an empty one means "not translated" (the default language's
// value shows), and the save goes through the content write path with the item.
import { z } from 'zod'
import type { Language } from '#app/i18n/languages.ts'
import { translateContent } from './content-write.server.ts'
import { ConflictError } from './errors.ts'
import { MAX, requiredText } from './fields.ts'
import { isSlugKind, type Kind, type TranslatedField } from '#db/kinds.ts'
import {
  publicationInput,
  requireScheduleTime,
  type PublicationInput,
} from './publication-status.server.ts'
import { richText, textOrHtml } from './rich-text.server.ts'
import { chooseLanguageSlug, storeLanguageSlug } from './translation-address.server.ts'
import {
  hasTranslationPublication,
  storeTranslationSchedule,
} from './translation-publication.server.ts'
import { textPaths } from './translation.server.ts'
import { translationTaken } from './translated-names.server.ts'

const schemaOf = (form: TranslatedField['form'], label: string): z.ZodType<string> => {
  switch (form) {
    case 'line':
      return requiredText(label, MAX.line)
    case 'message':
      return requiredText(label, MAX.message)
    case 'text-or-html':
      return textOrHtml(label)
    case 'rich':
      return richText(label)
  }
}

const scheduleInput = z
  .object({ status: publicationInput.status, publishAt: publicationInput.publishAt })
  .superRefine(requireScheduleTime)

/**
 * The translation's own status and publish time, for a kind whose items have theirs
 * (docs/decisions/032-translation-addresses.md "Publishing per language"); undefined when neither
 * was given (what is stored stays) or refused (`errors` says why, by field).
 */
function scheduleOf(
  kind: Kind,
  input: Readonly<Record<string, unknown>>,
  errors: Record<string, string>,
): PublicationInput | undefined {
  if (!hasTranslationPublication(kind)) return undefined
  if (input.status === undefined && input.publishAt === undefined) return undefined
  const parsed = scheduleInput.safeParse({ status: input.status, publishAt: input.publishAt })
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'status')
    errors[field] ??= issue.message
  }
  return undefined
}

export type TranslationResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }

/**
 * Saves `input` (text by path; a path the item does not have is ignored) as the item's texts in
 * `language`, with its slug there for a kind with an address (`input.slug`: typed, empty for one
 * made from the translated title, left out to keep the stored one: docs/decisions/032-translation-
 * addresses.md), and its status and publish time for a kind with its own (`input.status`,
 * `input.publishAt`; both left out keep the stored ones). Nothing is saved when a text is
 * refused: `errors` says why, by path.
 */
export function saveTranslation(
  kind: Kind,
  id: number,
  language: Language,
  input: Readonly<Record<string, unknown>>,
  now = new Date(),
): TranslationResult {
  const paths = textPaths(kind, id)
  if (!paths) return { ok: false, reason: 'not-found' }
  const values: Record<string, string | null> = {}
  const errors: Record<string, string> = {}
  for (const { path, form, label, unique } of paths) {
    const typed = input[path]
    if (typeof typed !== 'string' || typed.trim() === '') {
      values[path] = null
      continue
    }
    const parsed = schemaOf(form, label).safeParse(typed)
    if (!parsed.success) errors[path] = parsed.error.issues[0]?.message ?? `${label} is not valid`
    else if (unique && translationTaken(kind, id, language, path, parsed.data))
      errors[path] = unique
    else values[path] = parsed.data
  }
  let slug: string | null = null
  if (isSlugKind(kind)) {
    const typed = input.slug
    try {
      const wanted = typeof typed === 'string' ? typed : undefined
      slug = chooseLanguageSlug(kind, id, language, wanted, values.title)
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error
      errors.slug = error.message
    }
  }
  const schedule = scheduleOf(kind, input, errors)
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors }
  const saved = translateContent(kind, id, language, values, {
    exists: () => textPaths(kind, id) !== undefined,
    also: () => {
      if (isSlugKind(kind)) storeLanguageSlug(kind, id, language, slug, now)
      if (schedule) storeTranslationSchedule(kind, id, language, schedule, now)
    },
    now,
  })
  return saved ? { ok: true } : { ok: false, reason: 'not-found' }
}
