// Publishing per language (docs/decisions/032-translation-addresses.md "Publishing per
// language"): a translation of an item of a kind that has a status and a publish time of its own
// has them too, in `translation_publication`, beside its slug. The item's own status decides for
// the whole item; its translation's decides, in addition, whether that language's texts (and its
// slug) are public. A translation that is not public is, for the public, no translation at all: its
// language's pages show the item in the default language, as an untranslated item's. No row, or a
// row with no time, is a translation that goes out with the item (as before these columns were
// read). Decided when a page is read, with the clock given; the page cache asks
// nextScheduledPublish() (app/lib/public-visibility.server.ts), which reads this table too.
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { translationPublication, type PublicationStatus } from '#db/schema.ts'
import type { Language } from '#app/i18n/languages.ts'
import { getDb } from '#app/lib/db.server.ts'
import { kindSpec, type Kind } from '#db/kinds.ts'
import {
  resolvePublication,
  type PublicationInput,
  type Stored,
} from './publication-status.server.ts'

/** Whether a kind's translations have a status and a publish time (its items have their own). */
export const hasTranslationPublication = (kind: Kind) => kindSpec(kind).publishing !== null

const tp = translationPublication

/** The condition of the translation rows public at `now` (no row at all is public too). */
export function translationPublicAt(now: Date): SQL {
  return and(sql`${tp.status} <> 'draft'`, or(isNull(tp.publishAt), lte(tp.publishAt, now)))!
}

/** The condition of the translation rows not public at `now`: drafts, and times still to come. */
const waitingAt = (now: Date) => or(sql`${tp.status} = 'draft'`, gt(tp.publishAt, now))

const ofItems = (kind: Kind, language: Language, ids?: readonly number[]) =>
  and(eq(tp.kind, kind), eq(tp.language, language), ids ? inArray(tp.itemId, [...ids]) : undefined)

/** Each item's translation status and publish time in `language` (only those that have a row). */
export function translationSchedules(
  kind: Kind,
  language: Language,
  ids?: readonly number[],
): Map<number, Stored> {
  const rows = getDb()
    .select({ itemId: tp.itemId, status: tp.status, publishAt: tp.publishAt })
    .from(tp)
    .where(ofItems(kind, language, ids))
    .all()
  return new Map(rows.map((r) => [r.itemId, { status: r.status, publishAt: r.publishAt }]))
}

/**
 * Whether a translation with this schedule (none: it goes out with the item) is public at `now`.
 */
export function isTranslationPublic(schedule: Stored | undefined, now: Date): boolean {
  if (!schedule) return true
  if (schedule.status === 'draft') return false
  return !schedule.publishAt || schedule.publishAt <= now
}

/** The status the admin reads: Scheduled until its time comes, then Published. */
export function translationStatusAt(schedule: Stored | undefined, now: Date): PublicationStatus {
  if (!schedule) return 'published'
  if (schedule.status === 'draft') return 'draft'
  return schedule.publishAt && schedule.publishAt > now ? 'scheduled' : 'published'
}

/** The items among `ids` whose translation in `language` is not public at `now`. */
export function hiddenTranslations(
  kind: Kind,
  language: Language,
  ids: readonly number[],
  now: Date,
): Set<number> {
  if (!hasTranslationPublication(kind) || ids.length === 0) return new Set()
  const rows = getDb()
    .select({ itemId: tp.itemId })
    .from(tp)
    .where(and(ofItems(kind, language, ids), waitingAt(now)))
    .all()
  return new Set(rows.map((r) => r.itemId))
}

/**
 * Stores a translation's status and publish time (in the caller's transaction), resolved as an
 * item's own are (app/models/publication-status.server.ts): Published without a time is now (or the
 * time it went out), Scheduled needs its time, a Published time still to come is now.
 */
export function storeTranslationSchedule(
  kind: Kind,
  id: number,
  language: Language,
  input: PublicationInput,
  now: Date,
): Stored {
  const stored = translationSchedules(kind, language, [id]).get(id)
  const next = resolvePublication(input, stored, now)
  getDb()
    .insert(tp)
    .values({ kind, itemId: id, language, ...next, updatedAt: now })
    .onConflictDoUpdate({
      target: [tp.kind, tp.itemId, tp.language],
      set: { ...next, updatedAt: now },
    })
    .run()
  return next
}

/** Whether any translation of an item is not public at `now` (its preview links still serve). */
export function hasHiddenTranslation(kind: Kind, id: number, now: Date): boolean {
  if (!hasTranslationPublication(kind)) return false
  return (
    getDb()
      .select({ itemId: tp.itemId })
      .from(tp)
      .where(and(eq(tp.kind, kind), eq(tp.itemId, id), waitingAt(now)))
      .get() !== undefined
  )
}
