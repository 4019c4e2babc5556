// The texts analytics stores (analytics_strings: referrer hosts, utm values, paths, browsers): a
// day's new texts that a visitor chooses are bounded (ANALYTICS_DAILY_TEXT_BYTES), and a text that
// only deleted raw pageviews named is deleted with them by the upkeep (docs/privacy.md).
import { afterEach, expect, test } from 'vitest'
import { channelCode } from '#app/analytics/channel.ts'
import { DAY_MS } from '#app/analytics/ids.ts'
import { storePageview } from '#app/analytics/pageviews.server.ts'
import { maintainAnalytics } from '#app/analytics/rollup.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { view } from '#tests/support/pageviews.ts'

const day0 = Date.UTC(2026, 10, 2, 9)
const texts = () =>
  getDb().$client.prepare('SELECT value FROM analytics_strings ORDER BY value').pluck().all()
const campaigns = () =>
  getDb()
    .$client.prepare(
      `SELECT c.value FROM analytics_pageviews p LEFT JOIN analytics_strings c ON c.id = p.campaign
        ORDER BY p.id`,
    )
    .pluck()
    .all()

afterEach(() => {
  delete process.env.ANALYTICS_DAILY_TEXT_BYTES
  delete process.env.ANALYTICS_RAW_DAYS
  resetEnv()
})

const campaign = (visitor: number, value: string) =>
  view(visitor, '/', { source: 'x', campaign: value, channel: channelCode('Campaign') })

test("a day's new texts are capped: past the cap a pageview is counted without them", async () => {
  process.env.ANALYTICS_DAILY_TEXT_BYTES = '40'
  resetEnv()
  // 'x' (1 byte) and three campaigns of 15 bytes: the third is past the day's 40 bytes.
  for (const [i, value] of ['spring-campaign', 'summer-campaign', 'flooding-text-1'].entries()) {
    expect(await storePageview(campaign(i, value), day0 + i)).toBe('stored')
  }
  // A text already stored is not new: it costs nothing.
  await storePageview(campaign(9, 'spring-campaign'), day0 + 10)
  expect(campaigns()).toEqual(['spring-campaign', 'summer-campaign', null, 'spring-campaign'])
  expect(texts()).not.toContain('flooding-text-1')
  // Pages and browsers name what exists: never capped.
  await storePageview(view(10, '/services', { browser: 'Firefox' }), day0 + 11)
  expect(texts()).toEqual(expect.arrayContaining(['/services', 'Firefox']))
  // The next day has its own bytes.
  await storePageview(campaign(11, 'flooding-text-1'), day0 + DAY_MS)
  expect(campaigns().at(-1)).toBe('flooding-text-1')
})

test('a text only deleted raw pageviews named is deleted with them; one a daily total names stays', async () => {
  process.env.ANALYTICS_RAW_DAYS = '3'
  resetEnv()
  // A visit's first page gives its campaign to the daily totals; a later page's medium is raw only.
  await storePageview(campaign(1, 'kept-in-totals'), day0)
  await storePageview(view(1, '/about', { medium: 'only-raw-medium' }), day0 + 1)
  await storePageview(view(2, '/about', { medium: 'used-later' }), day0 + 2)
  await storePageview(view(3, '/about', { medium: 'used-later' }), day0 + 3 * DAY_MS)
  await maintainAnalytics(day0 + 3 * DAY_MS + 10)
  expect(texts()).toContain('only-raw-medium')
  // Four days on, day0's raw pageviews are past ANALYTICS_RAW_DAYS.
  await maintainAnalytics(day0 + 4 * DAY_MS)
  expect(texts()).not.toContain('only-raw-medium')
  expect(texts()).toEqual(expect.arrayContaining(['kept-in-totals', 'used-later', '/about', '/']))
  // A text the upkeep deleted is stored again when a pageview names it.
  await storePageview(view(4, '/about', { medium: 'only-raw-medium' }), day0 + 4 * DAY_MS + 5)
  expect(texts()).toContain('only-raw-medium')
})
