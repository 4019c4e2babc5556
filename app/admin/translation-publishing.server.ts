// The translation screen's publishing fields (docs/decisions/032-translation-addresses.md
// "Publishing per language"): a translation's own status and publish time, for a kind whose items
// have theirs, typed in the site's time zone as an item's are, and where its preview link is made.
import type { Language } from '#app/i18n/languages.ts'
import { toLocalDateTime } from '#app/lib/dates.server.ts'
import type { AdminFormat } from './admin-format.server.ts'
import { isSlugKind, KINDS, type Kind } from '#db/kinds.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import {
  hasTranslationPublication,
  translationSchedules,
  translationStatusAt,
} from '#app/models/translation-publication.server.ts'

/** The screen's publishing fields; null for a kind whose items are always public. */
export function translationPublishing(
  kind: Kind,
  id: number,
  language: Language,
  /** The admin's language, which the publish time is written in. */
  format: AdminFormat,
  now = new Date(),
) {
  if (!hasTranslationPublication(kind)) return null
  const stored = translationSchedules(kind, language, [id]).get(id)
  const status = translationStatusAt(stored, now)
  const timeZone = siteTimeZone()
  const publishAt = stored?.publishAt ?? null
  return {
    /** What is stored, as the public sees it now. */
    status,
    publishedAt: publishAt && status !== 'draft' ? format.dateTime(publishAt, timeZone) : null,
    /** The publish time field's stored value (a refused save's reply carries what was typed). */
    publishAtValue: publishAt ? toLocalDateTime(publishAt, timeZone) : '',
    timeZone,
    // A kind with a page has preview links, made in its list's modal (app/admin/preview-modal).
    previewUrl: isSlugKind(kind)
      ? `${KINDS[kind].admin.list}/${id}/preview?lang=${language}`
      : null,
  }
}
