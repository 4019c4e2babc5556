// Which items the public sees, decided when a page is read (docs/publishing.md): an item is public
// once its status is not draft and its publish time has come. No job runs at the publish moment; the
// page cache asks nextScheduledPublish() when its pages must be rendered again.
import { and, gt, min, ne, sql, type SQL } from 'drizzle-orm'
import { blogPosts, detailedServices } from '#db/schema.ts'
import { getDb } from './db.server.ts'

/** Every table whose rows have a status and a publish time. */
const PUBLISHED_TABLES = [blogPosts, detailedServices] as const
type PublishedTable = (typeof PUBLISHED_TABLES)[number]

/** A row's publish time: a null one (rows written by hand) is its creation time. */
export const publishTimeOf = (table: PublishedTable) =>
  sql`coalesce(${table.publishAt}, ${table.createdAt})`

/** The condition of the rows the public sees at `now`. */
export function isPublic(table: PublishedTable, now: Date): SQL {
  return and(ne(table.status, 'draft'), sql`${publishTimeOf(table)} <= ${now.getTime()}`)!
}

/** The next moment after `now` an item goes public by itself (in ms), or undefined. */
export function nextScheduledPublish(now: number): number | undefined {
  let next: number | undefined
  for (const table of PUBLISHED_TABLES) {
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
