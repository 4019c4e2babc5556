// A lead's attribution (issue 32, app/analytics/attribution.server.ts) on a real database: pageviews
// counted by the real beacon over HTTP are found by the same daily hash when the lead is posted;
// without them the page's own field, then the post's Referer speak; nothing when analytics is off.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { attributeLead } from '#app/analytics/attribution.server.ts'
import { countPageview, resetBeaconLimits } from '#app/analytics/beacon.server.ts'
import { attributionLine, readAttribution } from '#app/analytics/lead-source.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as homeAction } from '#app/routes/_public._index.tsx'
import { action as consultationAction } from '#app/routes/_public.consultation.tsx'
import { publishPages } from '#tests/support/public-pages.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const ADDRESS = '198.51.100.20'
const MINUTE = 60_000

let server: Server
let site: string
let clock = Date.UTC(2026, 10, 26, 10)

beforeEach(async () => {
  resetBeaconLimits()
  resetAllLimits()
  clock = Date.UTC(2026, 10, 26, 10)
  server = createServer((req, res) =>
    countPageview(req, res, {
      address: String(req.headers['x-test-address'] ?? ADDRESS),
      now: () => clock,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  site = `127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  delete process.env.ANALYTICS
  resetEnv()
  await new Promise((resolve) => server.close(resolve))
})

async function view(body: object, at: number) {
  clock = at
  const answer = await fetch(`http://${site}/beacon`, {
    method: 'POST',
    headers: { 'User-Agent': CHROME, 'Content-Type': 'text/plain' },
    body: JSON.stringify(body),
  })
  expect(answer.status).toBe(204)
}

/** A lead's post as the browser sends it to this site. */
function posted(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new URLSearchParams({
    name: 'Ada',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    message: 'We need a video.',
    website: '',
    form_stamp: issueFormStamp(Date.now() - 3_000),
    ...fields,
  })
  return new Request(`http://${site}/?index`, {
    method: 'POST',
    headers: { 'User-Agent': CHROME, ...headers },
    body: form,
  })
}

const attribute = async (request: Request, now: number, clientAddress = ADDRESS) =>
  attributeLead({ request, clientAddress, form: await request.formData(), now })

test('the visitor’s pageviews of the day give the landing page, campaign, pages seen and time', async () => {
  await publishPages({ services: ['video-production'], projects: ['harbour-film'] })
  const start = Date.UTC(2026, 10, 26, 10)
  await view(
    {
      p: '/detailed-services/video-production?utm_source=news&utm_campaign=spring',
      r: 'https://mail.example/',
    },
    start,
  )
  await view({ p: '/detailed-projects/harbour-film', n: 1 }, start + MINUTE)
  await view({ p: '/detailed-services/video-production', n: 1 }, start + 2 * MINUTE)
  // Back at noon from a search: the last channel.
  await view({ p: '/', r: 'https://www.google.com/' }, start + 3 * MINUTE)
  // Another visitor's pages are never this lead's.
  await fetch(`http://${site}/beacon`, {
    method: 'POST',
    headers: { 'User-Agent': CHROME, 'X-Test-Address': '198.51.100.99' },
    body: JSON.stringify({ p: '/about?utm_campaign=other' }),
  })
  const a = await attribute(
    posted({}, { Referer: `http://${site}/?utm_source=news&utm_campaign=spring` }),
    start + 5 * MINUTE + 4_000,
  )
  expect(a).toEqual({
    evidence: 'visits',
    channel: 'Campaign',
    source: 'news',
    medium: null,
    campaign: 'spring',
    referrer: 'mail.example',
    landingPage: '/detailed-services/video-production',
    lastChannel: 'Search',
    lastCampaign: null,
    formPage: '/?utm_source=news&utm_campaign=spring',
    pagesBefore: 4,
    servicePages: ['/detailed-services/video-production'],
    caseStudies: ['/detailed-projects/harbour-film'],
    timeOnSite: 304,
  })
  expect(attributionLine(a)).toBe(
    'From: Campaign: campaign spring (news), landed on /detailed-services/video-production',
  )
  // The same browser tomorrow is a new visitor: yesterday's pages are not looked at.
  expect((await attribute(posted({}), start + 24 * 60 * MINUTE))?.evidence).toBe('none')
  // Another address with the same browser is another visitor.
  expect((await attribute(posted({}), start + 6 * MINUTE, '198.51.100.21'))?.evidence).toBe('none')
})

test('without pageviews, the field the page filled with JavaScript names the landing and referrer', async () => {
  const landing = JSON.stringify({
    p: '/about?utm_source=google&utm_medium=cpc&utm_campaign=brand',
    r: 'https://www.google.com/search?q=agency',
  })
  const a = await attribute(
    posted({ landing }, { Referer: `http://${site}/services?consultation=open` }),
    clock,
  )
  expect(a).toMatchObject({
    evidence: 'page',
    channel: 'Search',
    source: 'google',
    medium: 'cpc',
    campaign: 'brand',
    referrer: 'google.com',
    landingPage: '/about',
    formPage: '/services',
    pagesBefore: null,
  })
  expect(attributionLine(a)).toBe('From: Google search, landed on /about')
  // A field that is not the page's report is ignored.
  const forged = await attribute(posted({ landing: '{"p":"https://elsewhere.example/"}' }), clock)
  expect(forged?.evidence).toBe('none')
})

test('without JavaScript, the post’s Referer gives the page it was sent from and its campaign', async () => {
  const referer = `http://${site}/?utm_source=news&utm_medium=email&utm_campaign=spring&index`
  const a = await attribute(posted({}, { Referer: referer }), clock)
  expect(a).toMatchObject({
    evidence: 'form',
    channel: 'Email',
    source: 'news',
    medium: 'email',
    campaign: 'spring',
    landingPage: null,
    formPage: '/?utm_source=news&utm_medium=email&utm_campaign=spring',
  })
  expect(attributionLine(a)).toBe(
    'From: source unknown, sent from /?utm_source=news&utm_medium=email&utm_campaign=spring (Email: campaign spring (news))',
  )
  // Untagged: the page only, its source unknown.
  const plain = await attribute(posted({}, { Referer: `http://${site}/about` }), clock)
  expect(plain).toMatchObject({ evidence: 'form', channel: null, formPage: '/about' })
  expect(attributionLine(plain)).toBe('From: source unknown, sent from /about')
  // Another site's address says nothing about this one's pages.
  const elsewhere = await attribute(
    posted({}, { Referer: 'https://elsewhere.example/?utm_campaign=x' }),
    clock,
  )
  expect(elsewhere?.evidence).toBe('none')
  expect(attributionLine(elsewhere)).toBe('From: source unknown')
})

test('Do Not Track: the visit is not looked at, only the page the form was sent from', async () => {
  await publishPages({ services: ['x'] })
  await view({ p: '/detailed-services/x?utm_campaign=spring' }, clock)
  const a = await attribute(
    posted(
      { landing: JSON.stringify({ p: '/about?utm_campaign=spring', r: '' }) },
      { DNT: '1', Referer: `http://${site}/about` },
    ),
    clock + MINUTE,
  )
  expect(a).toMatchObject({ evidence: 'form', campaign: null, formPage: '/about' })
})

test('ANALYTICS=off keeps no attribution', async () => {
  process.env.ANALYTICS = 'off'
  resetEnv()
  expect(await attribute(posted({}, { Referer: `http://${site}/?utm_campaign=x` }), clock)).toBe(
    null,
  )
})

test('the web forms store the snapshot with the lead', async () => {
  const referer = `http://${site}/?utm_source=news&utm_campaign=spring`
  const contact = await homeAction({
    request: posted({}, { Referer: referer }),
    params: {},
    context: { clientAddress: ADDRESS },
  })
  expect((contact as Response).status).toBe(302)
  const consultation = await consultationAction({
    request: posted(
      { redirectTo: '/about', landing: JSON.stringify({ p: '/about', r: 'https://t.co/x' }) },
      { Referer: `http://${site}/about?consultation=open` },
    ),
    params: {},
    context: { clientAddress: '198.51.100.30' },
  })
  expect((consultation as Response).status).toBe(302)
  const stored = (table: string) =>
    readAttribution(
      getDb()
        .$client.prepare(`SELECT attribution FROM ${table} ORDER BY id DESC LIMIT 1`)
        .pluck()
        .get() as string,
    )
  expect(stored('contact_messages')).toMatchObject({
    evidence: 'form',
    campaign: 'spring',
    formPage: '/?utm_source=news&utm_campaign=spring',
  })
  expect(stored('consultations')).toMatchObject({
    evidence: 'page',
    channel: 'Social',
    referrer: 't.co',
    landingPage: '/about',
    formPage: '/about',
  })
})

test('a refused post carries the page it was sent from back to the form, and the next post keeps its campaign', async () => {
  const refused = await homeAction({
    request: posted(
      { email: 'ada@b' },
      { Referer: `http://${site}/?utm_source=news&utm_campaign=autumn` },
    ),
    params: {},
    context: { clientAddress: ADDRESS },
  })
  const reply = (refused as unknown as { data: { result: { initialValue: object } } }).data
  expect(reply.result.initialValue).toMatchObject({
    sent_from: '/?utm_source=news&utm_campaign=autumn',
  })
  // The re-shown form is at /?index: that is the next post's Referer, and it names no campaign.
  const again = await attribute(
    posted(
      { sent_from: '/?utm_source=news&utm_campaign=autumn' },
      { Referer: `http://${site}/?index` },
    ),
    clock,
  )
  expect(again).toMatchObject({
    evidence: 'form',
    campaign: 'autumn',
    formPage: '/?utm_source=news&utm_campaign=autumn',
  })
  // A carried value that is no page of this site is not taken: the Referer speaks.
  const odd = await attribute(
    posted(
      { sent_from: 'https://elsewhere.example/?utm_campaign=x' },
      { Referer: `http://${site}/about` },
    ),
    clock,
  )
  expect(odd).toMatchObject({ evidence: 'form', formPage: '/about', campaign: null })
})
