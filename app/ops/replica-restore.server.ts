// `agency-site restore-replica [--timestamp T]`: the way back on a new machine (docs/deploy.md,
// "Restore from the replica"). Litestream rebuilds the newest database (or the one of a moment in
// its retention) from REPLICA_URL, the uploads come from the folder beside it, and both are checked
// in a staging place first: the database whole (integrity_check, this site's tables, not newer
// than this version), every file it refers to present. Only then are they moved into place; until
// then nothing is touched and nothing starts.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'
import { privateDir } from '#app/lib/private-files.server.ts'
import { UPLOAD_FOLDERS, uploadsRoot } from '#app/lib/upload-paths.server.ts'
import { BackupRefused } from '#app/ops/backup-archive.server.ts'
import { checkBackup, openNative } from '#app/ops/backup.server.ts'
import {
  litestreamProgram,
  replicaTarget,
  writeLitestreamConfig,
} from '#app/ops/replica-target.server.ts'
import { transportFor } from '#app/ops/replica-transport.server.ts'

/**
 * A restore from the replica refused before anything was put in place: told to the operator on the
 * command line (server/cli.mjs), never written to the audit log, which is not open yet.
 */
export class ReplicaRefused extends BackupRefused {}

export type ReplicaRestore = {
  target: string
  database: string
  uploads: string
  files: number
  /** Files the database refers to that the replica lacked (only with `acceptMissing`). */
  missing: string[]
}

export async function restoreReplica({
  timestamp,
  acceptMissing = false,
}: { timestamp?: string; acceptMissing?: boolean } = {}): Promise<ReplicaRestore> {
  const target = replicaTarget()
  if (!target)
    throw new ReplicaRefused('REPLICA_URL is not set: it names the replica to restore from')
  const database = resolve(getEnv().DATABASE_PATH)
  const uploads = uploadsRoot()
  // For a new machine: what is here already is never overwritten.
  if (existsSync(database)) {
    throw new ReplicaRefused(
      `there is a database at ${database} already: restore-replica is for a new machine (move it ` +
        'away first, or use `restore` with a backup archive)',
    )
  }
  if (holdsFiles(uploads)) {
    throw new ReplicaRefused(
      `the uploads folder ${uploads} holds files already: move it away first`,
    )
  }
  const at = timestamp === undefined ? undefined : pointInTime(timestamp)
  const staged = { database: `${database}.restoring`, uploads: `${uploads}.restoring` }
  const clean = () => {
    // Litestream writes `<output>.tmp` (with its -wal and -shm) and renames it when done.
    for (const file of [staged.database, `${staged.database}.tmp`]) {
      for (const path of [file, `${file}-shm`, `${file}-wal`]) rmSync(path, { force: true })
    }
    rmSync(staged.uploads, { recursive: true, force: true })
  }
  clean()
  try {
    privateDir(resolve(database, '..'))
    const config = writeLitestreamConfig(target, database)
    await litestream([
      'restore',
      '-no-expand-env',
      '-config',
      config,
      '-o',
      staged.database,
      ...(at ? ['-timestamp', at] : []),
      database,
    ])
    if (!existsSync(staged.database)) {
      throw new ReplicaRefused(`${target.label} holds no copy of the database`)
    }
    checkBackup(staged.database, `the database from ${target.label}`)
    await transportFor(target).fetchAll(staged.uploads)
    const missing = missingFiles(staged.database, staged.uploads)
    if (missing.length && !acceptMissing) {
      throw new ReplicaRefused(
        `${missing.length} file(s) the database uses are not on the replica: ` +
          `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ' ...' : ''}. Nothing was ` +
          'changed; run again with --accept-missing to restore without them',
      )
    }
    renameSync(staged.database, database)
    rmSync(uploads, { recursive: true, force: true })
    renameSync(staged.uploads, uploads)
    return {
      target: target.label,
      database,
      uploads,
      files: countFiles(uploads),
      missing,
    }
  } finally {
    clean()
  }
}

/** Litestream takes a time in RFC 3339 (2026-11-29T05:00:00Z); a time without a zone is UTC. */
function pointInTime(text: string): string {
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`
  const date = new Date(withZone)
  if (Number.isNaN(date.getTime())) {
    throw new ReplicaRefused(`--timestamp ${text} is not a time such as 2026-11-29T05:00:00Z`)
  }
  return date.toISOString()
}

function litestream(args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(litestreamProgram(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk).slice(-4_000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) => fail(new Error(`Litestream could not start: ${error.message}`)))
    child.on('exit', (code) => {
      if (code === 0) return done()
      const said = output
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .pop()
      fail(new ReplicaRefused(`Litestream could not restore: ${said ?? `exit ${code}`}`))
    })
  })
}

/** The stored files the database refers to (items, their trash, their versions) that are absent. */
function missingFiles(database: string, uploads: string): string[] {
  const db = openNative(database, { readonly: true, fileMustExist: true })
  try {
    const urls = db
      .prepare<unknown[], string>(
        'SELECT url FROM upload_refs UNION SELECT url FROM revision_uploads',
      )
      .pluck()
      .all()
    return urls
      .filter((url) => url.startsWith('/uploads/'))
      .filter((url) => !existsSync(join(uploads, url.slice('/uploads/'.length))))
  } finally {
    db.close()
  }
}

function holdsFiles(uploads: string): boolean {
  return countFiles(uploads) > 0
}

function countFiles(uploads: string): number {
  let n = 0
  for (const folder of UPLOAD_FOLDERS) {
    try {
      n += readdirSync(join(uploads, folder)).filter((name) => !name.startsWith('.')).length
    } catch {
      // No such folder: nothing stored there.
    }
  }
  return n
}
