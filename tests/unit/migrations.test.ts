import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, test } from 'vitest'
import * as schema from '#db/schema.ts'
import { boot } from '#app/ops/boot.server.ts'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'

const tables: SQLiteTable[] = Object.values(schema).flatMap((v) => (is(v, SQLiteTable) ? [v] : []))

/** Sets environment variables for one test and always puts them back, even when it fails. */
async function withEnv(vars: Record<string, string>, run: () => Promise<void>) {
  Object.assign(process.env, vars)
  resetEnv()
  try {
    await run()
  } finally {
    for (const name of Object.keys(vars)) delete process.env[name]
    resetEnv()
  }
}

function useEmptyFile() {
  const dir = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'empty-'))
  process.env.DATABASE_PATH = join(dir, 'site.db')
  process.env.UPLOADS_DIR = join(dir, 'uploads')
  closeDb()
  resetEnv()
}

function snapshot() {
  const db = getDb().$client
  const objects = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
  const counts = Object.fromEntries(
    tables.map((t) => {
      const name = getTableConfig(t).name
      return [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]
    }),
  )
  return { objects, counts }
}

describe('migrations and boot', () => {
  test('an empty file gets every table of the schema, in WAL mode with foreign keys on', async () => {
    useEmptyFile()
    await withEnv({ SEED_DEMO: 'false' }, async () => {
      await boot({ log: () => {} })
      const db = getDb().$client
      const names = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string
        }[]
      ).map((r) => r.name)
      for (const t of tables) expect(names).toContain(getTableConfig(t).name)
      expect(tables.length).toBeGreaterThanOrEqual(20)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    })
  })

  test('a second start changes nothing: same schema, same rows, no second admin or demo content', async () => {
    useEmptyFile()
    const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-enough-password' }
    await withEnv(admin, async () => {
      const first = await boot({ log: () => {} })
      expect(first.freshDatabase).toBe(true)
      const before = snapshot()
      expect(before.counts.users).toBe(1)
      expect(before.counts.services).toBeGreaterThan(0)

      closeDb()
      const second = await boot({ log: () => {} })
      expect(second.freshDatabase).toBe(false)
      expect(snapshot()).toEqual(before)
    })
  })

  test('without admin credentials, a start prints a one-time setup link', async () => {
    useEmptyFile()
    const lines: string[] = []
    const result = await boot({ log: (l) => lines.push(l) })
    expect(result.setupUrl).toMatch(/\/admin\/setup\?token=[\w-]{40,}$/)
    expect(lines.join('\n')).toContain(result.setupUrl)
  })
})
