// Saving an item's texts in the other language (docs/decisions/027-content-translations.md): each
// text is checked as the item's own is (a line, a message, text or HTML sanitized, rich text with
// the media library's alt texts), an empty one means "not translated" (the default language's
// value shows), and the save goes through the content write path with the item.
import type { z } from 'zod'
import type { Language } from '#app/i18n/languages.ts'
import { translateContent } from './content-write.server.ts'
import { ConflictError } from './errors.ts'
import { MAX, requiredText } from './fields.ts'
import { isSlugKind, type Kind, type TranslatedField } from './kinds.server.ts'
import { richText, textOrHtml } from './rich-text.server.ts'
import { chooseLanguageSlug, storeLanguageSlug } from './translation-address.server.ts'
import { textPaths } from './translation.server.ts'

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

export type TranslationResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }

/**
 * Saves `input` (text by path; a path the item does not have is ignored) as the item's texts in
 * `language`, with its slug there for a kind with an address (`input.slug`: typed, empty for one
 * made from the translated title, left out to keep the stored one: docs/decisions/032-translation-
 * addresses.md). Nothing is saved when a text is refused: `errors` says why, by path.
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
  for (const { path, form, label } of paths) {
    const typed = input[path]
    if (typeof typed !== 'string' || typed.trim() === '') {
      values[path] = null
      continue
    }
    const parsed = schemaOf(form, label).safeParse(typed)
    if (parsed.success) values[path] = parsed.data
    else errors[path] = parsed.error.issues[0]?.message ?? `${label} is not valid`
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
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors }
  const saved = translateContent(kind, id, language, values, {
    exists: () => textPaths(kind, id) !== undefined,
    also: () => {
      if (isSlugKind(kind)) storeLanguageSlug(kind, id, language, slug, now)
    },
    now,
  })
  return saved ? { ok: true } : { ok: false, reason: 'not-found' }
}
