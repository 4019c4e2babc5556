// `agency-site restore|revoke-tokens`: a backup put back while the site is stopped, checked first
// (app/ops/backup.server.ts), and every API token revoked on request.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { eq, gt } from 'drizzle-orm'
import { apiTokens, sessions, users } from '#db/schema.ts'
import { BackupRefused } from '#app/ops/backup-archive.server.ts'
import { readArchive } from '#app/ops/backup-archive-read.server.ts'
import { closeDb, getDb, runMigrations } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { privateDir, privateEmptyFile } from '#app/lib/private-files.server.ts'
import { uploadsRoot } from '#app/lib/upload-paths.server.ts'
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { checkBackup, openNative, readHeader, schemaOf } from '#app/ops/backup.server.ts'
import { codeOf, messageOf, propertyOf } from '#app/lib/property.ts'

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
    if (codeOf(error) === 'SQLITE_BUSY') {
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
  recordAuditOrLog({ action: 'revoke', entity: 'api-token', detail: `all ${revoked}` })
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
  recordAuditOrLog({
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
      recordAuditOrLog({
        action: error instanceof BackupRefused ? 'restore-refused' : 'restore-failed',
        entity: 'site',
        detail: messageOf(error).split('\n')[0],
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
    rmSync(staged.uploads, { recursive: true, force: true, maxRetries: 3 })
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
    const cause = propertyOf(error, 'cause')
    const reason = [messageOf(error).split('\n')[0], cause === undefined ? '' : messageOf(cause)]
      .filter(Boolean)
      .join(': ')
    try {
      for (const step of undo.reverse()) step()
    } catch (undoing) {
      throw new Error(
        `${file} could not be restored (${reason}), and putting the previous data back failed ` +
          `too (${messageOf(undoing)}): the previous database is ${previous} or ` +
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
