// Operator commands behind `agency-site backup|restore|revoke-tokens|create-admin` (server/cli.mjs). They work on
// the database named by DATABASE_PATH, while the site runs (backup) or while it is stopped (restore).
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
import { dirname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { eq, gt } from 'drizzle-orm'
import { apiTokens, sessions, users } from '#db/schema.ts'
import { closeDb, getDb, runMigrations } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { privateDir, privateEmptyFile } from './private-files.server.ts'
import { createUser, type PublicUser } from '#app/models/user.server.ts'
import { publicContentChanged } from './page-cache.server.ts'

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
    await getDb().$client.backup(partial)
    renameSync(partial, target)
  } finally {
    rmSync(partial, { force: true })
  }
  return { file: target, bytes: statSync(target).size }
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

/** Throws unless `file` is an intact SQLite database of this app, no newer than this version. */
function checkBackup(file: string) {
  const header = readHeader(file)
  if (header !== 'SQLite format 3\0') throw new Error(`${file} is not a SQLite database`)
  const db = openNative(file, { readonly: true, fileMustExist: true })
  try {
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`)
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    )
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t))
    if (missing.length) throw new Error(`${file} is not a backup of this site (no ${missing[0]})`)
    const newest = db.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get()
    const journal = JSON.parse(
      readFileSync(join(resolve(getEnv().MIGRATIONS_DIR), 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] }
    const known = Math.max(0, ...journal.entries.map((e) => e.when))
    if (Number(newest ?? 0) > known) {
      throw new Error(`${file} was made by a newer version of the site; upgrade first`)
    }
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
      throw new Error(`The database ${path} is in use: stop the site before restoring`)
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
  return getDb().delete(apiTokens).run().changes
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
  const sessionsEnded = getDb().delete(sessions).run().changes
  const tokensRevoked = revokeTokens ? getDb().delete(apiTokens).run().changes : 0
  return {
    file: target,
    previous: existsSync(previous) ? previous : undefined,
    sessionsEnded,
    tokensRevoked,
    tokens: liveTokens(),
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
