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

/** What was typed in `name`, as a public form's reply sends it back. */
export function typedValue(reply: FormReply | null | undefined, name: string): string {
  const value = reply?.result.initialValue?.[name]
  return typeof value === 'string' ? value : ''
}

/** The errors beside field `name` ('' for the form as a whole). */
export function fieldErrors(reply: FormReply | null | undefined, name: string) {
  return reply?.result.error?.[name] ?? undefined
}
