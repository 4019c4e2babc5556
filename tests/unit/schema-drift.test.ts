// db/schema.ts and the committed migrations must describe the same database: a column added to the
// schema without `npm run db:generate` would otherwise ship a site that fails at its first query.
import { readdirSync, readFileSync } from 'node:fs'
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from 'drizzle-kit/api'
import { expect, test } from 'vitest'
import * as schema from '#db/schema.ts'

const META = new URL('../../db/migrations/meta/', import.meta.url)

test('the newest migration snapshot matches db/schema.ts', async () => {
  const newest = readdirSync(META)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!
  const snapshot = JSON.parse(readFileSync(new URL(newest, META), 'utf8'))
  const current = await generateSQLiteDrizzleJson(schema)
  expect(await generateSQLiteMigration(snapshot, current)).toEqual([])
})
