// Backups the server takes by itself, for operators without a timer of their own (docs/deploy.md):
// with BACKUP_INTERVAL_HOURS set, an archive in BACKUP_DIR every so many hours, the newest
// BACKUP_KEEP kept. One line in the log per backup; a failed one is logged and tried again at the
// next turn. The timer never keeps the process alive, and two backups never run at once.
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'
import { backupSite } from '#app/ops/backup.server.ts'

// The names backupSite gives (backupFileName): only these are counted and pruned, never a file the
// operator put in the folder.
const SCHEDULED = /^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/
const LEFT_BY_A_KILLED_RUN = /^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz\.(partial|database)/
const DAY_MS = 24 * 60 * 60 * 1000
// Not during the start itself, and not at every start of a server that keeps restarting.
export const FIRST_DELAY_MS = 60_000

type Log = (line: string) => void

/** How long until the next backup: an interval after the newest one in the folder, or soon. */
export function nextBackupDelay(now: number, newest: number | undefined, intervalMs: number) {
  if (newest === undefined) return FIRST_DELAY_MS
  return Math.max(FIRST_DELAY_MS, newest + intervalMs - now)
}

function scheduledIn(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => SCHEDULED.test(name))
      .sort()
  } catch {
    return []
  }
}

/** When the newest backup in `dir` was written, if there is one. */
export function newestBackupAt(dir: string): number | undefined {
  const newest = scheduledIn(dir).at(-1)
  return newest ? statSync(join(dir, newest)).mtimeMs : undefined
}

/**
 * Removes all but the newest `keep` backups in `dir` (by the time in their names), and what runs
 * killed midway left behind more than a day ago. Returns the names removed.
 */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  const removed = scheduledIn(dir).slice(0, -keep)
  for (const name of readdirSync(dir)) {
    if (!LEFT_BY_A_KILLED_RUN.test(name)) continue
    if (now - statSync(join(dir, name)).mtimeMs > DAY_MS) removed.push(name)
  }
  for (const name of removed) rmSync(join(dir, name), { force: true })
  return removed
}

let running = false

/**
 * One scheduled backup, then the pruning, and one line in the log either way. A call while one
 * runs does nothing ('busy').
 */
export async function runScheduledBackup({
  log,
  appVersion,
  now = new Date(),
}: {
  log: Log
  appVersion?: string
  now?: Date
}): Promise<'done' | 'failed' | 'busy'> {
  if (running) return 'busy'
  running = true
  const env = getEnv()
  try {
    const backup = await backupSite(undefined, { appVersion, now })
    const removed = pruneBackups(resolve(env.BACKUP_DIR), env.BACKUP_KEEP, now.getTime())
    log(
      `Backup: ${backup.file} (${(backup.bytes / 1024 ** 2).toFixed(1)} MB, the database and ` +
        `${backup.uploads} uploaded file(s)) in ${(backup.ms / 1000).toFixed(1)} s` +
        (removed.length ? `; removed ${removed.length} older one(s).` : '.'),
    )
    return 'done'
  } catch (error) {
    log(
      `Backup failed: ${error instanceof Error ? error.message : String(error)}; ` +
        `trying again in ${env.BACKUP_INTERVAL_HOURS} h.`,
    )
    return 'failed'
  } finally {
    running = false
  }
}

let timer: NodeJS.Timeout | undefined

/** Starts the schedule when BACKUP_INTERVAL_HOURS asks for one (server/serve.mjs). */
export function startScheduledBackups({ log, appVersion }: { log: Log; appVersion?: string }) {
  const env = getEnv()
  if (!env.BACKUP_INTERVAL_HOURS) return
  const dir = resolve(env.BACKUP_DIR)
  const intervalMs = env.BACKUP_INTERVAL_HOURS * 60 * 60 * 1000
  const plan = (delay: number) => {
    timer = setTimeout(async () => {
      await runScheduledBackup({ log, appVersion })
      // The next turn counts from the end of this one: a slow backup never overlaps the next.
      if (timer) plan(intervalMs)
    }, delay)
    timer.unref()
  }
  const delay = nextBackupDelay(Date.now(), newestBackupAt(dir), intervalMs)
  plan(delay)
  log(
    `Backups: every ${env.BACKUP_INTERVAL_HOURS} h into ${dir}, the newest ${env.BACKUP_KEEP} ` +
      `kept; the next in ${Math.ceil(delay / 60_000)} min.`,
  )
}

export function stopScheduledBackups() {
  clearTimeout(timer)
  timer = undefined
}
