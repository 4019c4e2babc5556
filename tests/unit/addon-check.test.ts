// The single binary checks its unpacked SQLite addon against the hash recorded at build time before
// loading it (server/binary.mjs): a swapped file is never loaded.
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'
import { getEnv } from '#app/lib/env.server.ts'
import { addonIsIntact, sha256 } from '../../server/addon-check.mjs'

test('the addon is loaded only when its bytes are the ones the build recorded', () => {
  const path = join(dirname(getEnv().DATABASE_PATH), 'better_sqlite3.node')
  const built = Buffer.from('the addon as built')
  writeFileSync(path, built)
  expect(addonIsIntact(path, sha256(built))).toBe(true)
  writeFileSync(path, 'planted by someone who could write to the cache folder')
  expect(addonIsIntact(path, sha256(built))).toBe(false)
  expect(addonIsIntact(join(dirname(path), 'missing.node'), sha256(built))).toBe(false)
})
