// What the admin screens of every publishable kind show of its publishing (docs/publishing.md):
// times in the site's time zone, as text formatted here, the form's values, what its save buttons
// mean, and the link to the item an editing screen and a save's message give.
import { toLocalDateTime } from '#app/lib/dates.server.ts'
import { publicationInput } from '#app/models/publication-status.server.ts'
import type { AdminFormat } from './admin-format.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { PUBLISH_INTENT } from '#app/lib/admin-form-fields.ts'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'
import { publicPath } from '#app/models/slug-kind.server.ts'
import { propertyOf } from '#app/lib/property.ts'

export type Published = { slug?: string; status?: string; publishAt?: string | null }

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

/** What a save did to an item's publication, which its message says. */
export type PublishOutcome = 'draft' | 'published' | 'updated' | 'scheduled' | 'unpublished'

const OUTCOMES: Record<string, PublishOutcome> = {
  [PUBLISH_INTENT.draft]: 'draft',
  [PUBLISH_INTENT.unpublishConfirmed]: 'unpublished',
  [PUBLISH_INTENT.publish]: 'published',
  [PUBLISH_INTENT.update]: 'updated',
}

/**
 * The status the pressed save button asks for, set in the form (whose fields have no status: the
 * buttons alone decide, docs/publishing.md "The save bar"): Save draft and a confirmed Switch to
 * draft make a draft; Publish and Update publish, or schedule when the publish time is to come.
 * Answers what the save will do; 'confirm' for a Switch to draft not confirmed yet (nothing is
 * saved, the form asks first); null for a form sent without a button's intent, whose own status
 * field (if any) says, as a client posting the form by hand would expect.
 */
export function statusFromButton(
  form: FormData,
  now = new Date(),
): PublishOutcome | 'confirm' | null {
  const intent = form.get('intent')
  form.delete('intent')
  if (intent === PUBLISH_INTENT.unpublish) return 'confirm'
  const outcome = typeof intent === 'string' ? OUTCOMES[intent] : undefined
  if (!outcome) return null
  if (outcome === 'draft' || outcome === 'unpublished') {
    form.set('status', 'draft')
    return outcome
  }
  const time = publicationInput.publishAt.safeParse(form.get('publishAt') ?? undefined)
  const future = time.success && time.data instanceof Date && time.data > now
  form.set('status', future ? 'scheduled' : 'published')
  return future ? 'scheduled' : outcome
}

/** A publishable kind's word in its save messages. */
export type PublishNoun = 'Post' | 'Project' | 'Service'

/**
 * The message after a save of a publishable item, saying what happened (English here; the admin's
 * language through the dictionary's texts and patterns): the scheduled time in the site's zone,
 * written in the admin's language.
 */
export function publishedText(
  noun: PublishNoun,
  outcome: PublishOutcome,
  saved: unknown,
  format: AdminFormat,
): string {
  if (outcome === 'draft') return 'Draft saved.'
  if (outcome === 'unpublished') return `${noun} switched to draft: it is no longer on the site.`
  // Any kind's saved item: its publishAt, when it has one.
  const publishAt = propertyOf(saved, 'publishAt')
  if (outcome === 'scheduled' && typeof publishAt === 'string' && publishAt) {
    return `${noun} scheduled for ${format.dateTime(publishAt, siteTimeZone())}.`
  }
  return outcome === 'updated' ? `${noun} updated.` : `${noun} published.`
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
