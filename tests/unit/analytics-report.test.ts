// The dashboard's figures (app/analytics/report.server.ts) equal the raw pageviews they come from,
// whether a day is read raw (today), from its daily totals, or after its raw rows were deleted.
import { expect, test } from 'vitest'
import { channelCode } from '#app/analytics/channel.ts'
import { DAY_MS, dayOf } from '#app/analytics/ids.ts'
import { storePageview } from '#app/analytics/pageviews.server.ts'
import { analyticsReport } from '#app/analytics/report.server.ts'
import { maintainAnalytics } from '#app/analytics/rollup.server.ts'
import { readRange } from '#app/admin/analytics.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { view } from '#tests/support/pageviews.ts'

const NOW = Date.UTC(2026, 10, 26, 15)
const TODAY = dayOf(NOW)
/** Five days of visits, each visitor landing from somewhere then reading on. */
async function fill() {
  let visitor = 1
  for (let back = 4; back >= 0; back--) {
    const day = (TODAY - back) * DAY_MS
    for (let v = 0; v < 3 + back; v++, visitor++) {
      const at = day + 3_600_000 + v * 60_000
      const landing =
        v % 3 === 0
          ? { source: 'news', campaign: 'spring', channel: channelCode('Campaign') }
          : v % 3 === 1
            ? { referrer: 'google.com', channel: channelCode('Search') }
            : { channel: channelCode('Direct') }
      await storePageview(view(visitor, '/services', landing), at)
      await storePageview(view(visitor, '/blog', { device: v % 2 }), at + 1_000)
      if (v % 2 === 0) await storePageview(view(visitor, '/detailed-services/video'), at + 2_000)
    }
  }
  const lead = getDb().$client.prepare(
    "INSERT INTO contact_messages (name, email, message, status, created_at) VALUES ('A', 'a@example.com', 'Hi', ?, ?)",
  )
  lead.run('new', NOW - DAY_MS)
  lead.run('new', NOW)
  lead.run('spam', NOW)
}

const raw = (sql: string) => getDb().$client.prepare(sql).pluck().get() as number
const sum = (rows: { visitors: number; pageviews: number }[], key: 'visitors' | 'pageviews') =>
  rows.reduce((total, r) => total + r[key], 0)

test('the totals and every table add up to the raw counts, before and after the rollup', async () => {
  await fill()
  const pageviews = raw('SELECT count(*) FROM analytics_pageviews')
  const visitors = raw(
    'SELECT count(*) FROM (SELECT DISTINCT visitor, id / 65536 / 86400 FROM analytics_pageviews)',
  )
  const check = async () => {
    const report = await analyticsReport(TODAY - 6, TODAY, NOW)
    expect(report.totals).toMatchObject({ pageviews, visitors, leads: 2 })
    expect(report.totals.conversion).toBeCloseTo(2 / visitors)
    expect(sum(report.days, 'pageviews')).toBe(pageviews)
    expect(report.days.map((d) => d.leads).slice(-2)).toEqual([1, 1])
    expect(sum(report.tables.pages, 'pageviews')).toBe(pageviews)
    for (const name of ['landing', 'channels', 'devices', 'browsers'] as const) {
      expect(sum(report.tables[name], 'visitors'), name).toBe(visitors)
      expect(sum(report.tables[name], 'pageviews'), name).toBe(pageviews)
    }
    const channels = Object.fromEntries(report.tables.channels.map((r) => [r.label, r.visitors]))
    expect(channels.Campaign).toBe(
      raw(`SELECT count(*) FROM analytics_pageviews WHERE channel = 6`),
    )
    expect(report.tables.campaigns).toEqual([
      { label: 'spring', visitors: channels.Campaign, pageviews: expect.any(Number) },
    ])
    expect(report.tables.referrers[0]).toMatchObject({ label: 'google.com' })
    return report
  }
  const before = await check()
  // The hourly upkeep rolled the finished days up; a year later only their totals are left.
  await maintainAnalytics(NOW)
  expect(raw('SELECT count(*) FROM analytics_daily WHERE dim = 0')).toBe(4)
  expect(await check()).toEqual(before)
  process.env.ANALYTICS_RAW_DAYS = '1'
  resetEnv()
  await maintainAnalytics(NOW + 2 * DAY_MS)
  expect(raw('SELECT count(*) FROM analytics_pageviews')).toBe(0)
  const later = await analyticsReport(TODAY - 6, TODAY, NOW + 2 * DAY_MS)
  expect(later.totals).toEqual(before.totals)
  delete process.env.ANALYTICS_RAW_DAYS
})

test("today's figures follow the pageviews written between two views, a late one included", async () => {
  const today = TODAY * DAY_MS
  const pages = async () => (await analyticsReport(TODAY, TODAY, NOW)).tables.pages
  const rawPages = () =>
    getDb()
      .$client.prepare(
        `SELECT s.value AS label, count(DISTINCT p.visitor) AS visitors, count(*) AS pageviews
          FROM analytics_pageviews p JOIN analytics_strings s ON s.id = p.path
          GROUP BY s.value ORDER BY visitors DESC, pageviews DESC, s.value`,
      )
      .all()
  await storePageview(view(1, '/services', { channel: channelCode('Direct') }), today + 3_600_000)
  await storePageview(view(1, '/blog'), today + 3_601_000)
  expect(await pages()).toEqual(rawPages())
  // Kept between views: a returning visitor, a new one, and one stored behind what was read.
  await storePageview(view(1, '/services'), today + 7_200_000)
  await storePageview(view(2, '/services', { channel: channelCode('Search') }), today + 7_201_000)
  expect(await pages()).toEqual(rawPages())
  await storePageview(view(3, '/about', { channel: channelCode('Direct') }), today + 60_000)
  expect(await pages()).toEqual(rawPages())
  const report = await analyticsReport(TODAY, TODAY, NOW)
  expect(report.totals).toMatchObject({ visitors: 3, pageviews: 5 })
  expect(report.tables.landing.map((r) => [r.label, r.visitors, r.pageviews])).toEqual([
    ['/services', 2, 4],
    ['/about', 1, 1],
  ])
})

test('visitors by the language of the page they landed on', async () => {
  const at = TODAY * DAY_MS + 3_600_000
  await storePageview(view(1, '/ar/about', { channel: channelCode('Direct') }), at)
  await storePageview(view(1, '/about'), at + 1_000)
  await storePageview(view(2, '/services', { channel: channelCode('Direct') }), at + 2_000)
  await storePageview(view(3, '/ar', { channel: channelCode('Direct') }), at + 3_000)
  await storePageview(view(4, '/blog?page=2', { channel: channelCode('Direct') }), at + 4_000)
  const { tables } = await analyticsReport(TODAY, TODAY, NOW)
  // English is the default language: its addresses have no prefix (docs/decisions/025).
  expect(tables.languages).toEqual([
    { label: 'Arabic', visitors: 2, pageviews: 3 },
    { label: 'English', visitors: 2, pageviews: 2 },
  ])
})

test('the range is 7, 30 or 90 days to today, or custom dates read safely', () => {
  const url = (query: string) => new URL(`http://site.test/admin/analytics?${query}`)
  expect(readRange(url(''), NOW)).toMatchObject({ range: '30', from: TODAY - 29, to: TODAY })
  expect(readRange(url('range=7'), NOW)).toMatchObject({ range: '7', from: TODAY - 6 })
  expect(readRange(url('range=90'), NOW)).toMatchObject({ range: '90', from: TODAY - 89 })
  expect(readRange(url('range=custom&from=2026-11-01&to=2026-11-03'), NOW)).toMatchObject({
    range: 'custom',
    from: dayOf(Date.UTC(2026, 10, 1)),
    to: dayOf(Date.UTC(2026, 10, 3)),
  })
  expect(readRange(url('range=custom&from=2026-11-05&to=2026-11-03'), NOW).error).toMatch(
    /on or before/,
  )
  expect(readRange(url('range=custom&from=x'), NOW)).toMatchObject({
    range: '30',
    error: 'Enter both dates.',
  })
})

test('a finished day is rolled up a slice at a time, the event loop turning between slices', async () => {
  const day = (TODAY - 1) * DAY_MS
  // 2,500 visitors reading two pages each: more rows than one slice holds.
  await Promise.all(
    Array.from({ length: 5_000 }, (_, i) =>
      storePageview(
        view(1 + (i >> 1), i % 2 ? '/blog' : '/services', { channel: channelCode('Direct') }),
        day + i * 1_000,
      ),
    ),
  )
  let turns = 0
  let rolling = true
  const spin = () => {
    if (!rolling) return
    turns++
    setImmediate(spin)
  }
  setImmediate(spin)
  await maintainAnalytics(NOW)
  rolling = false
  // Read in one pass, the event loop would not have turned once before the rollup was done.
  expect(turns).toBeGreaterThan(1)
  const totals = getDb()
    .$client.prepare('SELECT visitors, pageviews FROM analytics_daily WHERE day = ? AND dim = 0')
    .get(TODAY - 1)
  expect(totals).toEqual({ visitors: 2_500, pageviews: 5_000 })
  expect((await analyticsReport(TODAY - 1, TODAY - 1, NOW)).tables.pages).toEqual([
    { label: '/blog', visitors: 2_500, pageviews: 2_500 },
    { label: '/services', visitors: 2_500, pageviews: 2_500 },
  ])
})
