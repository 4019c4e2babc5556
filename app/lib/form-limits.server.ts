// Per-address limits for the public forms that anyone may submit (contact, consultation), shared by
// the /api routes and the web forms so both doors count against the same budget.
import { type Limit } from './rate-limit.server.ts'

export const CONTACT_LIMIT = {
  name: 'contact',
  limit: { points: 5, durationSec: 10 * 60 },
} satisfies {
  name: string
  limit: Limit
}
export const CONSULTATION_LIMIT = {
  name: 'consultation',
  limit: { points: 5, durationSec: 10 * 60 },
} satisfies { name: string; limit: Limit }

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.'

/** A web form's body: far more than a long message needs, far less than a flood would send. */
export const PUBLIC_FORM_MAX_BYTES = 64 * 1024
export const FORM_TOO_LARGE_MESSAGE =
  'The form is too large to send (over 64 KB). Please shorten your message.'
