// The uploads on the replica (docs/deploy.md, "Replication"): Litestream streams the database, this
// copies the files beside it, into `<replica>/uploads/<kind>/<name>`. Each stored or replaced file
// is queued in `replica_files` (a table, so a restart resumes the queue) and copied soon after its
// answer by a background loop with retries; a file leaves the replica when it leaves the site, which
// is when nothing uses it any more, its trash included (app/media/upload-release.server.ts).
import { and, asc, count, eq, gt, isNotNull, lte, ne, sql } from 'drizzle-orm'
import { readdirSync, statSync } from 'node:fs'
import { replicaFiles } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resolveUploadPath, UPLOAD_FOLDERS, uploadsRoot } from '#app/lib/upload-paths.server.ts'
import { replicaTarget } from '#app/ops/replica-target.server.ts'
import { transportFor } from '#app/ops/replica-transport.server.ts'

type Log = (line: string) => void

const TICK_MS = 5_000
const BATCH = 50
const FIRST_RETRY_MS = 30_000
const LONGEST_WAIT_MS = 60 * 60_000
// A file still not copied after this many tries is reported on the dashboard (it keeps trying).
export const FAILING_AFTER_ATTEMPTS = 3

function queue(url: string, pending: 'put' | 'delete') {
  const target = replicaTarget()
  if (!target || !resolveUploadPath(url.slice('/uploads/'.length))) return
  const row = {
    target: target.label,
    pending,
    attempts: 0,
    nextAttemptAt: new Date(),
    lastError: null,
  }
  getDb()
    .insert(replicaFiles)
    .values({ url, ...row })
    .onConflictDoUpdate({
      target: replicaFiles.url,
      set: { ...row, queued: sql`${replicaFiles.queued} + 1` },
    })
    .run()
  nudge()
}

/** A file was stored or replaced under its address: copy it to the replica. */
export const queueUploadCopy = (url: string) => queue(url, 'put')

/** A file left the site for good: remove it from the replica. */
export const queueUploadRemoval = (url: string) => queue(url, 'delete')

/**
 * At start: every stored file the replica is not known to hold (the demo's, a restored backup's,
 * all of them for a new replica) is queued for a copy.
 */
export function queueMissingUploads(): number {
  const target = replicaTarget()
  if (!target) return 0
  const db = getDb()
  const known = new Set(
    db
      .select({ url: replicaFiles.url })
      .from(replicaFiles)
      .where(eq(replicaFiles.target, target.label))
      .all()
      .map((r) => r.url),
  )
  const missing: string[] = []
  for (const folder of UPLOAD_FOLDERS) {
    let names: string[] = []
    try {
      names = readdirSync(`${uploadsRoot()}/${folder}`)
    } catch {
      continue
    }
    for (const name of names) {
      const url = `/uploads/${folder}/${name}`
      const path = resolveUploadPath(`${folder}/${name}`)
      if (!known.has(url) && path && statSync(path, { throwIfNoEntry: false })?.isFile()) {
        missing.push(url)
      }
    }
  }
  db.$client.transaction(() => missing.forEach((url) => queueUploadCopy(url)))()
  return missing.length
}

/**
 * Copies and removes what is due, a batch at a time, through the replica's transport. A batch that
 * fails is tried again later, waiting longer each time (30 s doubling, at most an hour).
 */
export async function replicateDueFiles(
  now = new Date(),
): Promise<{ done: number; failed: number }> {
  const target = replicaTarget()
  if (!target) return { done: 0, failed: 0 }
  const db = getDb()
  const due = db
    .select()
    .from(replicaFiles)
    .where(and(isNotNull(replicaFiles.pending), lte(replicaFiles.nextAttemptAt, now)))
    .orderBy(asc(replicaFiles.nextAttemptAt))
    .limit(BATCH)
    .all()
  if (due.length === 0) return { done: 0, failed: 0 }
  const puts: Array<{ url: string; path: string }> = []
  const gone: string[] = []
  for (const row of due) {
    const path = resolveUploadPath(row.url.slice('/uploads/'.length))
    // A file removed before its copy went out: its removal is what the replica needs.
    if (row.pending === 'put' && path && statSync(path, { throwIfNoEntry: false })) {
      puts.push({ url: row.url, path })
    } else gone.push(row.url)
  }
  try {
    await transportFor(target).send(puts, gone)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    db.$client.transaction(() => {
      for (const row of due) {
        const wait = Math.min(FIRST_RETRY_MS * 2 ** row.attempts, LONGEST_WAIT_MS)
        db.update(replicaFiles)
          .set({
            attempts: row.attempts + 1,
            nextAttemptAt: new Date(now.getTime() + wait),
            lastError: message.slice(0, 500),
          })
          .where(and(eq(replicaFiles.url, row.url), eq(replicaFiles.queued, row.queued)))
          .run()
      }
    })()
    return { done: 0, failed: due.length }
  }
  db.$client.transaction(() => {
    for (const row of due) {
      // Only the request that was sent: one queued meanwhile (a replacement) stays due.
      const same = and(eq(replicaFiles.url, row.url), eq(replicaFiles.queued, row.queued))
      if (gone.includes(row.url)) db.delete(replicaFiles).where(same).run()
      else
        db.update(replicaFiles)
          .set({ pending: null, attempts: 0, lastError: null })
          .where(same)
          .run()
    }
  })()
  return { done: due.length, failed: 0 }
}

/** What the dashboard says of the files: how many wait, how many keep failing, and why. */
export function replicaFilesState() {
  const target = replicaTarget()
  const db = getDb()
  if (!target) return { waiting: 0, failing: 0, lastError: null }
  const waiting = db
    .select({ n: count() })
    .from(replicaFiles)
    .where(isNotNull(replicaFiles.pending))
    .get()!.n
  const failing = db
    .select({ n: count(), lastError: replicaFiles.lastError })
    .from(replicaFiles)
    .where(
      and(isNotNull(replicaFiles.pending), gt(replicaFiles.attempts, FAILING_AFTER_ATTEMPTS - 1)),
    )
    .get()!
  return {
    waiting,
    failing: failing.n,
    lastError: failing.n ? failing.lastError : null,
  }
}

/** Rows of another replica than the current one (REPLICA_URL changed): forgotten at start. */
export function forgetOtherReplicas() {
  const target = replicaTarget()
  if (target) getDb().delete(replicaFiles).where(ne(replicaFiles.target, target.label)).run()
}

let loop: { timer?: NodeJS.Timeout; running: boolean; stopped: boolean; log: Log } | null = null

/** The background loop, when the replica takes files. */
export function startFileReplication(log: Log = console.log) {
  if (loop || !replicaTarget()) return
  forgetOtherReplicas()
  const queued = queueMissingUploads()
  if (queued) log(`Replication: ${queued} uploaded file(s) to copy to the replica.`)
  loop = { running: false, stopped: false, log }
  schedule(0)
}

function schedule(delay: number) {
  if (!loop || loop.stopped) return
  clearTimeout(loop.timer)
  loop.timer = setTimeout(() => void tick(), delay)
  loop.timer.unref()
}

async function tick() {
  if (!loop || loop.running || loop.stopped) return
  loop.running = true
  let more = false
  try {
    const { done, failed } = await replicateDueFiles()
    if (failed) loop.log(`Replication: ${failed} uploaded file(s) not copied; tried again later.`)
    more = done === BATCH
  } catch (error) {
    loop.log(`Replication: the queue of uploaded files could not be read: ${String(error)}`)
  } finally {
    if (loop) {
      loop.running = false
      schedule(more ? 0 : TICK_MS)
    }
  }
}

/** A file was queued: copy it within a moment rather than at the next tick. */
function nudge() {
  if (loop && !loop.running) schedule(50)
}

/** Stops the loop with the server; what is queued stays queued for the next start. */
export function stopFileReplication() {
  if (!loop) return
  loop.stopped = true
  clearTimeout(loop.timer)
  loop = null
}
