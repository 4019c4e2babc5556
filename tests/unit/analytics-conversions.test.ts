// Leads by channel, campaign, landing page and service page (issue 32,
// app/analytics/conversions.server.ts): each lead counted once by its snapshot against the visitors
// the report counted for the same label; the channel table's leads add up to the report's leads.
import { parse } from 'csv-parse/sync'
import { expect, test } from 'vitest'
import { analyticsExportLoader } from '#app/admin/analytics.server.ts'
import { channelCode } from '#app/analytics/channel.ts'
import { conversionTables } from '#app/analytics/conversions.server.ts'
import { dayOf, DAY_MS } from '#app/analytics/ids.ts'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { storePageview } from '#app/analytics/pageviews.server.ts'
import { analyticsReport } from '#app/analytics/report.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import type { LeadStatus } from '#app/models/leads.server.ts'
import { consultations, contactMessages } from '#db/schema.ts'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { view } from '#tests/support/pageviews.ts'

const NOW = Date.UTC(2026, 10, 26, 15)
const TODAY = dayOf(NOW)
const SERVICE = '/detailed-services/video-production'

const snapshot = (a: Partial<LeadAttribution>): string =>
  JSON.stringify({
    evidence: 'visits',
    channel: null,
    source: null,
    medium: null,
    campaign: null,
    referrer: null,
    landingPage: null,
    lastChannel: null,
    lastCampaign: null,
    formPage: '/',
    pagesBefore: null,
    servicePages: [],
    caseStudies: [],
    timeOnSite: null,
    ...a,
  })

const lead = (
  name: string,
  at: number,
  attribution: string | null,
  status: LeadStatus = 'new',
) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '+1 555 0100',
  message: 'Hello',
  status,
  attribution,
  createdAt: new Date(at),
})

async function fill() {
  const at = (minutes: number) => TODAY * DAY_MS + 9 * 3_600_000 + minutes * 60_000
  const campaign = { source: 'news', campaign: 'spring', channel: channelCode('Campaign') }
  // 1: from the campaign onto the service page, then home; 2: from a search to the home page;
  // 3: straight to the service page; 4: yesterday, from the campaign (outside a one-day range).
  await storePageview(view(1, SERVICE, campaign), at(0))
  await storePageview(view(1, '/'), at(1))
  await storePageview(
    view(2, '/', { referrer: 'google.com', channel: channelCode('Search') }),
    at(2),
  )
  await storePageview(view(3, SERVICE, { channel: channelCode('Direct') }), at(3))
  await storePageview(view(4, SERVICE, campaign), at(-24 * 60))
  const spring = snapshot({
    channel: 'Campaign',
    source: 'news',
    campaign: 'spring',
    landingPage: SERVICE,
    servicePages: [SERVICE],
  })
  getDb()
    .insert(contactMessages)
    .values([
      lead('Ada', at(5), spring),
      lead('Bo', at(6), snapshot({ channel: 'Search', referrer: 'google.com', landingPage: '/' })),
      // Without JavaScript: only the form's page; its source unknown.
      lead('Cy', at(7), snapshot({ evidence: 'form' })),
      // Spam is never a lead; yesterday's lead is outside the range.
      lead('Spam', at(8), spring, 'spam'),
      lead('Old', at(-24 * 60 + 5), spring),
    ])
    .run()
  // Posted to the /api: no snapshot, so its source is unknown too.
  getDb()
    .insert(consultations)
    .values([lead('Api', at(9), null)])
    .run()
}

test('leads by channel, campaign, landing page and service page, against their visitors', async () => {
  await fill()
  const report = await analyticsReport(TODAY, TODAY, NOW)
  const tables = conversionTables(report)
  expect(tables.channel).toEqual([
    { label: 'Source unknown', leads: 2, visitors: 0, rate: null },
    { label: 'Campaign', leads: 1, visitors: 1, rate: 1 },
    { label: 'Search', leads: 1, visitors: 1, rate: 1 },
  ])
  // Every lead of the range is in the channel table once.
  expect(tables.channel.reduce((sum, r) => sum + r.leads, 0)).toBe(report.totals.leads)
  expect(report.totals.leads).toBe(4)
  expect(tables.campaign).toEqual([{ label: 'spring', leads: 1, visitors: 1, rate: 1 }])
  expect(tables.landing).toEqual([
    { label: SERVICE, leads: 1, visitors: 2, rate: 0.5 },
    { label: '/', leads: 1, visitors: 1, rate: 1 },
  ])
  expect(tables.service).toEqual([{ label: SERVICE, leads: 1, visitors: 2, rate: 0.5 }])

  // Two days: yesterday's campaign visitor and lead join in.
  const both = conversionTables(await analyticsReport(TODAY - 1, TODAY, NOW))
  expect(both.campaign).toEqual([{ label: 'spring', leads: 2, visitors: 2, rate: 1 }])
  expect(both.service).toEqual([{ label: SERVICE, leads: 2, visitors: 3, rate: 2 / 3 }])
})

test('each conversion table downloads as CSV', async () => {
  await fill()
  const cookie = await sessionCookieFor((await createAdmin()).id)
  const day = new Date(NOW).toISOString().slice(0, 10)
  const response = await analyticsExportLoader(
    {
      request: getRequest(
        `/admin/analytics/export.csv?range=custom&from=${day}&to=${day}&table=leads-landing`,
        cookie,
      ),
      params: {},
      context: {},
    },
    NOW,
  )
  const rows = parse(Buffer.from(await response.arrayBuffer()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[]
  expect(rows).toEqual([
    { label: SERVICE, leads: '1', visitors: '2', conversion_rate: '0.5000' },
    { label: '/', leads: '1', visitors: '1', conversion_rate: '1.0000' },
  ])
  await expect(
    analyticsExportLoader(
      {
        request: getRequest('/admin/analytics/export.csv?table=leads-nothing', cookie),
        params: {},
        context: {},
      },
      NOW,
    ),
  ).rejects.toMatchObject({ status: 404 })
})
