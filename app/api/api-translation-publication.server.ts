// A translation's own status and publish time through the /api (docs/api.md "Languages",
// docs/decisions/032-translation-addresses.md "Publishing per language"), for the kinds whose
// items have theirs: a token's holder asks for it with `?include=translation` beside `?locale`
// naming the language other than the default, and a write with that `?locale` may set it as
// `translation: {status, publishAt}`. A client that does neither reads and writes what it did.
import { z } from 'zod'
import { PUBLICATION_STATUSES } from '#db/schema.ts'
import type { Language } from '#app/i18n/languages.ts'
import { issuesToErrors } from '#app/lib/field-errors.ts'
import { iso } from '#app/models/fields.ts'
import type { Kind } from '#db/kinds.ts'
import { publicationInput, requireScheduleTime } from '#app/models/publication-status.server.ts'
import {
  hasTranslationPublication,
  translationSchedules,
  translationStatusAt,
} from '#app/models/translation-publication.server.ts'
import { apiError } from './api.server.ts'

/** What a read answers as an item's `translation` (the OpenAPI document's too). */
export const TranslationPublicationSchema = z.object({
  status: z
    .enum(PUBLICATION_STATUSES)
    .describe(
      "The translation's own status, as the public sees it now (scheduled until its time comes); published for one saved without a status, which goes out with the item",
    ),
  publishAt: z.iso
    .datetime()
    .nullable()
    .describe('When it goes (or went) public; null when it has no time of its own'),
})

/**
 * What a write with `?locale` takes as `translation`: the translation screen's two fields, checked
 * as an item's own are (the same zod fields: app/models/publication-status.server.ts). Each left out
 * keeps what is stored.
 */
export const TranslationPublicationInputSchema = z
  .object(
    { status: publicationInput.status, publishAt: publicationInput.publishAt },
    { error: 'The translation must be an object with status and publishAt' },
  )
  .superRefine(requireScheduleTime)

export type TranslationPublication = z.infer<typeof TranslationPublicationSchema>

/**
 * Each item's `translation` by id, when the reader asked for it (`?include=translation`) and may
 * see it (a token's holder), for a read in the language other than the default of a kind whose
 * translations have a status; undefined otherwise, and nothing is added to the answer.
 */
export function translationPublications(
  kind: Kind,
  ids: readonly number[],
  locale: Language,
  fallbackLocale: Language,
  { all = false, translation = false, now = new Date() },
): Map<number, TranslationPublication> | undefined {
  if (!all || !translation || locale === fallbackLocale || !hasTranslationPublication(kind)) {
    return undefined
  }
  const stored = translationSchedules(kind, locale, ids)
  return new Map(
    ids.map((id) => {
      const schedule = stored.get(id)
      const publishAt = schedule?.publishAt ? iso(schedule.publishAt) : null
      return [id, { status: translationStatusAt(schedule, now), publishAt }]
    }),
  )
}

/**
 * The translation's status and publish time a write's body gives (`translation`), as the model's
 * `saveTranslation` takes them; none when it gives none or the kind's translations have no status
 * of their own (ignored, as any property an item does not have). Throws the 400 answer, with
 * `errors` by path (`translation.publishAt`), for one refused.
 */
export function writtenPublication(
  kind: Kind,
  body: Record<string, unknown>,
): Record<string, unknown> {
  if (body.translation === undefined || !hasTranslationPublication(kind)) return {}
  const parsed = TranslationPublicationInputSchema.safeParse(body.translation)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues.map((issue) => ({
    ...issue,
    path: ['translation', ...issue.path],
  }))
  const errors = issuesToErrors(issues, '')
  throw apiError(400, Object.values(errors)[0]!, errors)
}
