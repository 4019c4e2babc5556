// A write transaction takes SQLite's write lock when it begins (BEGIN IMMEDIATE), so another
// process committing in the middle of it (the operator's create-admin, a test's own connection)
// makes it wait its busy timeout, never fail: a deferred transaction that had already read would
// get SQLITE_BUSY at its first write, and an admin's save said "Failed to save post" under load.
import Database from 'better-sqlite3'
import { expect, test } from 'vitest'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'

test('a write transaction that read first is not undone by another connection committing', () => {
  const app = getDb().$client
  app.exec('CREATE TABLE IF NOT EXISTS lock_probe (who TEXT)')
  const other = new Database(getEnv().DATABASE_PATH)
  other.pragma('busy_timeout = 0')
  let otherWrote: boolean | undefined
  try {
    atomically(() => {
      app.prepare('SELECT count(*) FROM lock_probe').get()
      try {
        other.prepare("INSERT INTO lock_probe VALUES ('other')").run()
        otherWrote = true
      } catch {
        otherWrote = false
      }
      app.prepare("INSERT INTO lock_probe VALUES ('app')").run()
    })
  } finally {
    other.close()
  }
  // The other connection found the lock taken; the app's write is stored.
  expect(otherWrote).toBe(false)
  expect(app.prepare('SELECT who FROM lock_probe').pluck().all()).toEqual(['app'])
})
