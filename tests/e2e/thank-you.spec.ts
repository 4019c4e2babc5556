import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { randomAddress } from './addresses.ts'
import { waitUntilHumanlyOld } from './form-age.ts'

// The thank-you panel that replaces a sent form (app/components/forms/thank-you-panel.tsx): in view
// on a phone with JavaScript and without, and legible (WCAG AA, 4.5:1) in both themes.
test.use({ viewport: { width: 390, height: 844 } })
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
})

async function sendContact(page: Page) {
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  await form.getByLabel('Name', { exact: true }).fill('Pat Panel')
  await form.getByLabel('Email', { exact: true }).fill('pat@example.com')
  await form.getByLabel('Message', { exact: true }).fill(`Thank-you panel test ${Date.now()}`)
  await waitUntilHumanlyOld(form)
  await form.getByRole('button', { name: 'Send Message' }).click()
}

test('after the contact form is sent its thank-you panel is in view at 390 px', async ({
  page,
}) => {
  await sendContact(page)
  const panel = page.getByTestId('thank-you')
  await expect(panel.getByTestId('form-status')).toHaveText('Message sent successfully!')
  await expect(panel).toContainText('We reply within two working days.')
  await expect(panel).toBeInViewport({ ratio: 1 })
  await expect(page.locator('#contact form')).toHaveCount(0)
})

test('the consultation modal shows its thank-you in view, then closes on its close button', async ({
  page,
}) => {
  await page.goto('/about?consultation=open')
  const dialog = page.getByRole('dialog', { name: 'Free Consultation' })
  await dialog.getByLabel('Name', { exact: true }).fill('Pat Panel')
  await dialog.getByLabel('Email', { exact: true }).fill('pat@example.com')
  await dialog.getByLabel('Phone', { exact: true }).fill('+1 555 0142')
  await dialog.getByLabel('Message', { exact: true }).fill(`Consultation panel ${Date.now()}`)
  await waitUntilHumanlyOld(dialog)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  const panel = dialog.getByTestId('thank-you')
  await expect(panel.getByTestId('form-status')).toHaveText(
    'Consultation request sent successfully!',
  )
  await expect(panel).toBeInViewport({ ratio: 1 })
  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL('/about')
  await expect(dialog).toHaveCount(0)
})

/** The lowest contrast ratio of the panel's texts against the panel's own (opaque) background. */
function lowestContrast(panel: Locator) {
  return panel.evaluate((node) => {
    const rgb = (c: string) =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number)
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const background = lum(getComputedStyle(node).backgroundColor)
    return Math.min(
      ...Array.from(node.querySelectorAll('p, a')).map((text) => {
        const l = lum(getComputedStyle(text).color)
        return (Math.max(l, background) + 0.05) / (Math.min(l, background) + 0.05)
      }),
    )
  })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the thank-you panel's texts pass WCAG AA in the ${scheme} theme`, async ({
    page,
    baseURL,
  }) => {
    // The theme cookie, as the toggle sets it: the server paints the page in it, with or without
    // JavaScript.
    await page.context().addCookies([{ name: 'theme', value: scheme, url: baseURL! }])
    await page.goto('/about?consultation=sent')
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/)
    const panel = page.getByTestId('thank-you')
    expect(await lowestContrast(panel)).toBeGreaterThanOrEqual(4.5)
  })
}
