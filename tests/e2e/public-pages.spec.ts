import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { queryDb } from './db.ts'

// These tests read the demo seed (db/seed.ts) as loaded and never write; playwright.config.ts runs
// them before any test that writes: 4 services, 4 detailed services, 4 projects, 4 detailed projects, 4 testimonials,
// 8 blog posts by the admin, 3 about sections.

const idOf = (table: string, column: string, value: string) =>
  String(queryDb<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = ?`, value)[0]!.id)
/** A post's readable address (docs/publishing.md), made from its title. */
const postPath = (title: string) =>
  `/blog/${encodeURIComponent(queryDb<{ slug: string }>('SELECT slug FROM blog_posts WHERE title = ?', title)[0]!.slug)}`

const SITE = 'Creative Media Solutions'

/** The page's title and a meta description that starts as given. */
async function expectMeta(page: Page, title: string, description: RegExp) {
  await expect(page).toHaveTitle(title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
}

/** Every card's Read More goes to the post with the card's title. */
async function expectReadMoreHrefs(page: Page) {
  const cards = page.getByTestId('blog-card')
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const title = (await cards.nth(i).getByRole('heading').textContent()) ?? ''
    await expect(cards.nth(i).getByRole('link', { name: 'Read More' })).toHaveAttribute(
      'href',
      postPath(title),
    )
  }
}

/** A teaser cut to `max` characters of text, with the ellipsis the cut adds. */
async function expectTeaser(page: Page, locator: ReturnType<Page['getByTestId']>, max: number) {
  const text = (await locator.textContent()) ?? ''
  expect(text).not.toContain('<')
  expect(text.endsWith('…')).toBe(true)
  expect(Array.from(text.slice(0, -1)).length).toBeLessThanOrEqual(max)
  expect(Array.from(text.slice(0, -1)).length).toBeGreaterThan(max - 3)
}

test('the home page shows the hero, services, the newest three of each list and contact details', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle(SITE)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20}/)

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative Media Solutions')
  await expect(page.getByRole('link', { name: 'Start Now' })).toHaveAttribute('href', '#contact')
  // The demo has no hero video: the fallback image shows instead.
  await expect(page.getByTestId('hero-fallback')).toBeVisible()
  await expect(page.getByTestId('hero-video')).toHaveCount(0)

  const services = page.getByRole('region', { name: 'Our Services' })
  await expect(services.getByRole('article')).toHaveCount(4)
  await expect(services.getByRole('article').first().locator('svg')).toBeVisible()
  await expect(services.getByText('Video production')).toBeVisible()

  const work = page.getByRole('region', { name: 'Our Work' })
  await expect(work.getByTestId('project-card')).toHaveCount(3)
  await expect(work.getByTestId('project-card').locator('h3')).toHaveText([
    'Demo project: podcast artwork',
    'Demo project: festival website',
    'Demo project: café rebrand',
  ])

  const clients = page.getByRole('region', { name: 'What Our Clients Say' })
  await expect(clients.getByTestId('testimonial-card')).toHaveCount(3)
  await expect(clients.locator('figcaption > span:first-child')).toHaveText([
    'Sample client Four',
    'Sample client Three',
    'Sample client Two',
  ])

  const blog = page.getByRole('region', { name: 'From Our Blog' })
  await expect(blog.locator('h3')).toHaveText([
    'Measuring a campaign (demo post)',
    'Writing a creative brief (demo post)',
    'Photographing products at home (demo post)',
  ])
  await expectTeaser(page, blog.getByTestId('teaser').first(), 160)
  await expect(blog.getByRole('link', { name: 'Read More' }).first()).toHaveAttribute(
    'href',
    postPath('Measuring a campaign (demo post)'),
  )

  const contact = page.locator('#contact')
  await expect(contact.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  await expect(contact.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
    'href',
    'mailto:hello@example.com',
  )
  await expect(contact.getByRole('link', { name: '+1 555 0100' })).toBeVisible()
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible()
})

test("'Start Now' goes to the contact section", async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Start Now' }).click()
  await expect(page).toHaveURL('/#contact')
  await expect(
    page.locator('#contact').getByRole('heading', { name: 'Contact Us' }),
  ).toBeInViewport()
})

test('overlays show on hover from 768 px and when in view below it @js', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 })
  await page.goto('/')
  const project = page.getByTestId('project-card').first()
  await project.scrollIntoViewIfNeeded()
  await expect(project.getByTestId('overlay')).toBeHidden()
  // The tile's category and title show without hovering, under its image.
  await expect(project.getByText('Branding', { exact: true })).toBeVisible()
  await expect(
    project.getByRole('heading', { name: 'Demo project: podcast artwork' }),
  ).toBeVisible()
  await project.hover()
  await expect(project.getByTestId('overlay')).toBeVisible()
  await expect(project.getByTestId('overlay')).toContainText('Cover art and episode templates')

  const quote = page.getByTestId('testimonial-card').first()
  await quote.scrollIntoViewIfNeeded()
  // The pointer left where the project card was: scrolled, it may rest on a testimonial's circle.
  await page.mouse.move(0, 0)
  await expect(quote.getByTestId('overlay')).toBeHidden()
  // The quote reads without hovering; hovering the circle shows its overlay.
  await expect(quote.getByTestId('quote')).toContainText('Clear plans, honest reports')
  await expect(quote.getByTestId('quote')).toBeVisible()
  await quote.getByTestId('testimonial-circle').hover()
  await expect(quote.getByTestId('overlay')).toBeVisible()

  await page.setViewportSize({ width: 767, height: 700 })
  await page.goto('/')
  const last = page.getByTestId('testimonial-card').last()
  await expect(last.getByTestId('overlay')).toBeHidden()
  await last.scrollIntoViewIfNeeded()
  await expect(last.getByTestId('overlay')).toBeVisible()
  const card = page.getByTestId('project-card').first()
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByTestId('overlay')).toBeVisible()
})

test('without JavaScript, small screens show the overlays statically @nojs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto('/')
  await expect(page.getByTestId('project-card').getByTestId('overlay')).toHaveCount(3)
  for (const overlay of await page.getByTestId('overlay').all()) await expect(overlay).toBeVisible()
})

/** The home page's testimonials: the section's box and each quote's box and type size. */
async function testimonials(page: Page) {
  const section = page.getByRole('region', { name: 'What Our Clients Say' })
  await section.scrollIntoViewIfNeeded()
  const quotes = section.getByTestId('quote')
  await expect(quotes).toHaveCount(3)
  return { section, quotes }
}

test('at 1440 px the three quotes read without hovering, in body text, side by side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const { quotes } = await testimonials(page)
  await page.mouse.move(0, 0)
  const boxes = []
  for (const quote of await quotes.all()) {
    await expect(quote).toBeVisible()
    await expect(quote).toBeInViewport({ ratio: 1 })
    expect(await quote.textContent()).toMatch(/^“.{40,}”$/)
    expect(
      await quote.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(16)
    boxes.push((await quote.boundingBox())!)
  }
  // One row of three.
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1)
})

test('on a 390 px phone the three testimonials take at most two screens, quotes readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const { section, quotes } = await testimonials(page)
  const box = (await section.boundingBox())!
  expect(box.height).toBeLessThanOrEqual(2 * 844)
  for (const quote of await quotes.all()) {
    await quote.scrollIntoViewIfNeeded()
    await expect(quote).toBeVisible()
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('every home card leads to its page, which answers 200: a project or service with a case study never to its list @server', async ({
  page,
  request,
}) => {
  await page.goto('/')
  // The demo's every home card has its case study (db/seed.ts).
  for (const [card, kind, table, detailTable] of [
    ['service-card', '/detailed-services/', 'services', 'detailed_services'],
    ['project-card', '/detailed-projects/', 'projects', 'detailed_projects'],
  ] as const) {
    const cards = page.getByTestId(card)
    expect(await cards.count()).toBeGreaterThan(0)
    for (const one of await cards.all()) {
      const title = (await one.getByRole('heading').textContent())!
      const [row] = queryDb<{ slug: string | null }>(
        `SELECT d.slug FROM ${table} t JOIN ${detailTable} d ON d.id = t.case_study_id WHERE t.title = ?`,
        title,
      )
      expect(row, `${title} has a case study`).toBeDefined()
      const href = await one.locator('a[href]').first().getAttribute('href')
      expect(href).toBe(`${kind}${encodeURIComponent(row!.slug!)}`)
      expect((await request.get(href!)).status()).toBe(200)
    }
  }
})

test('services list and detail, with features and the Pricing box only when priced', async ({
  page,
}) => {
  await page.goto('/services')
  await expect(page).toHaveTitle(`Services | ${SITE}`)
  const cards = page.getByTestId('service-card')
  await expect(cards).toHaveCount(4)
  await expect(cards.first().getByText('From script to final cut (demo)')).toBeVisible()
  await expectTeaser(page, cards.first().getByTestId('teaser'), 150)

  await cards.first().getByRole('link', { name: 'Read More' }).click()
  await expect(page).toHaveURL(
    `/detailed-services/${queryDb<{ slug: string }>('SELECT slug FROM detailed_services WHERE title = ?', 'Video production')[0]!.slug}`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video production')
  await expectMeta(
    page,
    `Video production | Services | ${SITE}`,
    /^Video production covers everything from the first idea to the files you publish: .{40,}…$/,
  )
  await expect(page.getByText('From script to final cut (demo)')).toBeVisible()
  await expect(
    page.getByText(/Replace it from the admin dashboard under Detailed Services/),
  ).toBeVisible()
  const features = page.getByRole('region', { name: 'Features' }).getByRole('listitem')
  await expect(features).toHaveCount(3)
  await expect(features.getByRole('heading')).toHaveText(['Scripting', 'Filming', 'Editing'])
  await expect(features.first().locator('svg')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Pricing' })).toContainText(
    'From $1,500 per project (demo price)',
  )

  await page.goto(`/detailed-services/${idOf('detailed_services', 'title', 'Brand identity')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand identity')
  await expect(page.getByRole('heading', { name: 'Pricing' })).toHaveCount(0)
})

test('portfolio cards and project detail with tags, media, category and client', async ({
  page,
}) => {
  await page.goto('/portfolio')
  await expect(page).toHaveTitle(`Portfolio | ${SITE}`)
  const cards = page.getByTestId('portfolio-card')
  await expect(cards.getByRole('heading')).toHaveText([
    'Podcast artwork',
    'Festival website',
    'Café rebrand',
    'Launch film',
  ])
  await expect(cards.first().getByRole('img', { name: 'Podcast artwork' })).toHaveAttribute(
    'src',
    /^\/uploads\/projects\/demo-\d\.png$/,
  )
  await expectTeaser(page, cards.first().getByTestId('teaser'), 150)

  await cards.last().getByRole('link', { name: 'Read More' }).click()
  // The readable address (docs/publishing.md), made from the title.
  await expect(page).toHaveURL('/detailed-projects/launch-film')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch film')
  await expectMeta(page, `Launch film | Portfolio | ${SITE}`, /^\S.{20,}/)
  await expect(page.getByText('A 60-second product story (demo)')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    '#video',
    '#launch',
  ])
  await expect(page.getByText('Category: Video')).toBeVisible()
  await expect(page.getByText('Client: Demo client')).toBeVisible()
  await expect(page.getByRole('img', { name: /Launch film, image/ })).toHaveCount(2)

  await page.goto(`/detailed-projects/${idOf('detailed_projects', 'title', 'Café rebrand')}`)
  await expect(page.getByText('Category: Branding')).toBeVisible()
  await expect(page.getByText(/Client:/)).toHaveCount(0)
})

test('a blog post shows cover, title, author, long date and its HTML', async ({ page }) => {
  const [post] = queryDb<{ id: number; created_at: number }>(
    "SELECT id, created_at FROM blog_posts WHERE title = 'Planning a brand video (demo post)'",
  )
  await page.goto(`/blog/${post!.id}`)
  await expectMeta(page, `Planning a brand video (demo post) | Blog | ${SITE}`, /^\S.{20,}/)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).not.toContain('<')
  expect(Array.from(description!.replace(/…$/, '')).length).toBeLessThanOrEqual(160)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Planning a brand video (demo post)',
  )
  await expect(page.getByText('By: Test Admin')).toBeVisible()
  const stamp = post!.created_at < 1e12 ? post!.created_at * 1000 : post!.created_at
  const long = new Date(stamp).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  await expect(page.locator('article').first().locator('time')).toHaveText(long)
  await expect(page.locator('article').first().locator('time')).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
  )
  await expect(page.locator('.rich-text li')).toHaveText([
    'Agree the one message before the first draft',
    'Leave a week for the changes nobody expected',
  ])
  await expect(page.locator('article img').first()).toHaveAttribute('src', /^\/uploads\//)
})

test('missing posts, services, projects and blog pages answer 404 with their own text @server', async ({
  page,
}) => {
  for (const [path, text, title] of [
    ['/blog/99999', 'Post not found.', `Post not found | Blog | ${SITE}`],
    ['/blog/not-a-number', 'Post not found.', `Post not found | Blog | ${SITE}`],
    ['/detailed-services/99999', 'Service not found.', `Service not found | Services | ${SITE}`],
    ['/detailed-projects/0', 'Project not found.', `Project not found | Portfolio | ${SITE}`],
    ['/blog?page=99', 'Page not found.', `Page not found | Blog | ${SITE}`],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('alert')).toHaveText(text)
    await expectMeta(page, title, /^(This|The blog) .{30,}/)
    // The layout stays: the visitor can navigate on.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
  }
  // Past the last page there is no list, no empty note and no link to a page before it.
  await expect(page.getByRole('link', { name: 'Newer posts' })).toHaveCount(0)
  await expect(page.getByText('No posts yet.')).toHaveCount(0)
})

test('the about page shows its sections, figures, team and clients', async ({ page }) => {
  await page.goto('/about')
  await expect(page).toHaveTitle(`About Us | ${SITE}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20}/)
  // The figures band (its heading for screen readers), the sections, the team, the clients, then
  // the consultation band that ends the page (docs/decisions/053-about-blocks.md).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'In figures',
    'Who we are',
    'How we work',
    'What we value',
    'The team',
    'Clients we work with',
    'Shall we talk about your project?',
  ])
  await expect(page.getByText('We are a small team of directors')).toBeVisible()
  await expect(page.getByTestId('about-figures').getByText('Projects delivered')).toBeVisible()
  const photos = page.getByTestId('about-team').getByRole('img')
  await expect(photos).toHaveCount(4)
  await expect(photos.first()).toHaveAccessibleName('Maya Chen')
  // Their own sizes, so nothing moves as they load below the fold.
  await expect(photos.first()).toHaveAttribute('width', '320')
  await expect(photos.first()).toHaveAttribute('loading', 'lazy')
  await expect(page.getByTestId('about-clients').getByRole('img')).toHaveCount(5)
})

test('the Arabic about page shows the blocks in Arabic', async ({ page }) => {
  await page.goto('/ar/about')
  await expect(page.getByRole('heading', { name: 'الفريق' })).toBeVisible()
  await expect(page.getByTestId('about-team').getByText('المديرة الإبداعية')).toBeVisible()
  await expect(page.getByTestId('about-figures').getByText('مشروعًا منجزًا')).toBeVisible()
  await expect(
    page.getByTestId('about-clients').getByRole('img', { name: 'عميل تجريبي: مطعم' }),
  ).toBeVisible()
})

test('the blog loads more posts near the bottom until the end @js', async ({ page }) => {
  await page.goto('/blog')
  await expect(page).toHaveTitle(`Blog | ${SITE}`)
  const cards = page.getByTestId('blog-card')
  await expect(cards).toHaveCount(6)
  await expect(cards.first().getByText('By: Test Admin')).toBeVisible()
  await expectTeaser(page, cards.first().getByTestId('teaser'), 150)
  await expectReadMoreHrefs(page)
  await expect(page.getByText("You've reached the end.")).toHaveCount(0)

  await page.mouse.wheel(0, 20000)
  await expect(cards).toHaveCount(8)
  await expect(page.getByText("You've reached the end.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Older posts' })).toHaveCount(0)
  const titles = await cards.getByRole('heading').allTextContents()
  expect(new Set(titles).size).toBe(8)
  expect(titles.at(-1)).toBe('Planning a brand video (demo post)')
  await expectReadMoreHrefs(page)

  // The consultation modal opens over the list without reloading it.
  await page.getByRole('link', { name: 'Free consultation', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Free Consultation' })).toBeVisible()
  await page.getByRole('dialog').getByRole('link', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(cards).toHaveCount(8)
})

test('without JavaScript the blog pages through plain links @nojs', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByTestId('blog-card')).toHaveCount(6)
  await expectReadMoreHrefs(page)
  await page.getByRole('link', { name: 'Older posts' }).click()
  await expect(page).toHaveURL('/blog?page=2')
  await expect(page).toHaveTitle(`Page 2 | Blog | ${SITE}`)
  await expect(page.getByTestId('blog-card')).toHaveCount(2)
  await expectReadMoreHrefs(page)
  await expect(page.getByText("You've reached the end.")).toBeVisible()
  await page.getByRole('link', { name: 'Newer posts' }).click()
  await expect(page.getByTestId('blog-card')).toHaveCount(6)
})

test('the blog asks for more only within 300 px of the bottom, and says "Loading more..." meanwhile @js', async ({
  page,
}) => {
  // Hold the next page back, so the loading line can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/blog') && url.search.includes('page=2'),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.goto('/blog')
  const cards = page.getByTestId('blog-card')
  await expect(cards).toHaveCount(6)
  const asked = page.waitForRequest((r) => r.url().includes('page=2'), { timeout: 5_000 })
  // 400 px from the bottom: not yet.
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 400),
  )
  await page.waitForTimeout(300)
  await expect(page.getByText('Loading more...')).toHaveCount(0)
  // 250 px from the bottom: the next page is asked for, and the line shows while it loads.
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 250),
  )
  await asked
  await expect(page.getByText('Loading more...')).toBeVisible()
  release()
  await expect(cards).toHaveCount(8)
  await expect(page.getByText('Loading more...')).toHaveCount(0)
})
