// The admin forms ask the browser to check required fields and formats first (docs/product.md §5). A test
// that proves the server's own refusal turns those checks off on the page's forms, as a script or
// an old browser would, right before the submit.
import type { Page } from '@playwright/test'

export async function skipBrowserChecks(page: Page) {
  // Every form of the page: once it has loaded whole (a page arrives streamed, its later forms after).
  await page.waitForLoadState('load')
  await page
    .locator('form')
    .evaluateAll((forms) => forms.forEach((form) => ((form as HTMLFormElement).noValidate = true)))
}
