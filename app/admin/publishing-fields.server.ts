// What the admin screens of every publishable kind show of its publishing (docs/publishing.md):
// times in the site's time zone, as text formatted here, and the form's values.
import { formatDateTime, siteTimeZone, toLocalDateTime } from '#app/lib/dates.server.ts'

type Published = { slug?: string; status?: string; publishAt?: string | null }

/** A list row's status and publish time, formatted in the site's time zone. */
export const publicationRow = (item: Published) => ({
  slug: item.slug!,
  status: item.status!,
  publishAt: item.publishAt ? formatDateTime(item.publishAt, siteTimeZone()) : null,
})

/** The Edit form's values: the publish time as a datetime-local field wants it. */
export const publicationValues = (item: Published) => ({
  status: item.status!,
  publishAt: item.publishAt ? toLocalDateTime(item.publishAt, siteTimeZone()) : '',
  slug: item.slug!,
})
