// The demo content in Arabic (issue 34): a new database's demo items have every text of theirs in
// Arabic too, in Arabic script, the pages with an address get an Arabic slug, and /ar shows no
// English fallback; with SEED_DEMO=false the site stays empty, in both languages.
import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { KIND_NAMES, kindSpec, tableName } from '#db/kinds.ts'
import { isTranslatable, translationCompleteness } from '#app/models/translation.server.ts'
import { boot } from '#app/ops/boot.server.ts'
import * as aboutRoute from '#app/routes/_public.about.tsx'
import * as homeRoute from '#app/routes/_public._index.tsx'
import * as portfolioRoute from '#app/routes/_public.portfolio.tsx'
import * as servicesRoute from '#app/routes/_public.services.tsx'
import { render } from '#tests/support/render-route.tsx'

const ARABIC = /[\u0600-\u06FF]/
const saved = { ...process.env }

beforeEach(() => {
  const dir = mkdtempSync(join(process.env.TEST_TMP_DIR!, 'demo-'))
  process.env.DATABASE_PATH = join(dir, 'site.db')
  process.env.UPLOADS_DIR = join(dir, 'uploads')
  closeDb()
  resetEnv()
})

afterEach(() => {
  closeDb()
  for (const name of ['DATABASE_PATH', 'UPLOADS_DIR', 'SEED_DEMO']) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetEnv()
})

const count = (table: string) =>
  (getDb().$client.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

test('every text of every demo item is in Arabic, and the pages with an address have an Arabic slug', async () => {
  await boot({ log: () => {} })
  const db = getDb().$client
  for (const kind of KIND_NAMES.filter(isTranslatable)) {
    const spec = kindSpec(kind)
    const ids = spec.singleton
      ? [1]
      : (db.prepare(`SELECT id FROM ${tableName(spec.table)}`).all() as { id: number }[]).map(
          (r) => r.id,
        )
    expect(ids.length, kind).toBeGreaterThan(0)
    for (const [id, { done, total }] of translationCompleteness(kind, ids, 'ar')) {
      expect([kind, id, done], 'every text translated').toEqual([kind, id, total])
      expect(total).toBeGreaterThan(0)
    }
  }
  // Written in Arabic: every text but a figure (a result's: 2.4 مليون, but +38% stays as it is;
  // the About page's band: +120).
  const values = db
    .prepare(
      "SELECT kind, field, value FROM translations WHERE field NOT LIKE 'results.%.figure' AND field NOT LIKE 'figures.%.value'",
    )
    .all() as { kind: string; field: string; value: string }[]
  expect(values.filter((v) => !ARABIC.test(v.value))).toEqual([])
  expect(values.length).toBeGreaterThan(90)

  const slugs = db
    .prepare("SELECT kind, slug FROM translation_publication WHERE language = 'ar'")
    .all() as { kind: string; slug: string }[]
  expect(slugs.length).toBe(
    count('detailed_services') + count('detailed_projects') + count('blog_posts'),
  )
  for (const { slug } of slugs) expect(slug).toMatch(/^[\u0600-\u06FF0-9]+(-[\u0600-\u06FF0-9]+)*$/)
  expect(slugs.map((s) => s.slug)).toContain('إنتاج-الفيديو')
})

test('/ar reads in Arabic: no text of the demo falls back to English', async () => {
  await boot({ log: () => {} })
  for (const [route, path] of [
    [portfolioRoute, '/ar/portfolio'],
    [servicesRoute, '/ar/services'],
    [aboutRoute, '/ar/about'],
    [homeRoute, '/ar'],
  ] as const) {
    const { status, html } = await render(route, path, new Request(`http://x${path}`))
    expect(status).toBe(200)
    expect(html, path).not.toContain('lang="en"')
  }
  const { html } = await render(
    portfolioRoute,
    '/ar/portfolio',
    new Request('http://x/ar/portfolio'),
  )
  expect(html).toContain('فيلم الإطلاق')
  expect(html).toContain('<bdi>هوية بصرية</bdi>')
  // The clients' names too (they were the one text /ar showed in Latin letters).
  expect((await render(homeRoute, '/ar', new Request('http://x/ar'))).html).toContain(
    'العميلة التجريبية الرابعة',
  )
})

test('SEED_DEMO=false: an empty site, in either language', async () => {
  process.env.SEED_DEMO = 'false'
  resetEnv()
  await boot({ log: () => {} })
  for (const table of [
    'services',
    'blog_posts',
    'categories',
    'about_sections',
    'translations',
    'translation_publication',
  ]) {
    expect([table, count(table)]).toEqual([table, 0])
  }
})
