// Every public page, in the light and the dark theme, has no violation axe can find (WCAG 2.1 A
// and AA rules and axe's best practices). axe runs in the page, so only with JavaScript.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { queryDb } from './db.ts'

const first = (table: string) => queryDb<{ id: number }>(`SELECT id FROM ${table} LIMIT 1`)[0]!.id

const PAGES = () => [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/blog',
  '/consultation',
  `/blog/${first('blog_posts')}`,
  `/detailed-projects/${first('detailed_projects')}`,
  `/detailed-services/${first('detailed_services')}`,
]

for (const theme of ['light', 'dark'] as const) {
  test(`every public page has no axe violations in the ${theme} theme @js`, async ({
    page,
    context,
    baseURL,
  }) => {
    // A walk of many screens, each analysed in full: more than one page's time.
    test.slow()
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }])
    const found: string[] = []
    for (const path of PAGES()) {
      await page.goto(path)
      await page.waitForSelector('html[data-hydrated]')
      const { violations } = await new AxeBuilder({ page }).analyze()
      for (const v of violations) {
        found.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
      }
    }
    expect(found).toEqual([])
  })
}
