// axe's findings on the page as it stands, one line each ("rule (impact) where"), so a failing
// test names every element at fault. AXE_DETAIL=1 adds axe's explanation (a contrast failure's
// colours and ratio). axe runs in the page, so only with JavaScript.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((v) => {
    const where = v.nodes.map((n) => n.target.join(' ')).join(', ')
    const detail = process.env.AXE_DETAIL ? ` ${v.nodes[0]?.failureSummary}` : ''
    return `${v.id} (${v.impact}) ${where}${detail}`
  })
}
