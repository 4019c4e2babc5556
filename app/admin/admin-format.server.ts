// The signed-in admin's language for what a loader formats itself (docs/decisions/035-admin-language.md):
// dates and sizes are written on the server, in the admin's language and its pinned tag
// (LOCALE_TAGS), and sent as text, so the page the browser hydrates says exactly what the server
// rendered.
import { formatDateTime } from '#app/lib/dates.server.ts'
import { LOCALE_TAGS } from '#app/i18n/languages.ts'
import { adminDictionaryFor } from '#app/i18n/use-admin-language.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { getAdminLanguage } from '#app/models/user.server.ts'

export type AdminFormat = ReturnType<typeof adminFormat>

export function adminFormat(admin: { id: number }) {
  const language = getAdminLanguage(admin.id)
  const locale = LOCALE_TAGS[language]
  let siteZone: string | undefined
  return {
    language,
    locale,
    t: adminDictionaryFor(language),
    /**
     * A date and time, to the minute, in the site's time zone (Site Settings, read once per
     * screen) unless told: en-US as docs/product.md §2 writes it; in Arabic the month spelled
     * out, which reads better than a row of numbers and slashes. Every admin date goes through it.
     */
    dateTime: (date: string | Date, timeZone?: string) =>
      formatDateTime(
        date,
        timeZone ?? (siteZone ??= siteTimeZone()),
        locale,
        language === 'en' ? 'numeric' : 'long',
      ),
  }
}
