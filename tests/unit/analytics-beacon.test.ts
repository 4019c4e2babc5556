// The beacon's endpoint (app/analytics/beacon.server.ts) over real HTTP and a real database: what it
// stores, what it refuses (another site's posts, pages that do not exist), and what it never counts.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { countPageview, resetBeaconLimits } from '#app/analytics/beacon.server.ts'
import { channelCode } from '#app/analytics/channel.ts'
import { DAY_MS } from '#app/analytics/ids.ts'
import { purgeSalts, saltFor } from '#app/analytics/visitor.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { publishPages } from '#tests/support/public-pages.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let server: Server
let base: string
let clock = Date.UTC(2026, 10, 26, 10)

beforeEach(async () => {
  resetBeaconLimits()
  clock = Date.UTC(2026, 10, 26, 10)
  server = createServer((req, res) =>
    countPageview(req, res, {
      address: String(req.headers['x-test-address'] ?? '192.0.2.1'),
      now: () => clock,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  delete process.env.ANALYTICS
  delete process.env.ANALYTICS_DAILY_LIMIT
  resetEnv()
  await new Promise((resolve) => server.close(resolve))
})

function beacon(body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(`${base}/beacon`, {
    method,
    headers: { 'User-Agent': CHROME, 'Content-Type': 'text/plain', ...headers },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  })
}

type Row = Record<string, number | string | null>
const rows = () =>
  getDb()
    .$client.prepare(
      `SELECT p.visitor, path.value AS path, ref.value AS referrer, src.value AS source,
        camp.value AS campaign, p.channel, p.device, br.value AS browser
       FROM analytics_pageviews p
       JOIN analytics_strings path ON path.id = p.path
       LEFT JOIN analytics_strings ref ON ref.id = p.referrer
       LEFT JOIN analytics_strings src ON src.id = p.source
       LEFT JOIN analytics_strings camp ON camp.id = p.campaign
       LEFT JOIN analytics_strings br ON br.id = p.browser
       ORDER BY p.id`,
    )
    .all() as Row[]

test('a pageview is stored as integers: path, campaign, channel, device and browser', async () => {
  await publishPages({ services: ['video'], posts: Array.from({ length: 7 }, (_, i) => `p${i}`) })
  const landed = await beacon({
    p: '/detailed-services/video?utm_source=news&utm_campaign=spring&x=1',
    r: 'https://www.google.com/',
  })
  expect(landed.status).toBe(204)
  await beacon({ p: '/blog?page=2', n: 1 })
  await beacon({ p: '/', r: 'https://www.google.co.uk/search?q=x' }, { 'User-Agent': IPHONE })
  const stored = rows()
  expect(stored).toMatchObject([
    {
      path: '/detailed-services/video',
      referrer: 'google.com',
      source: 'news',
      campaign: 'spring',
      channel: channelCode('Campaign'),
      device: 0,
      browser: 'Chrome',
    },
    { path: '/blog?page=2', referrer: null, channel: 0 },
    { path: '/', referrer: 'google.co.uk', channel: channelCode('Search'), device: 1 },
  ])
  // The same browser at the same address is one visitor today; another browser is another.
  expect(stored[0]!.visitor).toBe(stored[1]!.visitor)
  expect(stored[2]!.visitor).not.toBe(stored[0]!.visitor)
  // Tomorrow the same browser is a new visitor: no tracking across days.
  clock += DAY_MS
  await beacon({ p: '/' })
  expect(rows()[3]!.visitor).not.toBe(stored[0]!.visitor)
})

test('bots, Do Not Track and Global Privacy Control are answered 204 and never counted', async () => {
  expect((await beacon({ p: '/' }, { 'User-Agent': BOT })).status).toBe(204)
  expect((await beacon({ p: '/' }, { DNT: '1' })).status).toBe(204)
  expect((await beacon({ p: '/' }, { 'Sec-GPC': '1' })).status).toBe(204)
  expect(rows()).toEqual([])
})

test('a bad request is refused in a line, never a 500', async () => {
  expect((await beacon('x'.repeat(3_000))).status).toBe(413)
  expect((await beacon('{not json')).status).toBe(400)
  expect((await beacon({ p: 'https://elsewhere.example/' })).status).toBe(400)
  expect((await beacon({ p: '/admin/dashboard' })).status).toBe(400)
  expect((await beacon({ p: '/api/services' })).status).toBe(400)
  expect((await beacon(null, {}, 'GET')).status).toBe(405)
  expect(rows()).toEqual([])
})

test('a page that does not exist is not counted, whatever its address says', async () => {
  await publishPages({ posts: ['real-post'] })
  const answers = await Promise.all(
    [
      '/blog/buy-cheap-pills-at-spam-example',
      '/ar/detailed-projects/nothing-here',
      '/detailed-services/none',
      '/blog?page=2',
      '/blog/..%2F..%2Fadmin',
    ].map(async (p) => (await beacon({ p, n: 1 })).status),
  )
  expect(answers).toEqual([404, 404, 404, 404, 404])
  expect(rows()).toEqual([])
  // The same address in another spelling is the one page.
  expect((await beacon({ p: '/blog/%72eal-post', n: 1 })).status).toBe(204)
  expect((await beacon({ p: '//blog/./real-post', n: 1 })).status).toBe(204)
  expect(rows().map((r) => r.path)).toEqual(['/blog/real-post', '/blog/real-post'])
})

test("another site's page cannot post a pageview: Sec-Fetch-Site or a foreign Origin", async () => {
  const own = new URL(base).host
  const refused: Record<string, string>[] = [
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    { Origin: `http://${own}`, 'Sec-Fetch-Site': 'cross-site' },
  ]
  for (const headers of refused) expect((await beacon({ p: '/', n: 1 }, headers)).status).toBe(403)
  expect(rows()).toEqual([])
  const ownPage = { Origin: `http://${own}`, 'Sec-Fetch-Site': 'same-origin' }
  expect((await beacon({ p: '/', n: 1 }, ownPage)).status).toBe(204)
  expect(rows()).toHaveLength(1)
})

test('one address gets 120 pageviews a minute', async () => {
  const answers = []
  for (let i = 0; i < 121; i++) answers.push((await beacon({ p: '/', n: 1 })).status)
  expect(answers.filter((s) => s === 204)).toHaveLength(120)
  expect(answers.at(-1)).toBe(429)
  expect((await beacon({ p: '/' }, { 'X-Test-Address': '192.0.2.2' })).status).toBe(204)
})

test("past the day's budget pageviews are dropped and counted as dropped", async () => {
  process.env.ANALYTICS_DAILY_LIMIT = '3'
  resetEnv()
  const answers = []
  for (let i = 0; i < 5; i++) answers.push((await beacon({ p: '/', n: 1 })).status)
  expect(answers).toEqual([204, 204, 204, 429, 429])
  expect(rows()).toHaveLength(3)
  const dropped = getDb().$client.prepare('SELECT sum(dropped) FROM analytics_days').pluck().get()
  expect(dropped).toBe(2)
})

test('ANALYTICS=off counts nothing', async () => {
  process.env.ANALYTICS = 'off'
  resetEnv()
  expect((await beacon({ p: '/' })).status).toBe(404)
  expect(rows()).toEqual([])
})

test('a salt is deleted 48 hours after it was made', () => {
  const t0 = Date.UTC(2026, 10, 20, 0, 5)
  saltFor(Math.floor(t0 / DAY_MS), t0)
  const salts = () =>
    getDb().$client.prepare('SELECT day FROM analytics_salts ORDER BY day').pluck().all()
  purgeSalts(t0 + 47 * 3_600_000)
  expect(salts()).toHaveLength(1)
  purgeSalts(t0 + 48 * 3_600_000)
  expect(salts()).toEqual([])
  // Making a new day's salt also deletes the old ones.
  saltFor(Math.floor(t0 / DAY_MS), t0)
  const later = t0 + 3 * DAY_MS
  saltFor(Math.floor(later / DAY_MS), later)
  expect(salts()).toEqual([Math.floor(later / DAY_MS)])
})
