// Where the render budget meets the pages (docs/scale.md): on a server of its own with the budget
// on at its default (the shared e2e server runs without it), with the demo content plus 30 case
// studies and 60 library images (one case study shows all 60), a visitor's first visit of every
// public page in both languages from one address loads every image with no failed request and no
// console error; so does the same visit after the theme toggle, whose header navigation once found
// Remix's route discovery answered with the kept 404 page; and the administrator, behind an address
// a flood has spent, opens 40 screens and edit forms without one refusal. The crawls keep to the
// budget's pace for pages, as a polite crawler does: what they prove is that nothing else a page
// asks for spends it.
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { createAdminSession, expect, test } from './fixtures.ts'
import { OWN_SESSION_SECRET, startServer, stopServer, type OwnServer } from './own-server.ts'

test.describe.configure({ mode: 'serial' })

const ADMIN = { email: 'budget-admin@example.com', password: 'budget-admin-password' }
// The default budget (RENDER_BUDGET=120, app/lib/env.server.ts): 2 renders a second, 12 at once.
const RENDERS_PER_SECOND = 2
const BURST = 12
const CASE_STUDIES = 30
const IMAGES = 60

let server: OwnServer | undefined
let base = ''
let pages: string[] = []

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Each browser below is one client address of its own (X-Forwarded-For).
    TRUST_PROXY: 'true',
  })
  base = `http://127.0.0.1:${server.port}`
  await addContent()
  pages = await publicPages()
})

test.afterAll(async () => {
  if (server) await stopServer(server)
})

/** Distinct small images in the library, and case studies that show them, through the /api. */
async function addContent() {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `Bearer ${token}` }
  const urls: string[] = []
  for (let i = 0; i < IMAGES; i++) {
    const background = { r: (i * 4) % 256, g: 120, b: 255 - ((i * 4) % 256) }
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), `image-${i}.png`)
    const upload = await fetch(`${base}/api/uploads/projects`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    expect(upload.status).toBe(201)
    urls.push(((await upload.json()) as { fileUrl: string }).fileUrl)
  }
  for (let i = 0; i < CASE_STUDIES; i++) {
    const shown = i === 0 ? urls : urls.slice(2 * i, 2 * i + 2)
    const created = await fetch(`${base}/api/detailed-projects`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: `Budget case study ${i + 1}`,
        subtitle: 'A case study with pictures',
        description: 'What we made, in pictures.',
        category: 'Branding',
        client: 'A client',
        tags: ['budget'],
        media: shown.map((url, n) => ({ url, type: 'image', alt: `Picture ${n + 1}` })),
      }),
    })
    expect(created.status).toBe(201)
  }
}

/** Every public page in both languages: the sitemap's addresses and their alternates. */
async function publicPages() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const addresses = [...sitemap.matchAll(/(?:<loc>|href=")(http[^<"]+)/g)].map(
    (m) => new URL(m[1]!.replaceAll('&amp;', '&')).pathname,
  )
  const unique = [...new Set(addresses)]
  expect(unique.filter((p) => p.includes('/detailed-projects/')).length).toBeGreaterThanOrEqual(
    2 * CASE_STUDIES,
  )
  return unique
}

type Seen = { failed: string[]; errors: string[]; renders: number; started: number }

/** A browser that is one client address, recording every failed request and console error. */
async function visitor(browser: Browser, address: string, cookie?: string) {
  const context = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  })
  if (cookie) {
    await context.addCookies([
      { name: '__session', value: cookie, url: base, httpOnly: true, sameSite: 'Lax' },
    ])
  }
  const seen: Seen = { failed: [], errors: [], renders: 0, started: Date.now() }
  context.on('response', (response) => {
    const url = new URL(response.url())
    if (response.status() >= 400) seen.failed.push(`${response.status()} ${url.pathname}`)
    // What the budget counts: a page or its data that the cache did not answer.
    const rendered =
      response.request().resourceType() === 'document' || url.pathname.endsWith('.data')
    if (rendered && response.headers()['x-cache'] !== 'hit') seen.renders++
  })
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText
    // A navigation cancels what the page it leaves was still fetching (a link's prefetched data):
    // cancelled, not failed. A request that never settles fails the page's wait for network idle.
    if (error !== 'net::ERR_ABORTED')
      seen.failed.push(`${error} ${new URL(request.url()).pathname}`)
  })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => seen.errors.push(`${page.url()}: ${error.message}`))
  return { context, page, seen }
}

/** Waits while the next page would go past the budget's pace (only a fast machine ever does). */
async function keepPace(seen: Seen) {
  while (seen.renders + 2 > BURST + ((Date.now() - seen.started) / 1000) * RENDERS_PER_SECOND) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Whether React has hydrated the page (root.tsx marks it). */
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

/** Every image of the page asked for at once (lazy ones too) and shown: the broken ones, if any. */
async function brokenImages(page: Page) {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager'
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  )
}

async function crawl(page: Page, seen: Seen) {
  const broken: string[] = []
  let images = 0
  for (const path of pages) {
    await keepPace(seen)
    const response = await page.goto(path)
    expect([path, response?.status()]).toEqual([path, 200])
    await hydrated(page)
    broken.push(...(await brokenImages(page)).map((src) => `${path}: ${src}`))
    images = Math.max(images, await page.evaluate(() => document.images.length))
  }
  // The case study with all 60 library images was among them.
  expect(images).toBeGreaterThanOrEqual(IMAGES)
  return broken
}

function expectClean(seen: Seen, broken: string[] = []) {
  expect(broken).toEqual([])
  expect(seen.failed).toEqual([])
  expect(seen.errors).toEqual([])
}

// The two crawls run side by side, each from its own address: each keeps to its budget's pace,
// which, not the machine, sets how long a crawl of this many pages takes.
test('a first visit of every public page in both languages from one address loads every image, before and after the theme toggle @js', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  await Promise.all([firstVisit(browser), visitAfterThemeToggle(browser)])
})

async function firstVisit(browser: Browser) {
  const { context, page, seen } = await visitor(browser, '198.51.100.10')
  const broken = await crawl(page, seen)
  expectClean(seen, broken)
  await context.close()
}

async function visitAfterThemeToggle(browser: Browser) {
  const { context, page, seen } = await visitor(browser, '198.51.100.20')
  await page.goto('/')
  await hydrated(page)
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'Switch to Dark Mode' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  // Client navigation through the header, in English and then in Arabic: every page's data and
  // route discovery answered, and nothing left pending.
  for (const language of ['en', 'ar'] as const) {
    const header = page.locator('header nav').first()
    for (const link of await header.locator('a[href^="/"]:not([data-testid])').all()) {
      const href = (await link.getAttribute('href'))!
      if (href.includes('#')) continue
      await keepPace(seen)
      await link.click()
      await expect(page).toHaveURL(new URL(href, base).href)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).toHaveClass(/dark/)
      await expect(page.getByRole('alert')).toHaveCount(0)
    }
    if (language === 'en') {
      await header.getByTestId('language-switcher').click()
      await expect(page).toHaveURL(/\/ar(?:\/|$)/)
      await hydrated(page)
    }
  }
  const broken = await crawl(page, seen)
  expectClean(seen, broken)
  await context.close()
}

test("a client navigation refused by the budget says so in the page's language @js", async ({
  browser,
}) => {
  const address = '198.51.100.40'
  const { context, page, seen } = await visitor(browser, address)
  // A cookie of its own: none of its pages or data comes from the cache, each is a render.
  await context.addCookies([{ name: 'visitor', value: '1', url: base }])
  await page.goto('/ar')
  await hydrated(page)
  // The budget refills two renders a second: it is spent just before the blog's data is asked. On a
  // busy machine half a second can pass between the flood and the request (a render refilled): the
  // request is then answered, and asked again after another flood, until the budget refuses it.
  await page.route('**/ar/blog.data*', async (route) => {
    for (let flood = 1; ; flood++) {
      await spend(address)
      const response = await route.fetch()
      if (response.status() === 429 || flood === 5) return route.fulfill({ response })
    }
  })
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'المدونة' })
    .click()
  // Every route of the page was refused (the root's data too): the root's boundary says it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلبات كثيرة جدًا')
  await expect(
    page.getByText('طلبات كثيرة جدًا: يُرجى المحاولة مرة أخرى بعد قليل.', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText('حدث خطأ')).toHaveCount(0)
  expect(seen.failed).toEqual(['429 /ar/blog.data'])
  // The browser's own line for an answer of 429 (one per refused request: which of the page's
  // requests meet the spent budget depends on timing), and nothing else: no SyntaxError, no
  // 'Failed to fetch'.
  expect(seen.errors.length).toBeGreaterThan(0)
  for (const error of seen.errors) expect(error).toMatch(/status of 429 \(Too Many Requests\)$/)
  await context.close()
})

/**
 * Spends an address's budget with a flood of renders (each with a cookie of its own), and returns
 * as soon as the first is refused, its budget empty (it refills two renders a second).
 */
function spend(address: string) {
  const flood = Array.from({ length: 30 }, (_, i) =>
    fetch(`${base}/blog`, { headers: { 'X-Forwarded-For': address, Cookie: `flood=${i}` } }),
  )
  return Promise.any(
    flood.map(async (answer) => {
      if ((await answer).status !== 429) throw new Error('rendered')
    }),
  )
}

test('the administrator opens 40 screens and edit forms behind an address a flood has spent @js', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const address = '198.51.100.30'
  // A flood from the admin's address first: the budget is on, and this address has spent it.
  await spend(address)

  const cookie = await createAdminSession(ADMIN.email, {
    databasePath: join(server!.dir, 'site.db'),
    sessionSecret: OWN_SESSION_SECRET,
  })
  const { context, page, seen } = await visitor(browser, address, cookie)
  let opened = 0
  let thumbnails = 0
  // The media library, its first two pages, every thumbnail shown.
  for (const path of ['/admin/media', '/admin/media?page=2']) {
    await page.goto(path)
    await hydrated(page)
    expect(await brokenImages(page)).toEqual([])
    thumbnails += await page.locator('main img').count()
    opened++
  }
  expect(thumbnails).toBeGreaterThanOrEqual(40)
  // The admin's screens through its menu, each a client navigation (loader data and discovery).
  const menu = page.getByRole('navigation').filter({ has: page.locator('a[href="/admin/media"]') })
  for (const link of await menu.locator('a[href^="/admin/"]').all()) {
    const href = (await link.getAttribute('href'))!
    await link.click()
    await expect(page).toHaveURL(new URL(href, base).href)
    await expect(page.getByRole('alert')).toHaveCount(0)
    opened++
  }
  // Case studies' edit forms, each opened from the list as the admin does and closed again.
  await page.goto('/admin/detailed-projects')
  await hydrated(page)
  const edits = await page
    .locator('a[href$="/edit"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  for (const href of edits.slice(0, 40 - opened)) {
    await page.locator(`a[href="${href}"]`).first().click()
    await expect(page).toHaveURL(new URL(href, base).href)
    await expect(page.getByRole('dialog').getByLabel('Title', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(`${base}/admin/detailed-projects`)
    // The next link is clicked once the form has left the screen: a click while the closing form
    // still covered the list opened nothing (one CI run).
    await expect(page.getByRole('dialog')).toHaveCount(0)
    opened++
  }
  expect(opened).toBe(40)
  await expect(page.getByText(/Too many requests|An error occurred/)).toHaveCount(0)
  expectClean(seen)
  await context.close()
})
