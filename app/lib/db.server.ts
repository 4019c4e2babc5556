// The only module that opens the database. Opened on first use, never at import time.
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from '#db/schema.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { makePrivate, privateDir, privateEmptyFile } from '#app/lib/private-files.server.ts'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

let instance: Db | undefined

// The single binary loads the native addon itself and leaves it here (see server/).
declare global {
  var __betterSqlite3Binding: unknown
}

/** The addon the single binary loaded, for better-sqlite3's `nativeBinding`. */
export function nativeBinding() {
  // better-sqlite3 takes the loaded addon object here as well as a path, but its types say a path.
  return globalThis.__betterSqlite3Binding as string | undefined
}

export function openDatabase(path: string): Db {
  if (path !== ':memory:') {
    const file = resolve(path)
    privateDir(dirname(file))
    // SQLite gives the -wal and -shm files the database file's own mode.
    privateEmptyFile(file)
    makePrivate(`${file}-wal`, `${file}-shm`)
  }
  const sqlite = new Database(path, { nativeBinding: nativeBinding() })
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return drizzle(sqlite, { schema })
}

export function getDb(): Db {
  instance ??= openDatabase(getEnv().DATABASE_PATH)
  return instance
}

/**
 * Runs `fn` in one transaction on the app's connection, committed when it returns and rolled back
 * when it throws; inside another such call, as a savepoint of it. Drizzle's own `db.transaction`
 * cannot nest (it sends BEGIN), so code that may run inside a content write uses this.
 */
export function atomically<T>(fn: () => T): T {
  return getDb().$client.transaction(fn).immediate()
}

export function runMigrations(db: Db = getDb()) {
  migrate(db, { migrationsFolder: resolve(getEnv().MIGRATIONS_DIR) })
}

export function closeDb() {
  instance?.$client.close()
  instance = undefined
}
