// Each test runs against its own copy of the migrated base database, in its own folder with its
// own uploads folder: real SQLite, real files, nothing shared between tests.
import { copyFileSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { closeDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'

beforeEach(() => {
  const dir = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'case-'))
  const file = join(dir, 'site.db')
  copyFileSync(process.env.TEST_BASE_DB!, file)
  process.env.DATABASE_PATH = file
  process.env.UPLOADS_DIR = join(dir, 'uploads')
  process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret'
  // Every test renders from 127.0.0.1; the render budget has its own test (render-budget.test.ts).
  process.env.RENDER_BUDGET ??= '0'
  closeDb()
  resetEnv()
})

afterEach(() => {
  closeDb()
})
