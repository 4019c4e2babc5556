// Every admin screen and an Add modal, in the light and the dark theme, has no violation axe can
// find. axe runs in the page, so only with JavaScript.
import AxeBuilder from '@axe-core/playwright'
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
  '/admin/detailed-services',
  '/admin/detailed-projects',
  '/admin/contact-messages',
  '/admin/consultations',
  '/admin/settings',
  '/admin/account',
]

for (const theme of ['light', 'dark'] as const) {
  test(`every admin screen has no axe violations in the ${theme} theme @js`, async ({
    adminPage: page,
    baseURL,
  }) => {
    // A walk of many screens, each analysed in full: more than one page's time.
    test.slow()
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }])
    const found: string[] = []
    for (const path of SCREENS) {
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const v of violations) {
        const where = v.nodes.map((n) => n.target.join(' ')).join(', ')
        // AXE_DETAIL=1 adds axe's explanation (the colours and ratio of a contrast failure).
        found.push(
          `${path}: ${v.id} (${v.impact}) ${where} ${process.env.AXE_DETAIL ? v.nodes[0]?.failureSummary : ''}`,
        )
      }
    }
    expect(found).toEqual([])
  })
}
