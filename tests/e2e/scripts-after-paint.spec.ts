// The page's modules wait for the page: Remix's <Scripts> is patched (docs/decisions/034) so that
// the document preloads no module, and its module script fetches them once the page has loaded
// and painted, never beside the bytes the first paint waits for.
import { expect, test } from '@playwright/test'

test('a page fetches no module until its images have arrived, then hydrates @js', async ({
  page,
}) => {
  const modules: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) modules.push(request.url())
  })
  // The header's logo, an image on every page, is held back as a slow phone connection would:
  // the page cannot finish loading while it is on its way.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let logos = 0
  await page.route(/\/logo\.svg$/, async (route) => {
    logos++
    await held
    await route.continue()
  })
  await page.goto('/about', { waitUntil: 'commit' })
  await expect.poll(() => logos).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0)
  // A second with the logo on its way: painted, not loaded, and not one module asked for.
  await page.waitForTimeout(1_000)
  expect(modules).toEqual([])
  await expect(page.locator('html[data-hydrated]')).not.toBeAttached()
  release()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  expect(modules.length).toBeGreaterThan(0)
})
