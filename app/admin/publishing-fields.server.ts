// What the admin screens of every publishable kind show of its publishing (docs/publishing.md):
// times in the site's time zone, as text formatted here, the form's values, what its save buttons
// mean, and the link to the item an editing screen and a save's message give.
import { toLocalDateTime } from '#app/lib/dates.server.ts'
import type { AdminFormat } from './admin-format.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { PUBLISH_INTENT } from '#app/lib/form-fields.ts'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'
import { publicPath } from '#app/models/publishable.server.ts'

type Published = { slug?: string; status?: string; publishAt?: string | null }

/** A list row's status and publish time, written in the site's time zone and the admin's language. */
export const publicationRow = (item: Published, format: AdminFormat) => ({
  slug: item.slug!,
  status: item.status!,
  publishAt: item.publishAt ? format.dateTime(item.publishAt, siteTimeZone()) : null,
})

/** The Edit form's values: the publish time as a datetime-local field wants it. */
export const publicationValues = (item: Published) => ({
  status: item.status!,
  publishAt: item.publishAt ? toLocalDateTime(item.publishAt, siteTimeZone()) : '',
  slug: item.slug!,
})

/**
 * The status the pressed save button asks for, set over the form's select: Save draft makes a
 * draft; Publish (or Update) keeps Scheduled and publishes otherwise. Without a button's intent
 * (Enter in a field, the /api) the select says.
 */
export function statusFromButton(form: FormData) {
  const intent = form.get('intent')
  form.delete('intent')
  if (intent === PUBLISH_INTENT.draft) form.set('status', 'draft')
  else if (intent === PUBLISH_INTENT.publish && form.get('status') !== 'scheduled') {
    form.set('status', 'published')
  }
}

/**
 * Where to see an item from its editing screen and after its save: its public page once public,
 * else its preview modal (under `listUrl`), which makes a preview link.
 */
export function itemLink(
  kind: SlugKind,
  item: { _id: string; slug?: string; status?: string },
  listUrl: string,
): MessageLink {
  const noun = KINDS[kind].noun
  return item.status === 'published'
    ? { href: publicPath(kind, item), text: `View ${noun}` }
    : { href: `${listUrl}/${item._id}/preview`, text: `Preview ${noun}` }
}
