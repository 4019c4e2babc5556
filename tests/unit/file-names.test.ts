// docs/architecture.md: one file name means one file in app/, so a name found in a stack trace, an
// import or a search leads to one place.
import { readdirSync } from 'node:fs'
import { basename } from 'node:path'
import { expect, test } from 'vitest'

test('no two files in app/ share a name', () => {
  const files = readdirSync('app', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
  const byName = new Map<string, string[]>()
  for (const path of files)
    byName.set(basename(path), [...(byName.get(basename(path)) ?? []), path])
  const clashes = [...byName.values()].filter((paths) => paths.length > 1)
  expect(clashes).toEqual([])
})
