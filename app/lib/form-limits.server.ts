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
