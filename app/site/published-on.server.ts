// A post's publish date as its card and its page show it: the long form, on the site's calendar
// (SITE_TIME_ZONE), written by the server so the browser hydrates the same text in any zone.
import { formatLongDate } from '#app/lib/dates.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { LOCALE_TAGS, type Language } from '#app/i18n/languages.ts'

type Dated = { createdAt: string; publishAt?: string | null }

/** `post` with `published` (its ISO instant) and `publishedOn` ("November 22, 2026") in `language`. */
export function withPublishedOn<T extends Dated>(
  post: T,
  language: Language = 'en',
  timeZone = siteTimeZone(),
) {
  const published = post.publishAt ?? post.createdAt
  return {
    ...post,
    published,
    publishedOn: formatLongDate(published, timeZone, LOCALE_TAGS[language]),
  }
}
