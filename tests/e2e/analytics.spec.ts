import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { randomAddress } from './addresses.ts'
import { queryDb } from './db.ts'
import { test } from './fixtures.ts'

// Counting (docs/privacy.md): a page opened is counted as it is served, a client-side navigation by
// the beacon, for the same visitor; a bot, a prefetch and a page that does not exist are not, nor a
// browser sending Do Not Track.

const pageviewsOf = (campaign: string) =>
  queryDb<{ visitor: number; path: string; channel: number }>(
    `SELECT p.visitor, s.value AS path, p.channel FROM analytics_pageviews p
      JOIN analytics_strings s ON s.id = p.path
      WHERE p.visitor IN (SELECT visitor FROM analytics_pageviews
        WHERE campaign = (SELECT id FROM analytics_strings WHERE value = ?))
      ORDER BY p.id`,
    campaign,
  )

test('a page shown and a client-side navigation are counted for one visitor @js', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  const campaign = `spring-${randomUUID()}`
  await page.goto(`/services?utm_source=news&utm_campaign=${campaign}`)
  await expect.poll(() => pageviewsOf(campaign).length, { timeout: 15_000 }).toBe(1)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect.poll(() => pageviewsOf(campaign).length, { timeout: 15_000 }).toBe(2)
  const [landing, next] = pageviewsOf(campaign)
  expect(landing).toMatchObject({ path: '/services', channel: 6 })
  expect(next).toMatchObject({ path: '/blog', channel: 0, visitor: landing!.visitor })
})

test('a browser sending Do Not Track is not counted @js', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress(), DNT: '1' })
  const campaign = `dnt-${randomUUID()}`
  await page.goto(`/about?utm_campaign=${campaign}`)
  // A client-side navigation sends its beacon (DNT is the server's to honour too): not counted.
  const beacon = page.waitForResponse((r) => r.url().endsWith('/beacon'))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  expect((await beacon).status()).toBe(204)
  await page.goto(`/services?utm_campaign=${campaign}`)
  // Pages counted as served are stored within a quarter of a second (pageviews.server.ts).
  await page.waitForTimeout(1_000)
  expect(pageviewsOf(campaign)).toEqual([])
})

test("a person's view is counted; a bot, a prefetch and a missing page are not @js", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  const id = randomUUID()
  const [seen, prefetched, missing, bot] = [`seen-${id}`, `ahead-${id}`, `gone-${id}`, `bot-${id}`]
  // The browser fetches a page ahead that the visitor never opens: the request reaches the server.
  await page.goto(`/services?utm_campaign=${seen}`)
  const prefetch = page.waitForResponse((r) => r.url().includes(prefetched))
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href })
    document.head.append(link)
  }, `/about?utm_campaign=${prefetched}`)
  expect((await prefetch).status()).toBe(200)
  const gone = await page.goto(`/blog/no-such-post-${missing}?utm_campaign=${missing}`)
  expect(gone?.status()).toBe(404)
  const crawler = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() },
  })
  const crawled = await (await crawler.newPage()).goto(`/services?utm_campaign=${bot}`)
  expect(crawled?.status()).toBe(200)
  await crawler.close()
  await expect.poll(() => pageviewsOf(seen).length, { timeout: 15_000 }).toBe(1)
  await page.waitForTimeout(1_000)
  expect([pageviewsOf(prefetched), pageviewsOf(missing), pageviewsOf(bot)]).toEqual([[], [], []])
})

test('a client-side navigation to a page that does not exist sends no beacon @js', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/beacon')) sent.push(String(JSON.parse(r.postData() ?? '{}').p))
  })
  const missing = `/no-such-page-${randomUUID()}`
  await page.goto('/services')
  // The beacon's code loads once the page is interactive: a navigation to a page that exists
  // sends one, which shows it is there.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect.poll(() => sent).toEqual(['/blog'])
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __remixRouter: { navigate: (to: string) => void } }
      ).__remixRouter.navigate(to),
    missing,
  )
  await expect(page.getByRole('alert')).toHaveText('Page not found')
  await page.waitForTimeout(1_000)
  expect(sent).toEqual(['/blog'])
})

test('the dashboard shows the figures, a chart drawn on the server and a range form', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000)
  // A visit counted today, so the last 30 days have a chart to draw (the empty range is below).
  const counted = await page.request.post('/beacon', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': randomAddress() },
    data: JSON.stringify({ p: '/services', r: '' }),
  })
  expect(counted.status()).toBe(204)
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
  await expect(page.getByTestId('analytics-chart-empty')).toHaveCount(0)
  await expect(
    page.getByRole('img', { name: /Pageviews \(bars\), visitors \(line\)/ }),
  ).toBeVisible()
  for (const label of ['Visitors', 'Pageviews', 'Leads', 'Conversion rate']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
  }
  await page.getByLabel('Range').selectOption('7')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/range=7/)
  await expect(page.getByLabel('Range')).toHaveValue('7')
  const csv = await page.request.get('/admin/analytics/export.csv?range=7&table=channels')
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(await csv.text()).toContain('label,visitors,pageviews')
})

test('a range with nothing counted says so in one message instead of an empty chart and tables', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/analytics')
  await page.getByLabel('Range').selectOption('custom')
  await page.getByLabel('From', { exact: true }).fill('2020-01-01')
  await page.getByLabel('To', { exact: true }).fill('2020-01-31')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/range=custom/)
  await expect(page.getByTestId('analytics-chart-empty')).toHaveText(
    /^Nothing counted yet from 2020-01-01 to 2020-01-31\. From the next visit to the public site on/,
  )
  await expect(page.getByRole('img', { name: /Pageviews \(bars\)/ })).toHaveCount(0)
  // One message: no figures of zero and no empty tables below it.
  await expect(page.getByRole('heading', { name: 'Top pages' })).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
})
