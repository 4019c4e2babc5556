// Every admin screen and an Add modal, in the light and the dark theme, has no violation axe can
// find (in the dark theme, by the rules colours can break: axe.ts), and again at 390 px (every
// rule, dark theme): tables become cards and toolbars wrap on a phone.
// axe runs in the page, so only with JavaScript.
import { axeFindings, axeFindingsInBothThemes } from './axe.ts'
import { expect, test } from './fixtures.ts'

const SCREENS = [
  '/admin/dashboard',
  '/admin/services',
  '/admin/services/new',
  '/admin/about',
  '/admin/projects',
  '/admin/projects/new',
  '/admin/blogs',
  '/admin/full-blog',
  '/admin/testimonials',
  '/admin/categories',
  '/admin/hero-video',
  '/admin/media',
  '/admin/detailed-services',
  '/admin/detailed-projects',
  '/admin/contact-messages',
  '/admin/consultations',
  '/admin/settings',
  '/admin/settings/redirects',
  '/admin/settings/connections',
  '/admin/settings/team',
  '/admin/account',
  '/admin/account/two-factor',
  '/admin/analytics',
  '/admin/audit',
  '/admin/trash',
]

// The analytics tables name pages by their address: an Arabic post's, percent-encoded, has no break
// in 180 characters and once widened its table past its box into a region a keyboard could not
// scroll (axe: scrollable-region-focusable). A visit to it is counted before the screens are read.
test.beforeAll(async ({ request }) => {
  const path = `/ar/blog/${encodeURIComponent('التخطيط-لفيديو-العلامة-التجارية-مقال-تجريبي')}`
  const counted = await request.post('/beacon', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({ p: path, r: '' }),
  })
  expect(counted.status()).toBe(204)
})

// One test a screen, so each has its own time and a failure names its screen.
for (const path of SCREENS) {
  test(`${path} has no axe violations in the light and the dark theme @js`, async ({
    adminPage: page,
  }) => {
    // Two axe runs of a whole page: the limit is for a hung run on two busy cores, not a slow one.
    test.slow()
    await page.goto(path)
    await page.waitForSelector('html[data-hydrated]')
    expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await axeFindings(page)).toEqual([])
  })
}
