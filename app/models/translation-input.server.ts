// Saving an item's texts in the other language (docs/decisions/027-content-translations.md): each
// text is checked as the item's own is (a line, a message, text or HTML sanitized, rich text with
// the media library's alt texts), an empty one means "not translated" (the default language's
// value shows), and the save goes through the content write path with the item.
import type { z } from 'zod'
import type { Language } from '#app/i18n/languages.ts'
import { translateContent } from './content-write.server.ts'
import { MAX, requiredText } from './fields.ts'
import type { Kind, TranslatedField } from './kinds.server.ts'
import { richText, textOrHtml } from './rich-text.server.ts'
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
 * `language`. Nothing is saved when a text is refused: `errors` says why, by path.
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
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors }
  const saved = translateContent(kind, id, language, values, {
    exists: () => textPaths(kind, id) !== undefined,
    now,
  })
  return saved ? { ok: true } : { ok: false, reason: 'not-found' }
}
