// Form names and shapes that the server and the browser share (so neither imports the other's
// modules). A public form's action answers the one form reply when it does not redirect
// (app/lib/form-reply.ts): the field errors, a form-level message, and the submitted values so
// nothing typed is lost on the re-render.
import type { FormReply } from './form-reply.ts'

/** A honeypot: people never see or fill it; bots that fill every field do. */
export const HONEYPOT_FIELD = 'website'
/** When the page was served, signed (app/lib/form-stamp.server.ts): a bot answers at once. */
export const STAMP_FIELD = 'form_stamp'

/**
 * Filled by the page's script with the address this tab arrived at and its referrer, for the
 * lead's source when no pageview was counted (app/analytics/attribution.server.ts).
 */
export const LANDING_FIELD = 'landing'

/**
 * The page a refused post was sent from, with its utm_* parameters, carried back in the re-shown
 * form: its next post comes from the form's own address (/?index), whose Referer names no campaign.
 */
export const SENT_FROM_FIELD = 'sent_from'

/** The testimonial form's file input (the client's picture). */
export const TESTIMONIAL_IMAGE_FILE_FIELD = 'clientImageFile'

/** The blog form's cover file input. */
export const BLOG_COVER_FILE_FIELD = 'coverFile'

/** The hero's still-image form's file input. */
export const HERO_IMAGE_FILE_FIELD = 'posterFile'

/** The About blocks' file inputs: a row's `team[2].photo` takes its file as `team[2].photoFile`. */
export const ABOUT_BLOCK_FILE = 'File'

/** What was typed in `name`, as a public form's reply sends it back. */
export function typedValue(reply: FormReply | null | undefined, name: string): string {
  const value = reply?.result.initialValue?.[name]
  return typeof value === 'string' ? value : ''
}

/** The errors beside field `name` ('' for the form as a whole). */
export function fieldErrors(reply: FormReply | null | undefined, name: string) {
  return reply?.result.error?.[name] ?? undefined
}

/** The preview modal's two buttons (docs/publishing.md). */
export const PREVIEW_INTENT = { create: 'create-preview', revoke: 'revoke-previews' } as const

/** The trash screen's Restore button (app/admin/trash-screen.server.ts). */
export const RESTORE_INTENT = 'restore'

/**
 * The editing screens' save buttons (name `intent`), which alone say when an item is public
 * (docs/publishing.md "The save bar"): Save draft; Publish (a publish time to come schedules it),
 * posted as `update` by a live item's button so the message says "updated"; and a live item's
 * Switch to draft, which asks first (`switch-to-draft`) and is posted again once confirmed.
 */
export const PUBLISH_INTENT = {
  draft: 'save-draft',
  publish: 'publish',
  update: 'update',
  unpublish: 'switch-to-draft',
  unpublishConfirmed: 'switch-to-draft-confirmed',
} as const

/** The settings form's time-zone choice for "none of the site's own" (SITE_TIME_ZONE's default). */
export const DEFAULT_TIME_ZONE = 'default'
