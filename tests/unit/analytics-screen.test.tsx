// The analytics screen's chart (app/components/admin/analytics-chart.tsx), rendered from its loader
// as the server renders it: a range with nothing counted is one sentence, not zeros, an empty frame
// and empty tables, and
// with ANALYTICS=off the screen says that nothing is being counted, above what was counted before.
import { afterEach, beforeEach, expect, test } from 'vitest'
import { storePageview } from '#app/analytics/pageviews.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import * as route from '#app/routes/admin.analytics.tsx'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { view } from '#tests/support/pageviews.ts'
import { render } from '#tests/support/render-route.tsx'

const PATH = '/admin/analytics'
let cookie: string

beforeEach(async () => {
  cookie = await sessionCookieFor((await createAdmin()).id)
})
afterEach(() => {
  delete process.env.ANALYTICS
  resetEnv()
})

const screen = async (query = '') =>
  (await render(route, PATH, getRequest(PATH + query, cookie))).html

const CHART = 'role="img" aria-labelledby="analytics-chart-title"'
const visit = () => storePageview(view(1, '/services'), Date.now())

test('nothing counted in the range: one sentence saying what will appear, no zeros, chart or tables', async () => {
  const html = await screen('?range=custom&from=2020-01-01&to=2020-01-31')
  expect(html).toContain('Nothing counted yet from 2020-01-01 to 2020-01-31. From the next visit')
  expect(html).not.toContain(CHART)
  expect(html).not.toContain('Visits are not being counted')
  // No figures of zero, no empty tables, no download of nothing.
  expect(html).not.toContain('Conversion rate')
  expect(html).not.toContain('Top pages')
  expect(html).not.toContain('Nothing counted yet.')
  expect(html).not.toContain('No leads yet.')
  expect(html).not.toContain('Download the days as CSV')
})

test("leads without counted visits: the figures with a dash for the rate, and the leads' table", async () => {
  await createContactMessage({ name: 'Ana', email: 'ana@example.com', message: 'Hello' })
  const html = await screen()
  expect(html).toContain('Conversion rate</dt><dd class="text-2xl font-bold">—</dd>')
  expect(html).not.toContain('0.0%')
  expect(html).toContain('Nothing counted yet from')
  expect(html).toContain('Leads by channel')
  expect(html).not.toContain('Top pages')
})

test('a visit counted: the chart, and no sentence', async () => {
  expect(await visit()).toBe('stored')
  const html = await screen()
  expect(html).toContain(CHART)
  expect(html).not.toContain('Nothing counted yet from')
  expect(html).toContain('Top pages')
})

test('ANALYTICS=off: the screen says nothing is being counted, above what was counted before', async () => {
  process.env.ANALYTICS = 'off'
  resetEnv()
  const empty = await screen()
  expect(empty).toContain(
    'Visits are not being counted: counting was turned off by whoever runs the site',
  )
  expect(empty).not.toContain(CHART)
  expect(empty).not.toContain('Nothing counted yet from')

  expect(await visit()).toBe('stored')
  const counted = await screen()
  expect(counted).toContain('Visits are not being counted')
  expect(counted).toContain(CHART)
})
