// For screens whose state the two projects would share and race on (a whole page saved at once, an
// empty inbox): one test runs the walk with JavaScript and then without, in signed-in contexts of
// its own, instead of a copy per project running in parallel.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { createAdminSession } from './fixtures.ts'

/** A signed-in context of its own, with JavaScript on or off. Close it when done. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  javaScriptEnabled: boolean,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL, javaScriptEnabled })
  const value = await createAdminSession()
  await context.addCookies([{ name: '__session', value, url: baseURL, httpOnly: true }])
  return context
}

export async function inBothModes(
  browser: Browser,
  baseURL: string,
  walk: (page: Page, mode: 'js' | 'nojs') => Promise<void>,
  options: BrowserContextOptions = {},
) {
  for (const mode of ['js', 'nojs'] as const) {
    const context = await signedInContext(browser, baseURL, mode === 'js', options)
    try {
      await walk(await context.newPage(), mode)
    } finally {
      await context.close()
    }
  }
}

/** Runs `walk` on a signed-in page with JavaScript off, in a context of its own. */
export async function withoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  walk: (page: Page) => Promise<void>,
) {
  const context = await signedInContext(browser, baseURL!, false)
  try {
    await walk(await context.newPage())
  } finally {
    await context.close()
  }
}
