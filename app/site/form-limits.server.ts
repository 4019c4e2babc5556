// Limits for the public forms that anyone may submit (contact, consultation). Each form has one
// per-address budget, spent by both of its doors: a post to its /api route and a post of its web
// form count against the same points.
import { type Limit } from '#app/lib/rate-limit.server.ts'

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
