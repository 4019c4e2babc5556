import { expect, test } from './fixtures.ts'

// Every card shows a picture: its own image (loaded), or the site's artwork drawn by the stylesheet
// (.card-artwork), never an empty box (app/site/card-image.server.ts); a testimonial's circle its
// client's picture or initials. The 404 page's latest work too. (A service card has an icon, no
// picture.)
const PAGES = ['/', '/blog', '/portfolio', '/ar', '/ar/blog', '/ar/portfolio', '/nope', '/ar/nope']
const CARDS = ['blog-card', 'project-card', 'portfolio-card', 'latest-card', 'testimonial-card']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ')

for (const path of PAGES) {
  test(`no card on ${path} has an empty image box`, async ({ page }) => {
    await page.goto(path)
    expect(await page.locator(CARDS).count(), 'cards to look at').toBeGreaterThan(0)
    const cards = page.locator(CARDS)
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      const picture = card
        .locator('img, video, [data-testid="card-artwork"], [role="img"], [data-testid="initials"]')
        .first()
      await expect(picture).toBeVisible()
      const shown = await picture.evaluate(async (el) => {
        if (el instanceof HTMLImageElement) {
          await el.decode().catch(() => undefined)
          return el.complete && el.naturalWidth > 0
        }
        if (el.getAttribute('data-testid') === 'card-artwork') {
          return getComputedStyle(el).backgroundImage.includes('gradient')
        }
        if (el.getAttribute('data-testid') === 'initials') return el.textContent!.trim() !== ''
        return true
      })
      expect(shown, await card.innerText()).toBe(true)
    }
  })
}
