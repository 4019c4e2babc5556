// When a publishable item is public (docs/publishing.md): its status (draft, scheduled, published)
// and publish time, as a write stores them and an answer gives them, and which rows a reader sees.
// The visibility rule itself is in app/lib/public-visibility.server.ts, for the page cache.
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { PUBLICATION_STATUSES, type PublicationStatus } from '#db/schema.ts'
import { parseLocalDateTime } from '#app/lib/dates.server.ts'
import { isPublic, type ScheduledTable } from '#app/lib/public-visibility.server.ts'
import { addedText, iso } from './fields.ts'
import { siteTimeZone } from './settings.server.ts'
import { MAX_SLUG } from './slugs.server.ts'

const ISO_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/
const PUBLISH_AT_MESSAGE =
  'Publish time must be a date and time, e.g. 2026-12-01T09:30 (or ISO 8601 with a time zone)'

/**
 * The input fields of a publishable item. Left out, each keeps what is stored (a new item is
 * published now, as before these fields existed). `publishAt` is ISO 8601 with a zone, or a wall
 * time ("2026-12-01T09:30", a datetime-local field) in the site's time zone.
 */
export const publicationInput = {
  status: z
    .enum(PUBLICATION_STATUSES, {
      error: `Status must be one of: ${PUBLICATION_STATUSES.join(', ')}`,
    })
    .optional(),
  // A Date is a value already parsed (a form's save hands it to the model, which parses again).
  publishAt: z.preprocess(
    (v) => (v instanceof Date ? v.toISOString() : v),
    z
      .string()
      .trim()
      .max(40, PUBLISH_AT_MESSAGE)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return v === undefined ? undefined : null
        const date = ISO_WITH_ZONE.test(v) ? new Date(v) : parseLocalDateTime(v, siteTimeZone())
        if (!date || Number.isNaN(date.getTime())) {
          ctx.addIssue({ code: 'custom', message: PUBLISH_AT_MESSAGE })
          return z.NEVER
        }
        return date
      }),
  ),
  slug: addedText('Slug', MAX_SLUG),
}

export type PublicationInput = {
  status?: PublicationStatus
  publishAt?: Date | null
}

/** A scheduled item needs its time (a check for the whole input, after the fields'). */
export function requireScheduleTime(input: PublicationInput, ctx: z.RefinementCtx) {
  if (input.status === 'scheduled' && !input.publishAt) {
    ctx.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: 'Publish time is required for a scheduled item',
    })
  }
}

export type Stored = { status: PublicationStatus; publishAt: Date | null }

const MINUTE = 60_000

/**
 * The time a write was given, or the stored one when the given time names the stored time's
 * minute: a form's field holds minutes (datetime-local), so a form saved with its time untouched
 * sends the stored time cut to the minute, which must not move the item (nor reorder it among the
 * items of that minute). A time given to the second or the millisecond is stored as given.
 */
function givenTime(given: Date, stored: Date | null | undefined): Date {
  const ms = given.getTime()
  const sameMinute =
    stored && ms % MINUTE === 0 && ms === stored.getTime() - (stored.getTime() % MINUTE)
  return sameMinute ? stored : given
}

/**
 * The status and publish time a write stores. Publishing without a time keeps the time of an item
 * already public or scheduled, and is `now` for a new item or a draft going out.
 */
export function resolvePublication(
  input: PublicationInput,
  stored: Stored | undefined,
  now: Date,
): Stored {
  const status = input.status ?? stored?.status ?? 'published'
  // Published means public now: a time still to come is what Scheduled is for.
  if (input.publishAt) {
    const publishAt = givenTime(input.publishAt, stored?.publishAt)
    const future = publishAt > now
    return { status, publishAt: status === 'published' && future ? now : publishAt }
  }
  if (status === 'draft') {
    return { status, publishAt: input.publishAt === null ? null : (stored?.publishAt ?? null) }
  }
  if (stored && stored.status !== 'draft' && stored.publishAt && input.publishAt !== null) {
    const future = stored.publishAt > now
    return { status, publishAt: status === 'published' && future ? now : stored.publishAt }
  }
  return { status, publishAt: now }
}

/** Scheduled is a published status whose time has not come yet (the stored word is the intent). */
export function statusAt(
  row: { status: PublicationStatus; publishAt: Date | null; createdAt: Date },
  now: Date,
): PublicationStatus {
  if (row.status === 'draft') return 'draft'
  return (row.publishAt ?? row.createdAt) > now ? 'scheduled' : 'published'
}

type ScheduledRow = {
  id: number
  status: PublicationStatus
  publishAt: Date | null
  createdAt: Date
}

/** The schedule fields of an answer: `publishAt` null for a draft never given a time. */
export function scheduleOf(row: ScheduledRow, now: Date) {
  return {
    status: statusAt(row, now),
    publishAt:
      row.status === 'draft' && !row.publishAt ? null : iso(row.publishAt ?? row.createdAt),
  }
}

/** The publication fields of an answer: the slug (the id until it has one) and the schedule. */
export function publicationOf(row: ScheduledRow & { slug: string | null }, now: Date) {
  return { slug: row.slug ?? String(row.id), ...scheduleOf(row, now) }
}

/**
 * The publication fields of an answer (docs/api.md "Publishing"): always there for an item not
 * public yet, for every item when asked for (`?include=publication`), so older clients see the rest
 * as before.
 */
export const scheduleAnswer = {
  /** Always answered for a draft or a scheduled item; for any when asked for. */
  status: z.enum(PUBLICATION_STATUSES).optional(),
  /** When it goes (or went) public; null for a draft never given a time. */
  publishAt: z.iso.datetime().nullable().optional(),
}
export const publicationAnswer = {
  /** The readable address (answered when asked for: ?include=publication). */
  slug: z.string().optional(),
  ...scheduleAnswer,
}

/**
 * Who reads: the public sees only what is published at `now`; the admin and a token's holder
 * (`all`) see every item. `publication` adds slug, status and publish time to every answer.
 */
export type Reader = { all?: boolean; publication?: boolean; now?: Date }

/**
 * The publication fields `reader` is answered for a row (see publicationAnswer): with its slug when
 * the kind has addresses, the schedule alone otherwise.
 */
export function answeredPublication(
  row: ScheduledRow & { slug?: string | null },
  { publication = false, now = new Date() }: Reader,
): { slug?: string; status?: PublicationStatus; publishAt?: string | null } {
  const published =
    row.slug === undefined ? scheduleOf(row, now) : publicationOf({ ...row, slug: row.slug }, now)
  return publication || published.status !== 'published' ? published : {}
}

/** The rows `reader` sees of a kind: every row for `all`, the public ones at `now` otherwise. */
export const visibleTo = (table: ScheduledTable, { all = false, now = new Date() }: Reader) =>
  all ? undefined : isPublic(table, now)

/** One item, if `reader` sees it. */
export function whereId(table: ScheduledTable, id: number, reader: Reader) {
  const where = visibleTo(table, reader)
  return where ? and(eq(table.id, id), where)! : eq(table.id, id)
}
