// Form names the admin's screens and its server share; the public forms' are in form-fields.ts,
// whose module every public page's script carries (docs/decisions/031, addendum).

/** The testimonial form's file input (the client's picture). */
export const TESTIMONIAL_IMAGE_FILE_FIELD = 'clientImageFile'

/** The blog form's cover file input. */
export const BLOG_COVER_FILE_FIELD = 'coverFile'

/** The hero's still-image form's file input. */
export const HERO_IMAGE_FILE_FIELD = 'posterFile'

/** The About blocks' file inputs: a row's `team[2].photo` takes its file as `team[2].photoFile`. */
export const ABOUT_BLOCK_FILE = 'File'

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
