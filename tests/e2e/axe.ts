// axe's findings on the page as it stands, one line each ("rule (impact) where"), so a failing
// test names every element at fault. AXE_DETAIL=1 adds axe's explanation (a contrast failure's
// colours and ratio). axe runs in the page, so only with JavaScript.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import axe from 'axe-core'

// The dark theme is the `dark` class on <html>: it changes colours, and the theme button's icon and
// name (app/components/layout/theme-toggle.tsx), nothing else of the markup. So a page checked whole
// in the light theme is checked in the dark one by the rules those can break.
const DARK_THEME_RULES = ['color-contrast', 'link-in-text-block', 'button-name', 'svg-img-alt']

export async function axeFindings(page: Page, { darkThemeRules = false } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default gathers each frame's results in a new
  // blank page, which cost three times as long here (3.8 s against 1.2 s a run on two cores), and
  // every page of this site is one origin. Only violations are gathered, the one result read.
  // axe (580 KB) is evaluated in a document once: the builder evaluates the source it is given twice
  // a run (to check, then to inject), about 0.8 s a run here, three runs a screen in most tests.
  // Once axe is in the page the builder is given nothing to evaluate.
  // A page arrives streamed: axe reads it once it is whole, not as soon as a heading shows.
  await page.waitForLoadState('load')
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const builder = new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
  if (darkThemeRules) builder.withRules(DARK_THEME_RULES)
  const { violations } = await builder.analyze()
  return violations.map((v) => {
    const where = v.nodes.map((n) => n.target.join(' ')).join(', ')
    const detail = process.env.AXE_DETAIL ? ` ${v.nodes[0]?.failureSummary}` : ''
    return `${v.id} (${v.impact}) ${where}${detail}`
  })
}

/**
 * The page's findings in the light theme, then in the dark one without loading it again: the
 * theme button switches the class as a visitor's click does (its icon and name change with it);
 * the admin, which has no button, gets the class the server would render from the theme cookie.
 */
export async function axeFindingsInBothThemes(page: Page) {
  const light = await axeFindings(page)
  const toggle = page.getByRole('button', { name: 'Switch to Dark Mode' }).filter({ visible: true })
  if ((await toggle.count()) > 0) {
    await toggle.first().click()
  } else {
    await page.evaluate(() => {
      document.documentElement.classList.add('dark')
      document.documentElement.style.colorScheme = 'dark'
    })
  }
  await page.locator('html.dark').waitFor({ state: 'attached' })
  // Links and buttons ease their colours (transition-colors): read the dark theme once they have,
  // not halfway from dark ink to light on the dark surface.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
  const dark = await axeFindings(page, { darkThemeRules: true })
  return { light, dark }
}
