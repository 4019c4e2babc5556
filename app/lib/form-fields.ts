// Form names and shapes that the server and the browser share (so neither imports the other's
// modules). What a public form's action answers when it does not redirect: the field errors, a
// form-level message, and the submitted values so nothing typed is lost on the re-render.
export type FormResult = {
  status: 'error'
  message?: string
  errors?: Record<string, string[] | undefined>
  values?: Record<string, string>
}

/** A honeypot: people never see or fill it; bots that fill every field do. */
export const HONEYPOT_FIELD = 'website'
/** When the page was served, signed (app/lib/form-stamp.server.ts): a bot answers at once. */
export const STAMP_FIELD = 'form_stamp'

/** The testimonial form's file input (the client's picture). */
export const TESTIMONIAL_IMAGE_FILE_FIELD = 'clientImageFile'

/** The blog form's cover file input. */
export const BLOG_COVER_FILE_FIELD = 'coverFile'
