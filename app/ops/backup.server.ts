// `agency-site backup` and the server's own backups: a consistent copy of the live database and the
// uploads in one archive, safe while the site serves requests. Also what a restore checks a file
// with. The archive format is app/ops/backup-archive.server.ts.
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { BackupRefused, DATABASE_ENTRY, UPLOADS_PREFIX } from '#app/ops/backup-archive.server.ts'
import { listFiles, writeArchive } from '#app/ops/backup-archive-write.server.ts'
import { getDb, nativeBinding } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { privateDir, privateEmptyFile } from '#app/lib/private-files.server.ts'
import { uploadsRoot, VARIANTS_DIR } from '#app/lib/upload-paths.server.ts'
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { codeOf, messageOf } from '#app/lib/property.ts'
import { z } from 'zod'

// A few tables every version of this app has: a backup without them is not one of ours.
const REQUIRED_TABLES = ['__drizzle_migrations', 'users', 'site_settings']

// drizzle-kit's list of this version's migrations (db/migrations/meta/_journal.json).
const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) })

export const openNative = (path: string, options: Database.Options = {}) =>
  new Database(path, { ...options, nativeBinding: nativeBinding() })

function databasePath() {
  const path = resolve(getEnv().DATABASE_PATH)
  if (!existsSync(path)) throw new Error(`No database at ${path}`)
  return path
}

const ALL_PAGES = 0x7fffffff

/**
 * A consistent copy of the live database, safe while the site serves requests (SQLite's online
 * backup). Written beside the target first, so an interrupted backup never leaves a half file.
 */
export async function backupDatabase(file: string) {
  databasePath()
  const target = resolve(file)
  const partial = `${target}.partial`
  rmSync(partial, { force: true })
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 })
  try {
    privateEmptyFile(partial)
    // Copied a hundred pages a step, so a server taking its own backup keeps answering. A write by
    // another connection (the site, while the command line backs up) restarts the copy; after one
    // restart the rest goes in one step, under a read lock that writers in WAL mode do not wait for.
    let restarted = false
    let remaining = Infinity
    await getDb().$client.backup(partial, {
      progress: ({ remainingPages }) => {
        if (remainingPages > remaining) restarted = true
        remaining = remainingPages
        // Every page, however many the writers have added since `totalPages` was counted.
        return restarted ? ALL_PAGES : 100
      },
    })
    // The copy carries the live file's WAL mode, in which even a reader leaves -wal and -shm files
    // beside it; a backup is one file. The site turns WAL on again when it opens a restored copy.
    const copy = openNative(partial)
    try {
      copy.pragma('journal_mode = DELETE')
    } finally {
      copy.close()
    }
    renameSync(partial, target)
  } finally {
    rmSync(partial, { force: true })
  }
  return { file: target, bytes: statSync(target).size }
}

// Inside the uploads folder (so on its disk, where hard links work), never served, never backed up.
const SNAPSHOTS = '.backup-snapshots'
const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60 * 1000
// Uploads still arriving, the backups' own snapshots, and the images' resized copies (made again
// on their first request after a restore): nothing to keep.
const NOT_BACKED_UP = new Set(['.partial', SNAPSHOTS, VARIANTS_DIR])

/**
 * Adds to `snapshot` a hard link to every file under the uploads folder that it lacks: no bytes are
 * copied, and a file the site deletes afterwards stays readable here. Copies where links fail.
 */
async function snapshotUploads(snapshot: string) {
  const root = uploadsRoot()
  for (const path of await listFiles(root, NOT_BACKED_UP)) {
    const target = join(snapshot, path)
    if (existsSync(target)) continue
    await mkdir(dirname(target), { recursive: true, mode: 0o700 })
    try {
      await link(join(root, path), target)
    } catch (error) {
      const code = codeOf(error)
      // Removed since it was listed: it was no longer used.
      if (code === 'ENOENT') continue
      if (code === 'EEXIST') continue
      await copyFile(join(root, path), target).catch((e: { code?: string }) => {
        if (e.code !== 'ENOENT') throw e
      })
    }
  }
}

/** Removes snapshots that a killed backup left behind (a running one is minutes old at most). */
async function sweepSnapshots(now: number) {
  const dir = join(uploadsRoot(), SNAPSHOTS)
  for (const name of await readdir(dir).catch((): string[] => [])) {
    const info = await stat(join(dir, name)).catch(() => null)
    if (info && now - info.mtimeMs > SNAPSHOT_MAX_AGE_MS) {
      await rm(join(dir, name), { recursive: true, force: true })
    }
  }
}

/** The schema a database file is at: how many migrations it has had, and the newest one's stamp. */
export function schemaOf(file: string) {
  const db = openNative(file, { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare<[], { migrations: number; last: number | null }>(
        'SELECT count(*) AS migrations, max(created_at) AS last FROM __drizzle_migrations',
      )
      .get()
    return { migrations: row?.migrations ?? 0, lastMigrationAt: Number(row?.last ?? 0) }
  } finally {
    db.close()
  }
}

/** `site-2026-01-31T033000Z.tar.gz`: sorts by time, and has no colon (some disks refuse one). */
export function backupFileName(now: Date) {
  return `site-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '')}.tar.gz`
}

export type SiteBackup = {
  file: string
  bytes: number
  uploads: number
  uploadBytes: number
  ms: number
}

/**
 * `agency-site backup [FILE]`: the whole site in one archive (the database and the uploads folder,
 * with a manifest of checksums), safe while the site serves and writes. Without FILE, a dated name
 * in BACKUP_DIR. Written as `<FILE>.partial` and renamed when complete.
 *
 * The uploads are fixed by hard links before the database copy and again after it, so every file
 * the copied database names is in the archive even if the site deletes it meanwhile; a file added
 * meanwhile is at worst an extra one, which the sweep of unused uploads removes after a restore.
 */
export async function backupSite(
  file?: string,
  { appVersion = 'unknown', now = new Date() }: { appVersion?: string; now?: Date } = {},
): Promise<SiteBackup> {
  databasePath()
  const started = performance.now()
  const target = resolve(file ?? join(getEnv().BACKUP_DIR, backupFileName(now)))
  privateDir(dirname(target))
  const partial = `${target}.partial`
  const database = `${target}.database`
  privateDir(uploadsRoot())
  await sweepSnapshots(now.getTime())
  const snapshot = join(uploadsRoot(), SNAPSHOTS, randomBytes(8).toString('hex'))
  try {
    await mkdir(snapshot, { recursive: true, mode: 0o700 })
    await snapshotUploads(snapshot)
    await backupDatabase(database)
    await snapshotUploads(snapshot)
    const uploads = await listFiles(snapshot, new Set())
    const manifest = await writeArchive(
      partial,
      [
        { path: DATABASE_ENTRY, from: database },
        ...uploads.map((path) => ({ path: UPLOADS_PREFIX + path, from: join(snapshot, path) })),
      ],
      { appVersion, createdAt: now.toISOString(), database: schemaOf(database) },
    )
    renameSync(partial, target)
    recordAuditOrLog({ action: 'backup', entity: 'site', detail: target })
    return {
      file: target,
      bytes: statSync(target).size,
      uploads: uploads.length,
      uploadBytes: manifest.files.reduce((sum, f) => sum + f.size, 0) - statSync(database).size,
      ms: performance.now() - started,
    }
  } finally {
    rmSync(partial, { force: true })
    rmSync(database, { force: true })
    await rm(snapshot, { recursive: true, force: true })
  }
}

/** The first 16 bytes, where SQLite writes its magic string (without reading a large file whole). */
export function readHeader(file: string) {
  const bytes = Buffer.alloc(16)
  const fd = openSync(file, 'r')
  try {
    return bytes.subarray(0, readSync(fd, bytes, 0, 16, 0)).toString('latin1')
  } finally {
    closeSync(fd)
  }
}

/**
 * Throws unless `file` is an intact SQLite database of this app, no newer than this version.
 * `name` is how the messages call it.
 */
export function checkBackup(file: string, name = file) {
  const header = readHeader(file)
  if (header !== 'SQLite format 3\0') throw new BackupRefused(`${name} is not a SQLite database`)
  const db = openNative(file, { readonly: true, fileMustExist: true })
  try {
    const check = db.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new BackupRefused(`${name} is damaged: ${String(check)}`)
    const tables = new Set(
      db
        .prepare<unknown[], string>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .pluck()
        .all(),
    )
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t))
    if (missing.length) {
      throw new BackupRefused(`${name} is not a backup of this site (no ${missing[0]})`)
    }
    const newest = db.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get()
    const journal = JournalSchema.parse(
      JSON.parse(
        readFileSync(join(resolve(getEnv().MIGRATIONS_DIR), 'meta/_journal.json'), 'utf8'),
      ),
    )
    const known = Math.max(0, ...journal.entries.map((e) => e.when))
    if (Number(newest ?? 0) > known) {
      throw new BackupRefused(`${name} was made by a newer version of the site; upgrade first`)
    }
  } catch (error) {
    // SQLite's own refusal of a file (SQLITE_NOTADB, SQLITE_CORRUPT) is a damaged backup too.
    if (error instanceof BackupRefused) throw error
    throw new BackupRefused(`${name} is damaged: ${messageOf(error)}`)
  } finally {
    db.close()
  }
}
