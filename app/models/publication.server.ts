// What every publishable kind of item shares (docs/publishing.md): a status (draft, scheduled,
// published) with a publish time, and a readable address (a slug) that keeps its old ones
// redirecting. The visibility rule itself is in app/lib/publishing.server.ts, for the page cache.
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { PUBLICATION_STATUSES, slugRedirects, type PublicationStatus } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { parseLocalDateTime } from '#app/lib/dates.server.ts'
import { siteTimeZone } from './settings.server.ts'
import {
  isPublic,
  newestFirst,
  type PublishedTable,
  type ScheduledTable,
} from '#app/lib/publishing.server.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'
import { ConflictError } from './errors.ts'
import { addedText, iso } from './fields.ts'
import { parseId } from './id.ts'
import { KINDS, type SlugKind } from './kinds.server.ts'
import { readPreviewToken, revokePreviews } from './preview.server.ts'

export const MAX_SLUG = 100

/**
 * "My first post!" -> "my-first-post", "مرحبا بالعالم" -> "مرحبا-بالعالم": letters, marks and digits
 * of any script, lower-cased, joined by single dashes. Never only digits (those are ids): `fallback`
 * goes first then, and stands alone for a title with no letter or digit.
 */
export function slugify(text: string, fallback: string): string {
  const joined = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
  const slug = Array.from(joined).slice(0, MAX_SLUG).join('').replace(/-$/, '')
  if (!slug) return fallback
  return /^[0-9]+$/.test(slug) ? `${fallback}-${slug}` : slug
}

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

type PublicationInput = {
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

type Stored = { status: PublicationStatus; publishAt: Date | null }

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

export type { SlugKind } from './kinds.server.ts'

type SlugOwner = (slug: string) => number | undefined

/**
 * The slug a write stores: the one typed (made URL-safe), else the stored one, else one made from
 * the title (with -2, -3... when taken). A typed slug another item has is a ConflictError.
 */
export function chooseSlug(options: {
  wanted: string | null | undefined
  title: string
  current?: { id: number; slug: string | null }
  ownerOf: SlugOwner
  fallback: string
  takenText: string
}): string {
  const { wanted, title, current, ownerOf, fallback, takenText } = options
  const mine = (slug: string) => {
    const owner = ownerOf(slug)
    return owner === undefined || owner === current?.id
  }
  if (wanted === undefined && current?.slug) return current.slug
  if (wanted) {
    const slug = slugify(wanted, fallback)
    if (!mine(slug)) throw new ConflictError(takenText, 'slug')
    return slug
  }
  const base = slugify(title, fallback)
  let slug = base
  for (let n = 2; !mine(slug); n++) {
    const suffix = `-${n}`
    slug =
      Array.from(base)
        .slice(0, MAX_SLUG - suffix.length)
        .join('') + suffix
  }
  return slug
}

/** After a slug change: the old address redirects to the item, the new one is the item's alone. */
export function recordSlugChange(
  kind: SlugKind,
  itemId: number,
  before: string | null | undefined,
  after: string,
) {
  const db = getDb()
  db.delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, after)))
    .run()
  if (before && before !== after) {
    db.insert(slugRedirects)
      .values({ kind, slug: before, itemId })
      .onConflictDoUpdate({
        target: [slugRedirects.kind, slugRedirects.slug],
        set: { itemId },
      })
      .run()
  }
}

/** The item an old slug pointed to, if any. */
export function redirectedItem(kind: SlugKind, slug: string): number | undefined {
  return getDb()
    .select({ itemId: slugRedirects.itemId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.slug, slug)))
    .get()?.itemId
}

/** An item deleted forever takes its old addresses with it. */
export function forgetSlugs(kind: SlugKind, itemId: number) {
  getDb()
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.itemId, itemId)))
    .run()
}

/** An address's item, or the address it moved to (301), or undefined when nothing public is there. */
export type Found<T> = { item: T } | { movedTo: string } | undefined

type Answer = { slug?: string; status?: PublicationStatus }

/**
 * The reads every publishable kind shares, over its table: which rows a reader sees, the item at an
 * address (its slug, or its id or an old slug that move to it), what a preview link shows, and the
 * slug a write stores. `get` is the kind's own read of one item (its answer's shape, its children),
 * which applies `whereId` for the reader. The slug rules (`fallback`, `takenText`) are the kind's
 * registry entry's.
 */
export function publishable<T extends Answer>(spec: {
  kind: SlugKind
  table: PublishedTable
  get: (id: number, reader: Reader) => T | undefined
}) {
  const { kind, table, get } = spec
  // The slug rules are the registry's (app/models/kinds.server.ts).
  const { fallback, takenText } = KINDS[kind].address
  const slugOwner = (slug: string): number | undefined =>
    getDb().select({ id: table.id }).from(table).where(eq(table.slug, slug)).get()?.id
  const slugFor = (
    data: { slug?: string | null; title: string },
    current?: { id: number; slug: string | null },
  ) =>
    chooseSlug({
      wanted: data.slug,
      title: data.title,
      current,
      ownerOf: slugOwner,
      fallback,
      takenText,
    })

  return {
    visibleTo: (reader: Reader) => visibleTo(table, reader),
    whereId: (id: number, reader: Reader) => whereId(table, id, reader),
    slugFor,

    /** The status, publish time and slug a create (no `stored`) or an update stores. */
    columns(
      input: PublicationInput & { slug?: string | null; title: string },
      stored: (Stored & { id: number; slug: string | null }) | undefined,
      now: Date,
    ) {
      return { ...resolvePublication(input, stored, now), slug: slugFor(input, stored) }
    },

    /**
     * After a write, in its transaction: a changed slug leaves its old address redirecting, and an
     * item now public ends its preview links (they showed it before).
     */
    written(
      id: number,
      before: { slug: string | null; createdAt: Date } | undefined,
      after: Stored & { slug: string },
      now: Date,
    ) {
      recordSlugChange(kind, id, before?.slug, after.slug)
      if (statusAt({ ...after, createdAt: before?.createdAt ?? now }, now) === 'published') {
        revokePreviews(kind, id)
      }
    },

    /** An item deleted forever takes its old addresses and its preview links with it. */
    removed(id: number) {
      forgetSlugs(kind, id)
      revokePreviews(kind, id)
    },

    /** The item public at an address (its slug), or where its id or an old slug moved to. */
    findByAddress(address: string, reader: Reader = {}): Found<T> {
      const viewer = { ...reader, publication: true }
      const byId = parseId(address)
      if (byId !== null) {
        const item = get(byId, viewer)
        // An item written by hand has no slug yet (until the next start): its id is its address.
        if (item?.slug === address) return { item }
        return item && { movedTo: item.slug! }
      }
      const owner = slugOwner(address)
      if (owner !== undefined) {
        const item = get(owner, viewer)
        return item && { item }
      }
      const moved = redirectedItem(kind, address)
      const item = moved === undefined ? undefined : get(moved, viewer)
      return item && { movedTo: item.slug! }
    },

    /**
     * The item a preview link shows (every status), with when the link expires; an item already
     * public moves to its page; undefined when the link is malformed, forged, expired or revoked.
     */
    preview(
      token: string,
      now = new Date(),
    ): { item: T; expiresAt: Date } | { movedTo: string } | undefined {
      const link = readPreviewToken(kind, token, now)
      const item = link && get(link.itemId, { all: true, publication: true, now })
      if (!link || !item) return undefined
      if (item.status === 'published') return { movedTo: item.slug! }
      return { item, expiresAt: link.expiresAt }
    },
  }
}

/**
 * Gives every item of a kind without a slug one from its title (rows from before slugs, or written
 * by hand); at start, for every kind with an address. Returns how many.
 */
export function backfillSlugs(kind: SlugKind): number {
  const table = KINDS[kind].table
  const { fallback, takenText } = KINDS[kind].address
  const db = getDb()
  const ownerOf = (slug: string) =>
    db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).get()?.id
  const rows = db
    .select({ id: table.id, title: table.title })
    .from(table)
    .where(isNull(table.slug))
    .orderBy(table.id)
    .all()
  for (const row of rows) {
    const current = { id: row.id, slug: null }
    const slug = chooseSlug({
      wanted: undefined,
      title: row.title,
      current,
      ownerOf,
      fallback,
      takenText,
    })
    db.update(table).set({ slug }).where(eq(table.id, row.id)).run()
  }
  if (rows.length > 0) publicContentChanged()
  return rows.length
}

export type Stamp = { _id: string; slug: string; updatedAt: string }

/** Each public item's address and when it last changed, newest first (the sitemap's). */
export function listPublicStamps(kind: SlugKind, limit = 50_000, now = new Date()): Stamp[] {
  const table = KINDS[kind].table
  return getDb()
    .select({ id: table.id, slug: table.slug, updatedAt: table.updatedAt })
    .from(table)
    .where(isPublic(table, now))
    .orderBy(...newestFirst(table, false))
    .limit(limit)
    .all()
    .map((r) => ({ _id: String(r.id), slug: r.slug ?? String(r.id), updatedAt: iso(r.updatedAt) }))
}

/** An item's public address: its kind's path and its slug (or its id, which answers 301). */
export const publicPath = (kind: SlugKind, item: { _id: string; slug?: string }) =>
  `${KINDS[kind].address.path}/${encodeURIComponent(item.slug ?? item._id)}`
