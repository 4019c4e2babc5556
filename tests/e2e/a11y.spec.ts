// Every public page, in the light and the dark theme, has no violation axe can find (WCAG 2.1 A
// and AA rules and axe's best practices; in the dark theme the rules colours can break, axe.ts),
// the dark theme switched on by the theme button, as a visitor would.
// axe runs in the page, so only with JavaScript.
import { axeFindingsInBothThemes } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { queryDb } from './db.ts'

const first = (table: string) => queryDb<{ id: number }>(`SELECT id FROM ${table} LIMIT 1`)[0]!.id

// By name, since the ids are read from the database only once the server is up.
const PAGES: Record<string, () => string> = {
  home: () => '/',
  about: () => '/about',
  services: () => '/services',
  portfolio: () => '/portfolio',
  blog: () => '/blog',
  consultation: () => '/consultation',
  'a blog post': () => `/blog/${first('blog_posts')}`,
  'a detailed project': () => `/detailed-projects/${first('detailed_projects')}`,
  'a detailed service': () => `/detailed-services/${first('detailed_services')}`,
  // The page a mistyped or dead link leads to (app/routes/_public.$.tsx), and a missing post's.
  'a page that is not there': () => '/no-such-page',
  'a post that is not there': () => '/blog/999999',
  // Issue 34: the Arabic pages, right to left (the home page has every part of the layout).
  'the Arabic home page': () => '/ar',
  'an Arabic case study': () => `/ar/detailed-projects/${first('detailed_projects')}`,
}

// One test a page, so each has its own time and a failure names its page.
for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} has no axe violations in the light and the dark theme @js`, async ({
    page,
    context,
    baseURL,
  }) => {
    // Two axe runs of a whole page: the limit is for a hung run on two busy cores, not a slow one.
    test.slow()
    await context.addCookies([{ name: 'theme', value: 'light', url: baseURL! }])
    await page.goto(path())
    await page.waitForSelector('html[data-hydrated]')
    expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
  })
}
