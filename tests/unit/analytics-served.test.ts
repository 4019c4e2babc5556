// A pageview counted where the page is served (app/analytics/served.server.ts), over real HTTP and a
// real database, as server/serve.mjs calls it once an answer is sent: a person's view is counted; a
// bot, a prefetch or prerender, a page that does not exist and what is not a top-level navigation
// are not.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { channelCode } from '#app/analytics/channel.ts'
import {
  addressSpent,
  resetPerAddress,
  spendPerAddress,
} from '#app/analytics/per-address.server.ts'
import { flushQueue } from '#app/analytics/pageviews.server.ts'
import { countServedPage } from '#app/analytics/served.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'
// What Chromium sends when a person opens a page.
const NAVIGATION = {
  'User-Agent': CHROME,
  'Sec-Fetch-Dest': 'document',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Site': 'none',
}

let server: Server
let base: string
const clock = Date.UTC(2026, 10, 26, 10)

beforeEach(async () => {
  resetPerAddress()
  // A page answers 200 (304 when asked again with its ETag), a missing one 404, as the site does.
  server = createServer((req, res) => {
    const url = req.url ?? '/'
    // Kept pages are answered under their cache key (app/lib/page-cache.server.ts): the count
    // reads the address as asked.
    req.url = url.split('?')[0]
    res.on('close', () =>
      countServedPage(req, { url, status: res.statusCode, address: '192.0.2.1', now: clock }),
    )
    const missing = /^\/blog\/.+/.test(url)
    const status = missing ? 404 : req.headers['if-none-match'] === '"v1"' ? 304 : 200
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"v1"' })
    res.end(status === 304 ? undefined : '<!doctype html><title>Page</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  delete process.env.ANALYTICS
  resetEnv()
  await new Promise((resolve) => server.close(resolve))
})

/** A request as a browser sends it (node:http: fetch adds its own Sec-Fetch-Mode). */
async function open(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const status = await new Promise<number>((resolve, reject) => {
    request(`${base}${path}`, { method, headers: { ...NAVIGATION, ...headers } }, (answer) => {
      answer.resume()
      answer.on('end', () => resolve(answer.statusCode ?? 0))
    })
      .on('error', reject)
      .end()
  })
  // The 'close' of the answer runs just after the client has it.
  await new Promise((resolve) => setTimeout(resolve, 20))
  return status
}

const counted = () => {
  flushQueue()
  return getDb()
    .$client.prepare(
      `SELECT path.value AS path, ref.value AS referrer, camp.value AS campaign, p.channel
       FROM analytics_pageviews p
       JOIN analytics_strings path ON path.id = p.path
       LEFT JOIN analytics_strings ref ON ref.id = p.referrer
       LEFT JOIN analytics_strings camp ON camp.id = p.campaign
       ORDER BY p.id`,
    )
    .all()
}

test("a person's view is counted as it is served: its page, referrer and campaign", async () => {
  expect(
    await open('/services?utm_source=news&utm_campaign=spring', {
      'Sec-Fetch-Site': 'cross-site',
      Referer: 'https://www.google.com/',
    }),
  ).toBe(200)
  // Asked again (a reload answered 304), and a link followed from the site's own page.
  expect(await open('/services', { 'If-None-Match': '"v1"' })).toBe(304)
  await open('/blog?page=2', { 'Sec-Fetch-Site': 'same-origin', Referer: `${base}/services` })
  expect(counted()).toEqual([
    {
      path: '/services',
      referrer: 'google.com',
      campaign: 'spring',
      channel: channelCode('Campaign'),
    },
    { path: '/services', referrer: null, campaign: null, channel: channelCode('Direct') },
    { path: '/blog?page=2', referrer: null, campaign: null, channel: 0 },
  ])
})

test('a bot, a prefetch or prerender and a missing page are not counted', async () => {
  expect(await open('/', { 'User-Agent': BOT })).toBe(200)
  expect(await open('/', { 'Sec-Purpose': 'prefetch' })).toBe(200)
  expect(await open('/', { 'Sec-Purpose': 'prefetch;prerender' })).toBe(200)
  expect(await open('/', { Purpose: 'prefetch' })).toBe(200)
  expect(await open('/', { 'X-Moz': 'prefetch' })).toBe(200)
  expect(await open('/blog/no-such-post')).toBe(404)
  expect(await open('/blog/no-such-post?utm_campaign=spam')).toBe(404)
  expect(counted()).toEqual([])
  expect(await open('/')).toBe(200)
  expect(counted()).toHaveLength(1)
})

test('only a top-level navigation of a public page by a browser that allows it counts', async () => {
  // Another site's image, frame or fetch naming a page, and the page's loader data.
  await open('/', { 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors' })
  await open('/', { 'Sec-Fetch-Dest': 'iframe' })
  await open('/', { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' })
  await open('/services.data')
  await open('/admin/dashboard')
  await open('/api/services')
  await open('/', {}, 'HEAD')
  await open('/', { DNT: '1' })
  await open('/', { 'Sec-GPC': '1' })
  expect(counted()).toEqual([])
  process.env.ANALYTICS = 'off'
  resetEnv()
  await open('/')
  expect(counted()).toEqual([])
})

test('one address is counted 120 times a minute at most', async () => {
  for (let i = 0; i < 125; i++) await open('/about')
  expect(counted()).toHaveLength(120)
})

test('asking whether an address has counted all it may spends nothing', () => {
  const now = clock
  for (let i = 0; i < 119; i++) expect(spendPerAddress('192.0.2.9', now)).toBe(0)
  for (let i = 0; i < 50; i++) expect(addressSpent('192.0.2.9', now)).toBe(false)
  expect(spendPerAddress('192.0.2.9', now)).toBe(0)
  expect(addressSpent('192.0.2.9', now)).toBe(true)
  expect(spendPerAddress('192.0.2.9', now)).toBeGreaterThan(0)
  // An IPv6 address counts for its /64, asked or spent.
  for (let i = 0; i < 120; i++) spendPerAddress(`2001:db8::${i.toString(16)}`, now)
  expect(addressSpent('2001:db8::ffff', now)).toBe(true)
})
