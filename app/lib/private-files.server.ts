// What the site writes is its own: the database, backups and uploads are created readable by the
// site's user only, whatever the umask of the shell or service that started it (docs/security.md).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'

export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIR_MODE = 0o700

/** The folder (and any parents it creates), owner-only; an existing one is tightened too. */
export function privateDir(path: string) {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  chmodSync(path, PRIVATE_DIR_MODE)
}

/** An empty owner-only file where there is none yet, for a writer (SQLite) that would use 0644. */
export function privateEmptyFile(path: string) {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE))
  chmodSync(path, PRIVATE_FILE_MODE)
}

/** Tightens files that exist (written by an older version, or by a library). */
export function makePrivate(...paths: string[]) {
  for (const path of paths) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE)
}
