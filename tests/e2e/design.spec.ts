// Issue 31's design system as a visitor's browser meets it: self-hosted faces, subset by script.
import { expect, test } from './fixtures.ts'

const FONT_BUDGET_BYTES = 120 * 1024

for (const path of ['/', '/blog', '/services']) {
  test(`an English page (${path}) loads its Latin faces, no Arabic, within ${FONT_BUDGET_BYTES / 1024} KB @js`, async ({
    page,
  }) => {
    const fonts: { url: string; bytes: number }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return
      fonts.push({ url: response.url(), bytes: (await response.body()).length })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    expect(fonts.map((f) => new URL(f.url).origin)).toEqual(
      fonts.map(() => new URL(page.url()).origin),
    )
    expect(fonts.some((f) => /inter-latin-wght/.test(f.url))).toBe(true)
    expect(fonts.some((f) => /bricolage-grotesque-latin-wght/.test(f.url))).toBe(true)
    expect(fonts.filter((f) => /arabic/.test(f.url))).toEqual([])
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES)
    const swap = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes('Variable')).map((f) => f.display),
    )
    expect(new Set(swap)).toEqual(new Set(['swap']))
  })
}

test('an Arabic page (/ar/services) draws all its text in the Arabic family, Latin included, fetched with the page @js', async ({
  page,
}) => {
  const fonts: { path: string; bytes: number }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'font') return
    fonts.push({ path: new URL(response.url()).pathname, bytes: (await response.body()).length })
  })
  await page.goto('/ar/services', { waitUntil: 'networkidle' })
  await page.evaluate(() => document.fonts.ready)
  const paths = fonts.map((f) => f.path)
  // The Arabic alphabet and ASCII, each cut to what an Arabic page draws (server/subset-fonts.mjs);
  // its digits and Latin words from the same family, not from Inter or Bricolage (issue 34: no
  // unused Latin beyond the shared subset); the rest of each script only on demand.
  expect(
    paths.map((f) => /^\/assets\/(plex-(arabic|latin)-core-\d+)-/.exec(f)?.[1]).sort(),
  ).toEqual([
    'plex-arabic-core-400',
    'plex-arabic-core-600',
    'plex-latin-core-400',
    'plex-latin-core-600',
  ])
  expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(95 * 1024)
  for (const role of ['heading', 'link'] as const) {
    const family = await page
      .getByRole(role, role === 'heading' ? { level: 1 } : { name: 'English' })
      .evaluate((element) => getComputedStyle(element).fontFamily)
    expect(family).toMatch(/^"IBM Plex Sans Arabic", "Plex Latin"/)
  }
})

test('the Arabic About page keeps its lines when the web fonts arrive: the footer does not move @js', async ({
  browser,
}) => {
  // Lighthouse measured a layout shift of 0.28 here: DejaVu Sans, the Arabic fallback, is wider
  // than IBM Plex Sans Arabic, so each paragraph wrapped to one more line until the swap. The
  // fallback face is now scaled to Plex's widths (app/styles/fonts.css).
  const footerTop = async (blockFonts: boolean) => {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } })
    if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort())
    await page.goto('/ar/about', { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    const fallback = await page.evaluate(
      () =>
        [...document.fonts].find((face) => face.family.includes('Plex Arabic Fallback'))?.status,
    )
    const top = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().top)
    await page.close()
    return { top, fallback }
  }
  const before = await footerTop(true)
  // The measured fallback is DejaVu Sans (Debian's fonts-dejavu-core, which .ci/run installs).
  expect(before.fallback, 'DejaVu Sans, the measured Arabic fallback, is on this machine').toBe(
    'loaded',
  )
  const after = await footerTop(false)
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(2)
})

test('every card on the home page leads somewhere that answers 200 @server', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const cards = page.locator(
    '[data-testid="service-card"], [data-testid="project-card"], [data-testid="blog-card"]',
  )
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  for (const card of await cards.all()) {
    const href = await card.locator('a[href]').first().getAttribute('href')
    expect(href).toMatch(/^\/\S+/)
    expect((await request.get(href!)).status()).toBe(200)
  }
  // The demo's cards lead to the case studies of the same work (their Case study field).
  await expect(
    page.locator('[data-testid="service-card"] a[href^="/detailed-services/"]').first(),
  ).toBeAttached()
  await expect(
    page.locator('[data-testid="project-card"] a[href^="/detailed-projects/"]').first(),
  ).toBeAttached()
})

test('each home section links to the page that lists everything @server', async ({ page }) => {
  await page.goto('/')
  for (const [section, name, href] of [
    ['Our Services', 'View all services', '/services'],
    ['Our Work', 'View the portfolio', '/portfolio'],
    ['From Our Blog', 'View all posts', '/blog'],
  ] as const) {
    await expect(
      page.getByRole('region', { name: section }).getByRole('link', { name }),
    ).toHaveAttribute('href', href)
  }
})

test('a testimonial without a photo shows initials; its overlay shows on hover @js', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  // The first card without a photo: other tests may have added testimonials with photos by now.
  const card = page
    .getByTestId('testimonial-card')
    .filter({ has: page.getByTestId('initials') })
    .first()
  await expect(card.getByTestId('initials')).toHaveText(/^\p{Lu}{1,2}$/u)
  await card.scrollIntoViewIfNeeded()
  await page.mouse.move(0, 0)
  await expect(card.getByTestId('overlay')).toBeHidden()
  await card.getByTestId('testimonial-circle').hover()
  await expect(card.getByTestId('overlay')).toBeVisible()
})

test('on a 390 px phone a testimonial shows its overlay once scrolled into view @js', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const cards = page.getByTestId('testimonial-card')
  for (const card of await cards.all()) {
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(card.getByTestId('overlay')).toBeHidden()
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByTestId('overlay')).toBeVisible()
  }
})

test('the portfolio filters by category with plain links, with or without JavaScript', async ({
  page,
}) => {
  await page.goto('/portfolio')
  const filter = page.getByRole('navigation', { name: 'Categories' })
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
  const all = await page.getByTestId('portfolio-card').count()
  await filter.getByRole('link', { name: 'Video', exact: true }).click()
  await expect(page).toHaveURL('/portfolio?category=Video')
  await expect(filter.getByRole('link', { name: 'Video', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const cards = page.getByTestId('portfolio-card')
  expect(await cards.count()).toBeGreaterThan(0)
  expect(await cards.count()).toBeLessThan(all)
  for (const card of await cards.all()) await expect(card).toContainText('Video')
  expect((await page.request.get('/portfolio?category=No%20such%20thing')).status()).toBe(404)
})

test('a case study ends with a call to action that opens the consultation form', async ({
  page,
}) => {
  await page.goto('/portfolio')
  // A seeded case study: other tests add and delete projects of their own while this one runs.
  await page
    .getByTestId('portfolio-card')
    .filter({ hasText: 'Launch film' })
    .getByRole('link', { name: 'Read More' })
    .click()
  const cta = page.getByTestId('consultation-cta')
  await cta.getByRole('link', { name: 'Book a free consultation' }).click()
  await expect(page).toHaveURL(/\?consultation=open$/)
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').getByLabel(/Name/).first()).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Next project' }).getByRole('link'),
  ).toHaveAttribute('href', /^\/detailed-projects\//)
})

test('a service page ends with the same call to action', async ({ page }) => {
  await page.goto('/services')
  await page.getByTestId('service-card').first().getByRole('link', { name: 'Read More' }).click()
  await page
    .getByTestId('consultation-cta')
    .getByRole('link', { name: 'Book a free consultation' })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

// The designed hero's focal point (its play mark) has a column of its own where there is room for
// it and is left out where the text takes the whole width: the headline never runs over it, in
// English or Arabic, at any width.
for (const path of ['/', '/ar']) {
  test(`the hero's headline never covers the artwork's focal point (${path}) @server`, async ({
    page,
  }) => {
    for (const width of [1440, 1280, 1024, 900, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const headline = await page.getByRole('heading', { level: 1 }).boundingBox()
      const mark = page.getByTestId('hero-mark')
      if (!(await mark.isVisible())) {
        expect(width, 'the mark shows on a wide screen').toBeLessThan(1024)
        continue
      }
      const box = (await mark.boundingBox())!
      const apart = box.x >= headline!.x + headline!.width || box.x + box.width <= headline!.x
      expect(apart, `${width} px: the headline and the mark overlap`).toBe(true)
      // At the end side: the right in English, the left in Arabic.
      expect(box.x > headline!.x, `${width} px: the mark at the end side`).toBe(path === '/')
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.x).toBeGreaterThanOrEqual(0)
    }
  })
}

// A case study's results strip and gallery leave no blank cell: three results fill the row (the
// strip's four columns once left an empty fourth), and a lone gallery image starts at the page's
// start edge (the <source> of its <picture> once took the first column of the grid).
for (const [path, edge] of [
  ['/detailed-projects/festival-website', 'left'],
  ['/ar/detailed-projects/festival-website', 'right'],
] as const) {
  test(`a case study's results and gallery leave no empty cell (${path})`, async ({ page }) => {
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const found = await page.evaluate((edge) => {
        const out: string[] = []
        const strip = document.querySelector('[data-testid="results"]')!.getBoundingClientRect()
        // Each row's results and the 1 px lines between them fill the strip's width.
        const rows = new Map<number, number[]>()
        for (const cell of document.querySelectorAll('[data-testid="results"] > div')) {
          const box = cell.getBoundingClientRect()
          const top = Math.round(box.top)
          rows.set(top, [...(rows.get(top) ?? []), box.width])
        }
        for (const [top, widths] of rows) {
          const filled = widths.reduce((a, b) => a + b, widths.length - 1)
          if (Math.abs(filled - strip.width) > 1) {
            out.push(`a row of results at ${top} fills ${Math.round(filled)} of ${strip.width}`)
          }
        }
        const start = document.querySelector('article h1')!.getBoundingClientRect()[edge]
        const image = document
          .querySelector('[aria-label="Gallery"] img, [aria-label="معرض الصور"] img')
          ?.getBoundingClientRect()[edge]
        if (image === undefined) out.push('no gallery image')
        else if (Math.abs(image - start) > 1)
          out.push(`the gallery starts at ${image}, not ${start}`)
        return out
      }, edge)
      expect(found, `${width} px`).toEqual([])
    }
  })
}
