// A browser downloads the interface texts of its page's language only (app/i18n/dictionary.ts),
// and a page reached in the other language without a new document still shows that language.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The dictionary scripts the page requests while it loads. */
function dictionaryRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    const name = /\/dictionary-(\w+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1]
    if (name) seen.push(name)
  })
  return seen
}

test('an English page loads the English texts only, an Arabic page the Arabic ones @js', async ({
  page,
}) => {
  const seen = dictionaryRequests(page)
  await page.goto('/')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  expect(seen).toEqual(['en'])

  seen.length = 0
  await page.goto('/ar/about')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  expect(seen).toEqual(['ar'])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a page reached in the other language without a new document shows that language @js', async ({
  page,
}) => {
  await page.goto('/about')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  // What a link from an English screen (the admin) to an Arabic page does: a client navigation.
  await page.evaluate(() =>
    (
      window as unknown as { __remixRouter: { navigate: (to: string) => void } }
    ).__remixRouter.navigate('/ar/about'),
  )
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.getByRole('navigation').first().getByRole('link', { name: 'من نحن' }),
  ).toBeVisible()
})
