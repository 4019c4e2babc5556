// Which items the public sees, decided when a page is read (docs/publishing.md): an item is public
// once its status is not draft and its publish time has come. No job runs at the publish moment; the
// page cache asks nextScheduledPublish() when its pages must be rendered again.
import { and, desc, gt, lte, min, ne, sql, type SQL } from 'drizzle-orm'
import { KINDS, SCHEDULED_KINDS, type ScheduledKind, type SlugKind } from '#db/kinds.ts'
import { translationPublication } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'

/** A table whose rows have a status and a publish time: a kind's with `publishing`. */
export type ScheduledTable = (typeof KINDS)[ScheduledKind]['table']
/** The tables whose rows have a page, so a slug, as well. */
export type PublishedTable = (typeof KINDS)[SlugKind]['table']
/** Every scheduled table (projects have no address: no slug). */
const SCHEDULED_TABLES: readonly ScheduledTable[] = SCHEDULED_KINDS.map((kind) => KINDS[kind].table)

/**
 * The order of the lists, newest first. A row written without a publish time (by hand, a script)
 * is given its creation time by a trigger (migration 0013), so the public lists order and filter on
 * the indexed column itself; only drafts never given a time have none, and the admin's lists (every
 * row) place them by their creation time.
 */
export const newestFirst = (table: ScheduledTable, all: boolean) => [
  desc(all ? sql`coalesce(${table.publishAt}, ${table.createdAt})` : table.publishAt),
  desc(table.id),
]

/** The condition of the rows the public sees at `now`. */
export function isPublic(table: ScheduledTable, now: Date): SQL {
  // 'draft' as a literal, not a parameter: SQLite uses a partial index only for a condition it can
  // see implies the index's own (blog_posts_publish_idx ... WHERE status <> 'draft').
  return and(sql`${table.status} <> 'draft'`, lte(table.publishAt, now))!
}

/** The next moment after `now` an item or a translation goes public by itself (in ms), or undefined. */
export function nextScheduledPublish(now: number): number | undefined {
  let next: number | undefined
  // A translation scheduled in its own right (docs/decisions/032-translation-addresses.md) makes
  // its language's pages change at its time as well.
  for (const table of [...SCHEDULED_TABLES, translationPublication]) {
    const row = getDb()
      .select({ at: min(table.publishAt) })
      .from(table)
      .where(and(ne(table.status, 'draft'), gt(table.publishAt, new Date(now))))
      .get()
    const at = row?.at?.getTime()
    if (at !== undefined && (next === undefined || at < next)) next = at
  }
  return next
}
