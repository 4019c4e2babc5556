// Counting's two cheap paths (docs/scale.md, "Counting"): a batch of pages counted as served goes
// into the database many rows a statement, every row in order and none lost; a visitor's number is
// remembered for a few minutes, never across the day's salt.
import { expect, test } from 'vitest'
import { DAY_MS } from '#app/analytics/ids.ts'
import { flushQueue, queuePageview, type Pageview } from '#app/analytics/pageviews.server.ts'
import { visitorOf } from '#app/analytics/visitor.server.ts'
import { getDb } from '#app/lib/db.server.ts'

const clock = Date.UTC(2026, 10, 27, 9)

function view(n: number): Pageview {
  return {
    visitor: 1_000 + n,
    path: `/page-${n % 7}`,
    referrer: n % 3 === 0 ? null : `https://ref-${n % 5}.example/`,
    source: null,
    medium: null,
    campaign: n % 11 === 0 ? 'spring' : null,
    channel: n % 4,
    device: n % 3,
    browser: 'Chrome',
  }
}

test('a batch longer than one statement, and not a multiple of it, is stored whole and in order', () => {
  const client = getDb().$client
  const before = client.prepare('SELECT count(*) FROM analytics_pageviews').pluck().get() as number
  // 64 rows a statement: two full statements and a remainder of 3.
  const total = 64 * 2 + 3
  for (let n = 0; n < total; n++) {
    const { visitor, device, browser, ...origin } = view(n)
    queuePageview(origin, visitor, device, browser, clock + n)
  }
  flushQueue()
  const rows = client
    .prepare(
      `SELECT p.id, p.visitor, path.value AS path, ref.value AS referrer, camp.value AS campaign,
        p.channel, p.device
       FROM analytics_pageviews p
       JOIN analytics_strings path ON path.id = p.path
       LEFT JOIN analytics_strings ref ON ref.id = p.referrer
       LEFT JOIN analytics_strings camp ON camp.id = p.campaign
       WHERE p.visitor >= 1000 AND p.visitor < 2000
       ORDER BY p.id`,
    )
    .all() as {
    id: number
    visitor: number
    path: string
    referrer: string | null
    campaign: string | null
    channel: number
    device: number
  }[]
  expect(client.prepare('SELECT count(*) FROM analytics_pageviews').pluck().get()).toBe(
    before + total,
  )
  expect(rows).toHaveLength(total)
  rows.forEach((row, n) => {
    const expected = view(n)
    expect(row).toMatchObject({
      visitor: expected.visitor,
      path: expected.path,
      referrer: expected.referrer,
      campaign: expected.campaign,
      channel: expected.channel,
      device: expected.device,
    })
  })
})

test("a visitor's number is the same all day, another for another browser, and new the next day", () => {
  const person = { site: 'agency.example', address: '192.0.2.7', userAgent: 'Firefox/133.0' }
  const first = visitorOf(person, clock)
  // Asked again minutes later (remembered) and hours later (computed again): the same number.
  expect(visitorOf(person, clock + 60_000)).toBe(first)
  expect(visitorOf(person, clock + 5 * 60 * 60_000)).toBe(first)
  expect(visitorOf({ ...person, site: 'AGENCY.example' }, clock)).toBe(first)
  expect(visitorOf({ ...person, userAgent: 'Chrome/131.0' }, clock)).not.toBe(first)
  expect(visitorOf({ ...person, address: '192.0.2.8' }, clock)).not.toBe(first)
  // The next day's salt is another: remembered numbers do not cross it.
  expect(visitorOf(person, clock + DAY_MS)).not.toBe(first)
  expect(visitorOf(person, clock)).toBe(first)
})
