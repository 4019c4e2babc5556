// Where a lead came from (issue 32), through the real pages, forms and inbox: with JavaScript the
// visitor's counted pageviews name the campaign, landing page and service page; without it the form
// post's own evidence (its Referer: the page it was sent from, with its utm_* values) names the
// campaign, and the lead says its source is otherwise unknown.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { randomAddress } from './addresses.ts'
import { axeFindings } from './axe.ts'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
})

async function sendContactForm(page: Page, message: string) {
  const form = page.locator('#contact form')
  await form.getByLabel('Name', { exact: true }).fill('Attributed Person')
  await form.getByLabel('Email', { exact: true }).fill('attributed@example.com')
  await form.getByLabel('Message', { exact: true }).fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
}

const storedAttribution = (message: string) => {
  const [row] = queryDb<{ attribution: string | null }>(
    'SELECT attribution FROM contact_messages WHERE message = ?',
    message,
  )
  return JSON.parse(row?.attribution ?? 'null') as Record<string, unknown> | null
}

/** The lead opened in the admin's inbox, found by its text: its list card and its modal. */
async function openInInbox(page: Page, login: () => Promise<void>, message: string) {
  await login()
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(message)}`)
  const card = page.getByRole('listitem').filter({ hasText: message })
  await expect(card).toHaveCount(1)
  const listed = (await card.getByTestId('lead-source').textContent()) ?? ''
  await card.getByRole('link', { name: 'Attributed Person' }).click()
  const origin = page.getByTestId('lead-origin')
  await expect(origin).toBeVisible()
  return { listed, origin }
}

test('a lead sent without JavaScript from a page opened with utm_* shows its campaign in the inbox @nojs', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000)
  const campaign = `spring-${randomUUID().slice(0, 8)}`
  const message = `No script, campaign ${campaign}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  // The page opened without JavaScript is counted as it is served (docs/privacy.md).
  await page.goto(`/?utm_source=news&utm_campaign=${campaign}`)
  await sendContactForm(page, message)
  expect(storedAttribution(message)).toMatchObject({
    evidence: 'visits',
    channel: 'Campaign',
    source: 'news',
    campaign,
    landingPage: '/',
    formPage: `/?utm_source=news&utm_campaign=${campaign}`,
  })
  const { listed, origin } = await openInInbox(page, login, message)
  expect(listed).toBe(`Campaign: campaign ${campaign} (news)`)
  await expect(origin).toHaveText(`From: Campaign: campaign ${campaign} (news), landed on /`)
})

test('without JavaScript a refused contact form keeps the campaign of the page it was sent from @nojs', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const campaign = `refused-${randomUUID().slice(0, 8)}`
  const message = `No script, refused first, campaign ${campaign}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  await page.goto(`/?utm_source=news&utm_campaign=${campaign}`)
  const form = page.locator('#contact form')
  await form.getByLabel('Name', { exact: true }).fill('Attributed Person')
  // "a@b" passes the browser's own check and not the server's.
  await form.getByLabel('Email', { exact: true }).fill('attributed@b')
  await form.getByLabel('Message', { exact: true }).fill(message)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL('/?index#contact')
  await expect(page.locator('#contact').getByText('Enter a valid email address')).toBeVisible()
  // The re-shown form posts from /?index, whose Referer names no campaign: the form carries it.
  await page
    .locator('#contact form')
    .getByLabel('Email', { exact: true })
    .fill('attributed@example.com')
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  // The landing page was counted as served: the visit gives the campaign.
  expect(storedAttribution(message)).toMatchObject({
    evidence: 'visits',
    channel: 'Campaign',
    source: 'news',
    campaign,
    formPage: `/?utm_source=news&utm_campaign=${campaign}`,
  })
})

test('with JavaScript: landed on a service page from a campaign, then sent the contact form @js', async ({
  page,
  login,
}) => {
  test.setTimeout(90_000)
  const campaign = `spring-${randomUUID().slice(0, 8)}`
  const message = `With script, campaign ${campaign}`
  const [service] = queryDb<{ slug: string }>(
    'SELECT slug FROM detailed_services WHERE title = ?',
    'Video production',
  )
  const landing = `/detailed-services/${service!.slug}`
  await page.goto(`${landing}?utm_source=news&utm_campaign=${campaign}`)
  // The beacon has counted the landing page before the visitor moves on.
  const counted = () =>
    queryDb(
      `SELECT 1 FROM analytics_pageviews
        WHERE campaign = (SELECT id FROM analytics_strings WHERE value = ?)`,
      campaign,
    ).length
  await expect.poll(counted, { timeout: 15_000 }).toBe(1)
  // To the home page's contact form by a client-side navigation.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click()
  await expect(page).toHaveURL('/')
  await sendContactForm(page, message)
  expect(storedAttribution(message)).toMatchObject({
    evidence: 'visits',
    channel: 'Campaign',
    source: 'news',
    campaign,
    landingPage: landing,
    servicePages: [landing],
  })
  const { listed, origin } = await openInInbox(page, login, message)
  expect(listed).toBe(`Campaign: campaign ${campaign} (news)`)
  await expect(origin).toHaveText(
    `From: Campaign: campaign ${campaign} (news), landed on ${landing}`,
  )
  // The line says the channel, campaign and landing page; the rows below only what it does not.
  const source = page.getByRole('region', { name: 'Source' })
  await expect(source.getByText('Service pages')).toBeVisible()
  await expect(source.getByText('Landing page')).toHaveCount(0)
  await expect(source.getByText('Known from')).toHaveCount(0)
  expect(await axeFindings(page)).toEqual([])
  // The dashboard counts it for its campaign, against that campaign's one visitor.
  await page.goto('/admin/analytics?range=7')
  // (Leads, visitors, conversion: only the conversion tables end with a rate.)
  await expect(page.getByRole('row', { name: `${campaign} 1 1 100.0%`, exact: true })).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
})

test('without JavaScript the consultation modal opened on a campaign’s kept page keeps its campaign @nojs', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const campaign = `modal-${randomUUID().slice(0, 8)}`
  const message = `No script, modal, campaign ${campaign}`
  const landing = `/about?utm_source=news&utm_campaign=${campaign}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  // Kept once for every campaign: the page's link to the modal cannot name this one.
  await page.request.get('/about')
  const response = await page.goto(landing)
  expect(response?.headers()['x-cache']).toBe('hit')
  const opener = page.getByRole('link', { name: 'Free consultation', exact: true }).first()
  expect(await opener.getAttribute('href')).toBe('/about?consultation=open')
  await opener.click()
  // Its own Referer carried the campaign to the modal's address.
  await expect(page).toHaveURL(`/about?consultation=open&utm_source=news&utm_campaign=${campaign}`)
  const form = page.locator('form#consultation-form')
  await form.getByLabel('Name', { exact: true }).fill('Modal Person')
  await form.getByLabel('Email', { exact: true }).fill('modal@example.com')
  await form.getByLabel('Phone').fill('+1 555 0100')
  await form.getByLabel('Message', { exact: true }).fill(message)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByText('Consultation request sent successfully!')).toBeVisible()
  const [row] = queryDb<{ attribution: string | null }>(
    'SELECT attribution FROM consultations WHERE message = ?',
    message,
  )
  expect(JSON.parse(row?.attribution ?? 'null')).toMatchObject({
    evidence: 'visits',
    channel: 'Campaign',
    source: 'news',
    campaign,
    formPage: landing,
  })
})
