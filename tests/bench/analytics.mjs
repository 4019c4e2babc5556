// The analytics part of `npm run bench` (issue 32), or alone: `npm run bench -- analytics`.
// - The beacon's endpoint alone: requests a second answered 204, and that every one of them is stored.
// - What counting costs the kept home page: pages a second with ANALYTICS=off, then with every page
//   counted as it is served (docs/decisions/048-pageviews-counted-where-served.md).
// - 10 million pageviews over 90 days written straight into the database (one INSERT ... SELECT
//   over a recursive counter, in one transaction): the bytes a pageview takes on disk (dbstat, the
//   table with its key; it has no other index), and the dashboard's default view (30 days) and its
//   90 days read over them, once the finished days are rolled up as the hourly upkeep does, and
//   the first view after a restart, which reads today's pageviews whole.
// Everything runs on databases in the benchmark's temporary folder.
import { copyFileSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import {
  adminCookie,
  BROWSER,
  CONNECTIONS,
  dir,
  load,
  PAGE_HEADERS,
  randomAddress,
  ROUNDS,
  sleep,
  wrk,
  start,
  startSite,
  stop,
  quietEnough,
  MAX_LOAD,
  WARMUP_SECONDS,
} from './harness.mjs'

const PAGEVIEWS = Number(process.env.BENCH_PAGEVIEWS ?? 10_000_000)
const DAYS = 90
const DAY_MS = 86_400_000
// As app/analytics/ids.ts: a pageview's key is its second since 2020 times 65,536, plus a sequence.
const EPOCH_MS = Date.UTC(2020, 0, 1)
const idAt = (ms) => Math.floor((ms - EPOCH_MS) / 1000) * 65_536
const BEACON_BODY = JSON.stringify({ p: '/', r: 'https://www.google.com/' })

const load1 = () => loadavg()[0].toFixed(1)
const count = (database, sql) => {
  const db = new Database(database, { readonly: true })
  try {
    return db.prepare(sql).pluck().get()
  } finally {
    db.close()
  }
}

/** A POST /beacon as a browser sends it, from a new address each time (TRUST_PROXY is on). */
const beaconRequest = {
  method: 'POST',
  path: '/beacon',
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER },
  body: BEACON_BODY,
  setupRequest: (request) => ({
    ...request,
    headers: { ...request.headers, 'X-Forwarded-For': randomAddress() },
  }),
}

/** The ceiling for the beacon: one Node process answering 204 to every post once it has its body. */
const startNoContent = () =>
  start(
    [
      '-e',
      `
    require('node:http').createServer((req, res) => {
      req.resume()
      req.on('end', () => { res.writeHead(204); res.end() })
    }).listen(0, '127.0.0.1', function () { console.log('Listening on http://127.0.0.1:' + this.address().port) })`,
    ],
    {},
  )

/** The beacon's endpoint alone; then the stored rows are counted against the 204s. */
async function beaconAlone(database) {
  const before = count(database, 'SELECT count(*) FROM analytics_pageviews')
  const server = await startSite(database, { ANALYTICS_DAILY_LIMIT: '100000000' })
  const ceiling = await startNoContent()
  const runs = []
  const ceilings = []
  const beacons = (base) =>
    load(`${base}/beacon`, { ok: (status) => status === 204, requests: [beaconRequest] })
  try {
    for (let round = 0; round < ROUNDS; round++) {
      ceilings.push(await beacons(ceiling.base))
      runs.push({ ...(await beacons(server.base)), load: load1() })
    }
  } finally {
    await stop(ceiling)
    await stop(server)
  }
  const answered = runs.reduce((sum, r) => sum + r.answered, 0)
  const stored = count(database, 'SELECT count(*) FROM analytics_pageviews') - before
  console.log(`\nthe beacon's endpoint alone, ${CONNECTIONS} connections, new addresses:`)
  runs.forEach((r, round) => {
    console.log(
      `  ${r.rps.toFixed(0)} req/s answered 204, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
        `${r.errors} other answers or errors (load ${r.load}); a bare node:http answering 204 to the ` +
        `same posts: ${ceilings[round].rps.toFixed(0)} req/s (${((r.rps / ceilings[round].rps) * 100).toFixed(0)}%)`,
    )
  })
  console.log(
    `  answered 204: ${answered}; stored: ${stored} ` +
      (stored >= answered ? '(nothing lost)' : `(${answered - stored} LOST)`),
  )
}

// A person's browser opening the home page, from one of 5,120 visitors' addresses at random (each
// well under the 120 pageviews a minute one address may count, app/analytics/per-address.server.ts).
export const pageOpened = {
  headers: { ...PAGE_HEADERS, 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' },
  header: {
    name: 'X-Forwarded-For',
    value: '"10.9." .. math.random(0, 19) .. "." .. math.random(0, 255)',
  },
}

/**
 * What counting costs the kept home page: one pageview is counted for every page served (as
 * served, app/analytics/served.server.ts), against the same site with ANALYTICS=off, rounds
 * alternated (both sites up, each on its own copy of the database: a second process's writes on one
 * file would empty the other's page cache); then the rows stored are checked against the pages
 * answered.
 */
async function countingCost(database) {
  const pages = (base) => wrk(`${base}/`, pageOpened)
  const uncountedCopy = `${database}-uncounted.db`
  copyFileSync(database, uncountedCopy)
  const off = await startSite(uncountedCopy, { ANALYTICS: 'off' })
  const on = await startSite(database, { ANALYTICS_DAILY_LIMIT: '100000000' })
  const uncounted = []
  const counted = []
  let before = 0
  try {
    // Both warmed up unmeasured (the JIT, the page's best compression), then taken in turn, the
    // first of a round alternating: the second server of a pair measured lower whichever it was.
    for (const site of [off, on])
      await wrk(`${site.base}/`, { ...pageOpened, seconds: WARMUP_SECONDS })
    await sleep(500)
    before = count(database, 'SELECT count(*) FROM analytics_pageviews')
    for (let round = 0; round < ROUNDS; round++) {
      // A pair begun on a busy machine is left out, as the other rows' are (rounds.mjs).
      const load = await quietEnough()
      if (load > MAX_LOAD) {
        console.log(`  round ${round + 1}: not measured, the 1-minute load was ${load.toFixed(2)}`)
        continue
      }
      const measure = async (site, into) =>
        into.push({ ...(await pages(site.base)), load: load1() })
      if (round % 2 === 0) {
        await measure(off, uncounted)
        await measure(on, counted)
      } else {
        await measure(on, counted)
        await measure(off, uncounted)
      }
    }
  } finally {
    await Promise.all([stop(off), stop(on)])
  }
  const stored = count(database, 'SELECT count(*) FROM analytics_pageviews') - before
  const answered = counted.reduce((sum, r) => sum + r.answered, 0)
  const mean = (runs) => runs.reduce((sum, r) => sum + r.rps, 0) / runs.length
  console.log(`\nwhat counting costs the kept home page (brotli, ${CONNECTIONS} connections):`)
  counted.forEach((c, round) => {
    const u = uncounted[round]
    console.log(
      `  ANALYTICS=off ${u.rps.toFixed(0)} pages/s (load ${u.load}); each page counted ` +
        `${c.rps.toFixed(0)} pages/s (load ${c.load}), p99 ${c.p99.toFixed(1)} ms: ` +
        `${((1 - c.rps / u.rps) * 100).toFixed(1)}% less`,
    )
  })
  if (counted.length === 0) return console.log('  no round measured: the machine was busy')
  // Each round's pair measured side by side: their ratio moves less than either rate does.
  const ratios = counted.map((c, round) => c.rps / uncounted[round].rps).sort((a, b) => a - b)
  const median = ratios[Math.floor((ratios.length - 1) / 2)]
  console.log(`  the median round's cost: ${((1 - median) * 100).toFixed(1)}%`)
  console.log(
    `  counting costs ${((1 - mean(counted) / mean(uncounted)) * 100).toFixed(1)}% of the home ` +
      `page's throughput (target: 10% at most); pages answered ${answered}, pageviews stored ${stored}`,
  )
}

/** Writes `total` pageviews over the 90 days to `now` into a stopped site's database. */
export function fillPageviews(database, total, now) {
  const db = new Database(database)
  // No second copy of 10 million rows in the write-ahead log: the server puts WAL back on start.
  db.pragma('journal_mode = DELETE')
  db.pragma('synchronous = OFF')
  const started = performance.now()
  const strings = db.prepare(
    `INSERT INTO analytics_strings (value) VALUES (?)
      ON CONFLICT (value) DO UPDATE SET value = excluded.value RETURNING id`,
  )
  const ids = (values) => values.map((value) => strings.get(value).id)
  // What the site's pages and its visitors' origins look like: a few hundred pages, a few dozen
  // referring hosts and campaigns.
  const paths = ids([
    '/',
    '/services',
    '/about',
    '/portfolio',
    '/blog',
    '/consultation',
    ...Array.from({ length: 12 }, (_, i) => `/detailed-services/service-${i}`),
    ...Array.from({ length: 40 }, (_, i) => `/detailed-projects/project-${i}`),
    ...Array.from({ length: 20 }, (_, i) => `/blog?page=${i + 2}`),
    ...Array.from({ length: 300 }, (_, i) => `/blog/post-${i}`),
    ...['/', '/services', '/about', '/portfolio', '/blog'].map((p) => `/ar${p === '/' ? '' : p}`),
  ])
  const browsers = ids(['Chrome', 'Mobile Safari', 'Safari', 'Firefox', 'Edge', 'Samsung Internet'])
  const hosts = ids(['google.com', 'bing.com', 'duckduckgo.com', 'facebook.com', 'linkedin.com'])
  const [news, email, spring, summer, google, cpc, brand] = ids([
    'news',
    'email',
    'spring',
    'summer',
    'google',
    'cpc',
    'brand',
  ])
  // Where a visit came from: referrer, utm_source, utm_medium, utm_campaign, channel (channel.ts).
  const origins = [
    ...Array.from({ length: 8 }, () => [null, null, null, null, 1]),
    [hosts[0], null, null, null, 2],
    [hosts[0], null, null, null, 2],
    [hosts[0], null, null, null, 2],
    [hosts[1], null, null, null, 2],
    [hosts[2], null, null, null, 2],
    [hosts[3], null, null, null, 3],
    [hosts[4], null, null, null, 3],
    [null, news, email, spring, 4],
    [null, news, email, summer, 4],
    [null, google, cpc, brand, 6],
  ]
  db.exec(
    `CREATE TEMP TABLE bench_origins (k INTEGER PRIMARY KEY, referrer, source, medium, campaign, channel);
     CREATE TEMP TABLE bench_paths (k INTEGER PRIMARY KEY, id);`,
  )
  const origin = db.prepare('INSERT INTO bench_origins VALUES (?, ?, ?, ?, ?, ?)')
  origins.forEach((o, k) => origin.run(k, ...o))
  const path = db.prepare('INSERT INTO bench_paths VALUES (?, ?)')
  paths.forEach((id, k) => path.run(k, id))
  const today = Math.floor(now / DAY_MS)
  const first = idAt((today - DAYS + 1) * DAY_MS)
  const step = Math.floor((idAt(now) - first) / total)
  // Three pages a visit; a visit's first page carries its origin, the next ones are internal
  // (channel 0). A visitor is 48 bits, distinct per visit (an odd multiplier modulo 2^48). Pages
  // favour the first of the list (the smaller of two picks).
  db.transaction(() =>
    db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < :total - 1)
        INSERT INTO analytics_pageviews
          (id, visitor, path, referrer, source, medium, campaign, channel, device, browser)
        SELECT :first + i * :step,
          ((i / 3) * 2654435761 + 977) % 281474976710656,
          (SELECT id FROM bench_paths WHERE k = min((i * 2654435761 >> 9) % :paths, (i * 40503 >> 3) % :paths)),
          CASE WHEN i % 3 = 0 THEN o.referrer END,
          CASE WHEN i % 3 = 0 THEN o.source END,
          CASE WHEN i % 3 = 0 THEN o.medium END,
          CASE WHEN i % 3 = 0 THEN o.campaign END,
          CASE WHEN i % 3 = 0 THEN o.channel ELSE 0 END,
          CASE WHEN (i / 3) % 10 < 6 THEN 0 WHEN (i / 3) % 10 < 9 THEN 1 ELSE 2 END,
          (:browser + ((i / 3) * 7 >> 2) % 6)
        FROM n JOIN bench_origins o ON o.k = ((i / 3) * 2246822519 >> 11) % :origins`,
      )
      .run({
        total,
        first,
        step,
        paths: paths.length,
        origins: origins.length,
        browser: browsers[0],
      }),
  )()
  db.exec('DROP TABLE bench_origins; DROP TABLE bench_paths')
  const seconds = (performance.now() - started) / 1000
  const pageviews = db.prepare('SELECT count(*) FROM analytics_pageviews').pluck().get()
  const bytes = (names) =>
    db
      .prepare(`SELECT sum(pgsize) FROM dbstat WHERE name IN (${names.map(() => '?').join(', ')})`)
      .pluck()
      .get(...names)
  const table = bytes(['analytics_pageviews'])
  const texts = bytes(['analytics_strings', 'analytics_strings_value_idx'])
  db.pragma('journal_mode = WAL')
  db.close()
  console.log(
    `\n${pageviews.toLocaleString('en')} pageviews over ${DAYS} days written in ${seconds.toFixed(1)} s ` +
      `(load ${load1()}); database file ${(statSync(database).size / 2 ** 20).toFixed(0)} MiB`,
  )
  console.log(
    `  storage: ${(table / pageviews).toFixed(1)} bytes a pageview (analytics_pageviews, its key its ` +
      `only index, ${(table / 2 ** 20).toFixed(0)} MiB); with the texts they name ` +
      `${((table + texts) / pageviews).toFixed(1)} bytes`,
  )
}

/** One dashboard view, timed from the request to the last byte. */
async function view(base, query, cookie) {
  const started = performance.now()
  const response = await fetch(`${base}/admin/analytics${query}`, { headers: { Cookie: cookie } })
  const html = await response.text()
  const ms = performance.now() - started
  if (response.status !== 200 || !html.includes('Pageviews')) {
    throw new Error(`/admin/analytics${query} answered ${response.status}`)
  }
  return ms
}

async function dashboard(database) {
  const now = Date.now()
  fillPageviews(database, PAGEVIEWS, now)
  const cookie = await adminCookie(database)
  const server = await startSite(database)
  try {
    // The first view rolls up every finished day not yet rolled up (the upkeep does so hourly).
    const started = performance.now()
    const firstMs = await view(server.base, '', cookie)
    const days = count(database, 'SELECT count(*) FROM analytics_days WHERE rolled_up = 1')
    console.log(
      `  the first view after the fill, rolling up ${days} finished days: ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (${firstMs.toFixed(0)} ms for its request, load ${load1()})`,
    )
    const today = count(
      database,
      `SELECT count(*) FROM analytics_pageviews WHERE id >= ${idAt(Math.floor(now / DAY_MS) * DAY_MS)}`,
    )
    for (const [label, query] of [
      ['default view (30 days)', ''],
      ['90 days', '?range=90'],
      ['7 days', '?range=7'],
    ]) {
      await sleep(200)
      const times = []
      for (let i = 0; i < 15; i++) times.push(await view(server.base, query, cookie))
      times.sort((a, b) => a - b)
      console.log(
        `  /admin/analytics ${label}: median ${times[7].toFixed(0)} ms, slowest ${times[14].toFixed(0)} ms ` +
          `of 15 (today's ${today.toLocaleString('en')} raw pageviews read live; load ${load1()})`,
      )
    }
  } finally {
    await stop(server)
  }
  // Today's tally lives in memory: after a start the upkeep (5 s later) reads today's pageviews
  // whole, so that the dashboard's first view finds them read.
  const restarted = await startSite(database)
  try {
    await sleep(10_000)
    const ms = await view(restarted.base, '', cookie)
    console.log(
      `  the default view first after a restart (10 s later): ${ms.toFixed(0)} ms (load ${load1()})`,
    )
  } finally {
    await stop(restarted)
  }
}

/** `npm run bench -- counting`: what counting costs the kept home page, alone (a few minutes). */
export async function benchCounting() {
  console.log(`\nCounting (issue 47), load ${load1()}`)
  const database = join(dir, 'counting.db')
  await stop(await startSite(database))
  await countingCost(database)
}

export async function benchAnalytics() {
  console.log(`\nAnalytics (issue 32), load ${load1()}`)
  const database = join(dir, 'analytics.db')
  // A fresh site: its migrations and demo content.
  await stop(await startSite(database))
  const beacons = join(dir, 'beacons.db')
  copyFileSync(database, beacons)
  await beaconAlone(beacons)
  await countingCost(beacons)
  await dashboard(database)
}
