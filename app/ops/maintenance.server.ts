// Operator commands behind `agency-site backup|restore|revoke-tokens|create-admin` (server/cli.mjs). They work on
// the database named by DATABASE_PATH and the uploads in UPLOADS_DIR, while the site runs (backup)
// or while it is stopped (restore). The archive format is app/ops/backup-archive.server.ts.
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
import { eq, gt } from 'drizzle-orm'
import { apiTokens, sessions, users } from '#db/schema.ts'
import {
  BackupRefused,
  DATABASE_ENTRY,
  listFiles,
  readArchive,
  UPLOADS_PREFIX,
  writeArchive,
} from '#app/ops/backup-archive.server.ts'
import { closeDb, getDb, runMigrations } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { privateDir, privateEmptyFile } from '#app/lib/private-files.server.ts'
import { uploadsRoot, VARIANTS_DIR } from '#app/lib/upload-paths.server.ts'
import { recordAudit } from '#app/models/audit.server.ts'
import { createUser, type PublicUser } from '#app/models/user.server.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'

// A few tables every version of this app has: a backup without them is not one of ours.
const REQUIRED_TABLES = ['__drizzle_migrations', 'users', 'site_settings']

const openNative = (path: string, options: Database.Options = {}) =>
  new Database(path, {
    ...options,
    nativeBinding: globalThis.__betterSqlite3Binding as string | undefined,
  })

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
      const code = (error as { code?: string }).code
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
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const info = await stat(join(dir, name)).catch(() => null)
    if (info && now - info.mtimeMs > SNAPSHOT_MAX_AGE_MS) {
      await rm(join(dir, name), { recursive: true, force: true })
    }
  }
}

/** The schema a database file is at: how many migrations it has had, and the newest one's stamp. */
function schemaOf(file: string) {
  const db = openNative(file, { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare('SELECT count(*) AS migrations, max(created_at) AS last FROM __drizzle_migrations')
      .get() as { migrations: number; last: number | null }
    return { migrations: row.migrations, lastMigrationAt: Number(row.last ?? 0) }
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
    recordAudit({ action: 'backup', entity: 'site', detail: target })
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
function readHeader(file: string) {
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
function checkBackup(file: string, name = file) {
  const header = readHeader(file)
  if (header !== 'SQLite format 3\0') throw new BackupRefused(`${name} is not a SQLite database`)
  const db = openNative(file, { readonly: true, fileMustExist: true })
  try {
    const check = db.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new BackupRefused(`${name} is damaged: ${String(check)}`)
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    )
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t))
    if (missing.length) {
      throw new BackupRefused(`${name} is not a backup of this site (no ${missing[0]})`)
    }
    const newest = db.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get()
    const journal = JSON.parse(
      readFileSync(join(resolve(getEnv().MIGRATIONS_DIR), 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] }
    const known = Math.max(0, ...journal.entries.map((e) => e.when))
    if (Number(newest ?? 0) > known) {
      throw new BackupRefused(`${name} was made by a newer version of the site; upgrade first`)
    }
  } catch (error) {
    // SQLite's own refusal of a file (SQLITE_NOTADB, SQLITE_CORRUPT) is a damaged backup too.
    if (error instanceof BackupRefused) throw error
    throw new BackupRefused(`${name} is damaged: ${(error as Error).message}`)
  } finally {
    db.close()
  }
}

/**
 * Fold the WAL into the live file and close it, failing fast if another process (the running site)
 * holds it open: in WAL mode every open connection keeps a shared lock until it closes.
 */
function quiesce(path: string) {
  const db = openNative(path, { timeout: 0 })
  try {
    db.pragma('locking_mode = EXCLUSIVE')
    db.exec('BEGIN EXCLUSIVE; COMMIT')
    db.pragma('wal_checkpoint(TRUNCATE)')
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new BackupRefused(`the database ${path} is in use: stop the site before restoring`)
    }
    throw error
  } finally {
    db.close()
  }
}

/** An API token as the operator sees it after a restore: never the secret, which is not stored. */
export type TokenSummary = { id: number; owner: string; createdAt: Date; expiresAt: Date }

/** The API tokens that still work, with their owners. */
function liveTokens(): TokenSummary[] {
  return getDb()
    .select({
      id: apiTokens.id,
      owner: users.email,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(gt(apiTokens.expiresAt, new Date()))
    .all()
}

/** `agency-site revoke-tokens`: every API token stops working; clients sign in again. */
export function revokeAllTokens(): number {
  runMigrations(getDb())
  const revoked = getDb().delete(apiTokens).run().changes
  recordAudit({ action: 'revoke', entity: 'api-token', detail: `all ${revoked}` })
  return revoked
}

/**
 * Replace the database with a backup, then migrate it to this version. The replaced database is
 * kept as `<name>.before-restore`; stale -wal/-shm files are removed so they never apply to it.
 * Every session in the copy is ended: a browser signed in before the restore (an attacker's
 * included) must sign in again, with the password as it was when the backup was made. The copy's
 * API tokens are listed, or revoked with `revokeTokens`.
 */
export function restoreDatabase(file: string, { revokeTokens = false } = {}) {
  const source = resolve(file)
  if (!existsSync(source)) throw new Error(`No file at ${source}`)
  checkBackup(source)
  closeDb()
  const target = resolve(getEnv().DATABASE_PATH)
  const staging = `${target}.restoring`
  const previous = `${target}.before-restore`
  // Copy through SQLite rather than byte for byte: the copy is consistent even if the backup file
  // itself still has a WAL beside it.
  const src = openNative(source, { readonly: true })
  try {
    // A new machine restores before its first start: there is no data folder yet.
    privateDir(dirname(target))
    rmSync(staging, { force: true })
    privateEmptyFile(staging)
    src.prepare('VACUUM INTO ?').run(staging)
  } finally {
    src.close()
  }
  if (existsSync(target)) {
    try {
      quiesce(target)
    } catch (error) {
      // A refused restore leaves nothing behind: the staged copy is as large as the database.
      rmSync(staging, { force: true })
      throw error
    }
    renameSync(target, previous)
  }
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(target + suffix, { force: true })
  renameSync(staging, target)
  // Every page was rendered from the database this one replaces.
  publicContentChanged()
  runMigrations(getDb())
  return {
    file: target,
    previous: existsSync(previous) ? previous : undefined,
    ...endAccess(revokeTokens, source),
  }
}

/**
 * After a restore: every session ends; the copy's API tokens are listed, or revoked. The audit row
 * is written into the restored database: the log the site now serves says what replaced it.
 */
function endAccess(revokeTokens: boolean, source: string) {
  const sessionsEnded = getDb().delete(sessions).run().changes
  const tokensRevoked = revokeTokens ? getDb().delete(apiTokens).run().changes : 0
  recordAudit({
    action: 'restore',
    entity: 'site',
    detail: `from ${source}; ${sessionsEnded} session(s) ended, ${tokensRevoked} token(s) revoked`,
  })
  return { sessionsEnded, tokensRevoked, tokens: liveTokens() }
}

export type SiteRestore = ReturnType<typeof restoreDatabase> & {
  /** Whether the uploads folder came back too (an archive), or was left alone (an old .db file). */
  archive?: {
    uploads: string
    previousUploads?: string
    files: number
    createdAt: string
    appVersion: string
  }
}

/**
 * `agency-site restore FILE`: a backup archive (app/ops/backup-archive.server.ts), or a database
 * file of the kind older versions wrote (the uploads are then left alone). The whole archive is
 * unpacked beside the live data and proved (checksums, paths, size, PRAGMA integrity_check, a
 * database of this site no newer than this version) before anything is swapped; a refusal changes
 * nothing. Then the uploads folder and the database are renamed into place, the replaced ones kept
 * as `<name>.before-restore`; should a step fail, the ones before are renamed back.
 */
export async function restoreSite(
  file: string,
  options: { revokeTokens?: boolean } = {},
): Promise<SiteRestore> {
  try {
    return await replaceSite(file, options)
  } catch (error) {
    // A refused or undone restore leaves the live database as it was: the attempt is written
    // there, with its reason (a restore that went through is written into the restored copy).
    if (existsSync(resolve(getEnv().DATABASE_PATH))) {
      recordAudit({
        action: error instanceof BackupRefused ? 'restore-refused' : 'restore-failed',
        entity: 'site',
        detail: (error as Error).message.split('\n')[0],
      })
      closeDb()
    }
    throw error
  }
}

async function replaceSite(file: string, { revokeTokens = false } = {}): Promise<SiteRestore> {
  const source = resolve(file)
  if (!existsSync(source)) throw new Error(`No file at ${source}`)
  const magic = readHeader(source)
  const refused = (reason: string) =>
    new BackupRefused(`${file} was not restored: ${reason}. Nothing was changed.`)
  if (magic === 'SQLite format 3\0') {
    try {
      return restoreDatabase(source, { revokeTokens })
    } catch (error) {
      if (error instanceof BackupRefused) throw refused(error.message)
      throw error
    }
  }
  if (!magic.startsWith('\x1f\x8b')) {
    throw refused('it is neither a backup archive nor a SQLite database')
  }

  const target = resolve(getEnv().DATABASE_PATH)
  const uploads = uploadsRoot()
  const staged = { database: `${target}.restoring`, uploads: `${uploads}.restoring` }
  const clean = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(staged.database + suffix, { force: true })
    rmSync(staged.uploads, { recursive: true, force: true })
  }
  // A new machine restores before its first start: there are no folders yet.
  privateDir(dirname(target))
  mkdirSync(dirname(uploads), { recursive: true })
  clean()
  let manifest
  try {
    manifest = await readArchive(source, staged)
    checkBackup(staged.database, 'its database')
    const schema = schemaOf(staged.database)
    if (schema.migrations !== manifest.database.migrations) {
      throw new BackupRefused('its database is not the one its manifest describes')
    }
    closeDb()
    if (existsSync(target)) quiesce(target)
  } catch (error) {
    clean()
    if (error instanceof BackupRefused) throw refused(error.message)
    throw error
  }

  const previous = `${target}.before-restore`
  const previousUploads = `${uploads}.before-restore`
  const undo: (() => void)[] = []
  try {
    if (existsSync(uploads)) {
      rmSync(previousUploads, { recursive: true, force: true })
      renameSync(uploads, previousUploads)
      undo.push(() => renameSync(previousUploads, uploads))
    }
    renameSync(staged.uploads, uploads)
    undo.push(() => renameSync(uploads, staged.uploads))
    if (existsSync(target)) {
      renameSync(target, previous)
      undo.push(() => renameSync(previous, target))
    }
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(target + suffix, { force: true })
    renameSync(staged.database, target)
    undo.push(() => renameSync(target, staged.database))
    // Every page was rendered from the data this replaces.
    publicContentChanged()
    runMigrations(getDb())
  } catch (error) {
    closeDb()
    // A failed migration's message holds its whole SQL; its cause says what went wrong.
    const { message, cause } = error as Error & { cause?: Error }
    const reason = [message.split('\n')[0], cause?.message].filter(Boolean).join(': ')
    try {
      for (const step of undo.reverse()) step()
    } catch (undoing) {
      throw new Error(
        `${file} could not be restored (${reason}), and putting the previous data back failed ` +
          `too (${(undoing as Error).message}): the previous database is ${previous} or ` +
          `${target}, the previous uploads ${previousUploads} or ${uploads}`,
      )
    }
    clean()
    throw new Error(`${file} could not be restored: ${reason}. The site was left as it was.`)
  }
  return {
    file: target,
    previous: existsSync(previous) ? previous : undefined,
    ...endAccess(revokeTokens, source),
    archive: {
      uploads,
      previousUploads: existsSync(previousUploads) ? previousUploads : undefined,
      files: manifest.files.length - 1,
      createdAt: manifest.createdAt,
      appVersion: manifest.appVersion,
    },
  }
}

/**
 * `agency-site create-admin`: another administrator account. Only on a database the site has
 * started on once: creating it here would skip the demo content a brand-new database gets.
 */
export async function createAdmin(input: {
  email: string
  name: string
  password: string
}): Promise<PublicUser> {
  const path = resolve(getEnv().DATABASE_PATH)
  if (!existsSync(path)) {
    throw new Error(
      `No database at ${path} yet: start the site once first, then add administrators`,
    )
  }
  runMigrations(getDb())
  return createUser(input)
}
