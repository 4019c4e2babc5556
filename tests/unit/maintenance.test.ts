import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, test } from 'vitest'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { getEnv, resetEnv } from '#app/lib/env.server.ts'
import { backupDatabase } from '#app/ops/backup.server.ts'
import { createAdmin } from '#app/ops/create-admin.server.ts'
import { restoreDatabase } from '#app/ops/restore.server.ts'
import { countUsers } from '#app/models/user.server.ts'
import { getApiUser, issueApiToken } from '#app/api/api-auth.server.ts'
import { getSession } from '#app/auth/session.server.ts'
import { sessions } from '#db/schema.ts'
import { sessionCookieFor } from '#tests/support/auth.ts'

const bearer = (token: string) =>
  new Request('http://localhost/api/blogs', { headers: { Authorization: `Bearer ${token}` } })

const here = (name: string) => join(dirname(getEnv().DATABASE_PATH), name)
const admin = (email: string) => ({ email, name: 'Owner', password: 'a-long-enough-password' })

describe('backup and restore', () => {
  test('a backup taken while the database is open restores to the same rows', async () => {
    await createAdmin(admin('first@example.com'))
    const { file, bytes } = await backupDatabase(here('backup.db'))
    expect(bytes).toBeGreaterThan(0)
    await createAdmin(admin('after-backup@example.com'))
    expect(countUsers()).toBe(2)

    const result = restoreDatabase(file)
    expect(countUsers()).toBe(1)
    expect(result.previous && existsSync(result.previous)).toBe(true)
    expect(existsSync(`${file}.partial`)).toBe(false)
  })

  test('restore onto a new machine creates the data folder', async () => {
    await createAdmin(admin('first@example.com'))
    const { file } = await backupDatabase(here('backup.db'))
    closeDb()
    process.env.DATABASE_PATH = here('new-machine/data/site.db')
    resetEnv()
    const result = restoreDatabase(file)
    expect(result.previous).toBeUndefined()
    expect(countUsers()).toBe(1)
  })

  test('restore refuses a file that is not SQLite, and leaves the database alone', async () => {
    await createAdmin(admin('first@example.com'))
    writeFileSync(here('junk.db'), 'certainly not a database, but long enough to have a header')
    expect(() => restoreDatabase(here('junk.db'))).toThrow('is not a SQLite database')
    expect(countUsers()).toBe(1)
  })

  test('restore refuses a SQLite database of another app', () => {
    const other = new Database(here('other.db'))
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY)')
    other.close()
    expect(() => restoreDatabase(here('other.db'))).toThrow('is not a backup of this site')
  })

  test('restore refuses a backup made by a newer version', async () => {
    const { file } = await backupDatabase(here('newer.db'))
    const newer = new Database(file)
    newer
      .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
      .run('future', Date.now() + 1e12)
    newer.close()
    expect(() => restoreDatabase(file)).toThrow('newer version')
  })

  test('restore refuses while another connection (the running site) holds the database open', async () => {
    const { file } = await backupDatabase(here('backup.db'))
    closeDb()
    const site = new Database(getEnv().DATABASE_PATH)
    site.prepare('SELECT count(*) FROM users').get()
    try {
      expect(() => restoreDatabase(file)).toThrow('stop the site before restoring')
      expect(existsSync(`${getEnv().DATABASE_PATH}.restoring`)).toBe(false)
    } finally {
      site.close()
    }
    expect(() => restoreDatabase(file)).not.toThrow()
    expect(getDb().$client.pragma('journal_mode', { simple: true })).toBe('wal')
  })

  test('create-admin needs a database the site has started on', async () => {
    process.env.DATABASE_PATH = here('missing/site.db')
    resetEnv()
    await expect(createAdmin(admin('x@example.com'))).rejects.toThrow('start the site once first')
  })
})

describe('restore cannot bring an attacker back', () => {
  test('every session from before the restore ends', async () => {
    const owner = await createAdmin(admin('first@example.com'))
    // A session that the backup holds: an attacker's, say, signed in when the backup was made.
    const cookie = await sessionCookieFor(owner.id)
    const { file } = await backupDatabase(here('backup.db'))
    const request = () => new Request('http://localhost/admin', { headers: { Cookie: cookie } })
    expect(await getSession(request())).not.toBeNull()
    const result = restoreDatabase(file)
    expect(result.sessionsEnded).toBe(1)
    expect(await getSession(request())).toBeNull()
    expect(getDb().select().from(sessions).all()).toHaveLength(0)
  })

  test('the copy’s API tokens are listed, and revoked with revokeTokens', async () => {
    const owner = await createAdmin(admin('first@example.com'))
    const token = issueApiToken(owner.id)
    const { file } = await backupDatabase(here('backup.db'))
    const listed = restoreDatabase(file)
    expect(listed.tokens).toEqual([
      expect.objectContaining({ owner: 'first@example.com', expiresAt: expect.any(Date) }),
    ])
    expect(getApiUser(bearer(token))).not.toBeNull()

    const revoked = restoreDatabase(file, { revokeTokens: true })
    expect(revoked.tokensRevoked).toBe(1)
    expect(revoked.tokens).toEqual([])
    expect(getApiUser(bearer(token))).toBeNull()
  })
})
