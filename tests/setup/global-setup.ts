// Migrate once into a base file; every test gets its own copy of it (see test-db.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDb, getDb, runMigrations } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'

export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'agency-test-'))
  const base = join(dir, 'base.db')
  process.env.DATABASE_PATH = base
  resetEnv()
  runMigrations(getDb())
  getDb().$client.pragma('wal_checkpoint(TRUNCATE)')
  closeDb()
  process.env.TEST_BASE_DB = base
  process.env.TEST_TMP_DIR = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
