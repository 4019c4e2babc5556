import { expect, test } from './fixtures.ts'

// Every card shows a picture: its own image (loaded), or the site's artwork drawn by the stylesheet
// (.card-artwork), never an empty box (app/site/card-image.server.ts).
const PAGES = ['/', '/blog', '/portfolio', '/services', '/ar', '/ar/blog']
const CARDS = '[data-testid="blog-card"], [data-testid="project-card"]'

for (const path of PAGES) {
  test(`no card on ${path} has an empty image box`, async ({ page }) => {
    await page.goto(path)
    const cards = page.locator(CARDS)
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      const picture = card.locator('img, video, [data-testid="card-artwork"], [role="img"]').first()
      await expect(picture).toBeVisible()
      const shown = await picture.evaluate(async (el) => {
        if (el instanceof HTMLImageElement) {
          await el.decode().catch(() => undefined)
          return el.complete && el.naturalWidth > 0
        }
        if (el.getAttribute('data-testid') === 'card-artwork') {
          return getComputedStyle(el).backgroundImage.includes('gradient')
        }
        return true
      })
      expect(shown, await card.innerText()).toBe(true)
    }
  })
}
