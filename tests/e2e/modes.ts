// For screens whose state the two projects would share and race on (a whole page saved at once, an
// empty inbox): one test runs the walk with JavaScript and then without, in signed-in contexts of
// its own, instead of a copy per project running in parallel.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { createAdminSession } from './fixtures.ts'

export async function inBothModes(
  browser: Browser,
  baseURL: string,
  walk: (page: Page, mode: 'js' | 'nojs') => Promise<void>,
  options: BrowserContextOptions = {},
) {
  for (const mode of ['js', 'nojs'] as const) {
    const context = await browser.newContext({
      ...options,
      baseURL,
      javaScriptEnabled: mode === 'js',
    })
    try {
      const value = await createAdminSession()
      await context.addCookies([{ name: '__session', value, url: baseURL, httpOnly: true }])
      await walk(await context.newPage(), mode)
    } finally {
      await context.close()
    }
  }
}
