// `npm run bench -- redirects`: what the redirects cost (docs/product.md "Redirects"; the targets:
// 1,000 rules cost the kept pages at most 2% of their throughput, and an old path answers its 301
// at the rate of a kept page). Two sites on databases of their own, one without rules and one with
// 1,000 (half exact, half prefixes, as an old site's export has them), loaded in turn round after
// round: the kept pages on both, the old paths on the second.
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { dir, fetchRaw, PAGE_HEADERS, startSite, stop, wrk } from './harness.mjs'
import { measureRounds, printTable } from './rounds.mjs'

const RULES = 1_000
const rules = RULES.toLocaleString('en')

/** `count` rules straight into a stopped site's database, in their stored spelling (lower case). */
function addRules(database, count) {
  const db = new Database(database)
  try {
    const insert = db.prepare(
      'INSERT INTO redirects (source, prefix, target, code, created_at) VALUES (?, ?, ?, 301, ?)',
    )
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const prefix = i % 2 === 1
        insert.run(`/old-site/${prefix ? 'section' : 'page'}-${i}`, prefix ? 1 : 0, '/services', 0)
      }
    })()
  } finally {
    db.close()
  }
}

export async function benchRedirects() {
  console.log(`\nRedirects: the kept pages without rules and with ${rules}`)
  const databases = { none: join(dir, 'redirects-none.db'), rules: join(dir, 'redirects-many.db') }
  const servers = []
  try {
    const none = await startSite(databases.none, { UPLOADS_DIR: join(dir, 'uploads-none') })
    servers.push(none)
    // Migrated and seeded by a first start, then given its rules while stopped.
    const options = { UPLOADS_DIR: join(dir, 'uploads-rules') }
    await stop(await startSite(databases.rules, options))
    addRules(databases.rules, RULES)
    const many = await startSite(databases.rules, options)
    servers.push(many)

    const posts = await (await fetch(`${none.base}/api/blogs?include=publication`)).json()
    const post = `/blog/${posts[0].slug}`
    const exact = `/old-site/page-${RULES - 2}`
    const prefixed = `/old-site/section-${RULES - 1}/2019/05/an-old-post`
    for (const path of [exact, prefixed]) {
      const { status, headers } = await fetchRaw(`${many.base}${path}`)
      console.log(`${path}: ${status} to ${headers.location}`)
    }
    const get = (site, path) => (seconds) => wrk(`${site.base}${path}`, { seconds })
    const targets = [
      { label: 'home page, kept, no rules', run: get(none, '/') },
      { label: `home page, kept, ${rules} rules`, run: get(many, '/'), ceiling: 0 },
      { label: 'a blog post, kept, no rules', run: get(none, post) },
      { label: `a blog post, kept, ${rules} rules`, run: get(many, post), ceiling: 2 },
      { label: 'an old path (exact rule), 301', run: get(many, exact), ceiling: 1 },
      { label: 'an old path under a prefix rule, 301', run: get(many, prefixed), ceiling: 1 },
    ]
    const runs = await measureRounds(targets)
    printTable(targets, runs)
    console.log(
      `(ceiling here: a kept page's row with ${rules} rules is a share of the same page without ` +
        `rules, the target at least 98%; an old path's 301 is a share of the kept home page with ` +
        `the rules, the target about 100%. Requests sent as a browser sends them: ` +
        `${Object.keys(PAGE_HEADERS).join(', ')})`,
    )
  } finally {
    await Promise.all(servers.map(stop))
  }
}
