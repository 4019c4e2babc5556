// Issue 34: the Arabic pages are laid out right to left, light and dark, on a wide screen and a
// phone: nothing runs past either edge of the window, the arrows that point the way to go are
// turned, and the logo is not.
import { expect, test } from './fixtures.ts'

const PAGES = [
  '/ar',
  '/ar/about',
  '/ar/services',
  '/ar/portfolio',
  '/ar/blog',
  '/ar/detailed-services/video-production',
  '/ar/blog/1',
  '/ar/consultation',
]

/** What is out of place on the page shown: overflow, an arrow not turned, a logo turned. */
const FIND_PROBLEMS = () => {
  const out: string[] = []
  const width = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > width) {
    out.push(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`)
  }
  for (const el of document.querySelectorAll<HTMLElement>('header *, main *, footer *')) {
    if (!el.checkVisibility() || el.closest('.sr-only, [aria-hidden="true"]')) continue
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    if (box.left < -1 || box.right > width + 1) {
      out.push(`${el.tagName.toLowerCase()}.${el.className} at ${box.left}..${box.right}`)
    }
  }
  // An arrow that points the way on (View all, See our work) is turned in Arabic.
  for (const use of document.querySelectorAll('use[href$="#ArrowRight"]')) {
    const svg = use.closest('svg')!
    if (!svg.checkVisibility()) continue
    const matrix = new DOMMatrix(getComputedStyle(svg).transform)
    if (matrix.a >= 0) out.push('an ArrowRight not turned')
  }
  const logo = document.querySelector<HTMLElement>('header img[src="/logo.svg"]')
  if (logo && getComputedStyle(logo).transform !== 'none') out.push('the logo is turned')
  return out
}

// One test a size and theme, so each has its own time (eight pages apiece).
for (const width of [1440, 390]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`Arabic pages render right to left without overflow at ${width} px, ${colorScheme} @js`, async ({
      page,
    }) => {
      test.slow()
      const problems: string[] = []
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme })
      for (const path of PAGES) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(page.locator('html')).toHaveClass(
          colorScheme === 'dark' ? /dark/ : /^$|^(?!.*dark)/,
        )
        const found = await page.evaluate(FIND_PROBLEMS)
        problems.push(...found.map((p) => `${path}: ${p}`))
      }
      expect(problems).toEqual([])
    })
  }
}

// The first link a keyboard reaches speaks the page's language (it said "Skip to content" on the
// Arabic pages, and made them download the Latin face for it).
test('the skip link is in the page language and lands on the main content', async ({ page }) => {
  for (const [path, name] of [
    ['/', 'Skip to content'],
    ['/ar', 'انتقل إلى المحتوى'],
  ] as const) {
    await page.goto(path)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name })
    await expect(skip).toBeFocused()
    await expect(skip).toHaveAttribute('href', '#main')
  }
})
