// axe's findings on the page as it stands, one line each ("rule (impact) where"), so a failing
// test names every element at fault. AXE_DETAIL=1 adds axe's explanation (a contrast failure's
// colours and ratio). axe runs in the page, so only with JavaScript.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

// The dark theme is the `dark` class on <html>: it changes colours, and the theme button's icon and
// name (app/components/layout/theme-toggle.tsx), nothing else of the markup. So a page checked whole
// in the light theme is checked in the dark one by the rules those can break.
const DARK_THEME_RULES = ['color-contrast', 'link-in-text-block', 'button-name', 'svg-img-alt']

export async function axeFindings(page: Page, { darkThemeRules = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  if (darkThemeRules) builder.withRules(DARK_THEME_RULES)
  const { violations } = await builder.analyze()
  return violations.map((v) => {
    const where = v.nodes.map((n) => n.target.join(' ')).join(', ')
    const detail = process.env.AXE_DETAIL ? ` ${v.nodes[0]?.failureSummary}` : ''
    return `${v.id} (${v.impact}) ${where}${detail}`
  })
}
