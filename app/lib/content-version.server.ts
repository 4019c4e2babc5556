// When public content changes (docs/scale.md): a write through the models, another connection's
// commit, or a scheduled item going public. The page cache (page-cache.server.ts) forgets its pages
// then, and values read from public content (untilContentChanges) are read again. Kept apart from
// the cache so the models say "content changed" without reaching into how pages are kept.
import { getDb } from '#app/lib/db.server.ts'
import { nextScheduledPublish } from '#app/lib/public-visibility.server.ts'

let version = 0
// When the next scheduled item goes public (ms): no page kept before then may be served after.
// Undefined until asked after a change; Infinity when nothing is scheduled.
let nextChangeAt: number | undefined
// What forgets what was read before a change (the page cache's pages and remembered hits).
const forgetters: Array<() => void> = []

/** Which content a render reads: taken before Remix renders, handed to keepPublicPage. */
export const contentVersion = () => version

/** Calls `forget` whenever content changes, before anything is read again. */
export function onContentChange(forget: () => void) {
  forgetters.push(forget)
}

/** Content changed: no page rendered before now may be served again. */
export function publicContentChanged() {
  version++
  for (const forget of forgetters) forget()
  nextChangeAt = undefined
}

/**
 * A scheduled item went public since the pages were kept: they are all stale (a list, a count, the
 * home page). One indexed query after each change, then a comparison per request.
 */
export function noticeScheduledPublishing(now: number) {
  nextChangeAt ??= nextScheduledPublish(now) ?? Infinity
  if (now >= nextChangeAt) publicContentChanged()
}

// Figures every public list reads (how many posts are public): counted once per content version.
// A count over 100,000 posts takes some milliseconds on every uncached page; kept, it takes none.
const remembered = new Map<string, unknown>()
let rememberedFor: { version: number; client: object } | undefined

/**
 * A value read from public content, computed once and kept until that content changes: a write
 * through the models, another connection's commit, or a scheduled item going public. A value that
 * `keep` refuses (a read that failed and answered empty) is computed again next time.
 */
export function untilContentChanges<T>(
  key: string,
  compute: () => T,
  now = Date.now(),
  keep: (value: T) => boolean = () => true,
): T {
  noticeOtherWriters()
  noticeScheduledPublishing(now)
  // Another database opened (a restore swapped the file, a test's own copy) counts as a change.
  const client = getDb().$client
  if (rememberedFor?.version !== version || rememberedFor.client !== client) {
    remembered.clear()
    rememberedFor = { version, client }
  }
  if (remembered.has(key)) return remembered.get(key) as T // what compute() gave for this key
  const value = compute()
  if (keep(value)) remembered.set(key, value)
  return value
}

// SQLite's data_version changes when another connection commits: the command line, a script, the
// sqlite3 shell. The models cannot tell the cache about those writes, so it checks before it renders,
// and before it answers from memory once OTHER_WRITERS_MS have passed since it last looked: asked on
// every answer, the query was a tenth of a kept page's cost (docs/scale.md, "The hit path"). Such a
// write shows within a quarter of a second; the site's own writes, at once.
export const OTHER_WRITERS_MS = 250
let watched: { client: object; read: () => unknown; seen: unknown } | undefined
let noticedAt = -Infinity

/** Looks for another connection's commit: at once, or with `now` at most every OTHER_WRITERS_MS. */
export function noticeOtherWriters(now?: number) {
  if (now !== undefined) {
    if (now - noticedAt < OTHER_WRITERS_MS && now >= noticedAt) return
    noticedAt = now
  }
  const client = getDb().$client
  if (watched?.client !== client) {
    const statement = client.prepare('PRAGMA data_version').pluck()
    watched = { client, read: () => statement.get(), seen: undefined }
  }
  const seen = watched.read()
  if (watched.seen !== undefined && seen !== watched.seen) publicContentChanged()
  watched.seen = seen
}
