// docs/architecture.md: a file in app/ holds one concern and stays under 300 lines, so it can be
// read whole; a longer one is split by responsibility into modules named for what they do. Data
// is the exception: the admin's dictionaries are one text per line, and splitting them would only
// scatter one language's words (docs/decisions/035-admin-language.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const MAX_LINES = 300

/** Data, not code: each may grow past the bound. */
const DATA = new Set([
  'app/i18n/admin-forms-ar.ts',
  'app/i18n/admin-forms-en.ts',
  'app/i18n/admin-texts-ar.ts',
  'app/i18n/admin-texts.ts',
])

const lines = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').length

test(`no file in app/ but data is over ${MAX_LINES} lines`, () => {
  const files = readdirSync('app', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
  const long = files
    .filter((path) => !DATA.has(path) && lines(path) > MAX_LINES)
    .map((path) => `${path}: ${lines(path)} lines`)
  expect(long).toEqual([])
})

test('every file allowed to be long is still there', () => {
  expect([...DATA].filter((path) => !existsSync(path))).toEqual([])
})
