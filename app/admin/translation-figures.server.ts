// How much of each listed item is translated into the other language (docs/decisions/
// 027-content-translations.md), for the admin lists: a figure per row leading to its translation
// screen (saying when the translation is a draft or scheduled: decision 032), and the list's
// "Needs translation" filter (?translation=needed, a plain link): the items with a text left
// untranslated, and those whose translation is complete but not public yet, since for the public
// a draft or scheduled translation is no translation at all.
import { LANGUAGE_NAMES_EN, otherLanguage } from '#app/i18n/languages.ts'
import type { Kind } from '#db/kinds.ts'
import { getDefaultLanguage } from '#app/models/settings.server.ts'
import {
  translationSchedules,
  translationStatusAt,
} from '#app/models/translation-publication.server.ts'
import { translationCompleteness } from '#app/models/translation.server.ts'
import { translationUrl } from './translation-screen.server.ts'
import type { TranslationFigure } from '#app/components/admin/language-tabs.tsx'

// The figure's shape is the list row's, which draws it (app/components/admin/language-tabs.tsx).
export type { TranslationFigure }

/**
 * The rows with their figure; when `needed`, only those with a text left untranslated or a
 * translation not public at `now` (its figure's `waiting` says which).
 */
export function withTranslationFigures<T extends { _id: string }>(
  kind: Kind,
  rows: readonly T[],
  { needed = false, now = new Date() }: { needed?: boolean; now?: Date } = {},
): Array<T & { translation: TranslationFigure }> {
  const language = otherLanguage(getDefaultLanguage())
  const figures = translationCompleteness(
    kind,
    rows.map((row) => Number(row._id)),
    language,
  )
  const schedules = translationSchedules(
    kind,
    language,
    rows.map((row) => Number(row._id)),
  )
  return rows
    .map((row) => {
      const { done, total } = figures.get(Number(row._id)) ?? { done: 0, total: 0 }
      const url = translationUrl(kind, Number(row._id), language)
      const status = translationStatusAt(schedules.get(Number(row._id)), now)
      const figure = { language: LANGUAGE_NAMES_EN[language], done, total, url }
      const translation: TranslationFigure =
        status === 'published' ? figure : { ...figure, waiting: status }
      return { ...row, translation }
    })
    .filter(({ translation: t }) => !needed || t.done < t.total || t.waiting !== undefined)
}

/** The list's address asks for the items that need translation only. */
export const needsTranslation = (request: Request) =>
  new URL(request.url).searchParams.get('translation') === 'needed'
