// Issue 31's design system as a visitor's browser meets it: self-hosted faces, subset by script.
import { expect, test } from '@playwright/test'

const FONT_BUDGET_BYTES = 120 * 1024

for (const path of ['/', '/blog', '/services']) {
  test(`an English page (${path}) loads its Latin faces, no Arabic, within ${FONT_BUDGET_BYTES / 1024} KB @js`, async ({
    page,
  }) => {
    const fonts: { url: string; bytes: number }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return
      fonts.push({ url: response.url(), bytes: (await response.body()).length })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    expect(fonts.map((f) => new URL(f.url).origin)).toEqual(
      fonts.map(() => new URL(page.url()).origin),
    )
    expect(fonts.some((f) => /inter-latin-wght/.test(f.url))).toBe(true)
    expect(fonts.some((f) => /bricolage-grotesque-latin-wght/.test(f.url))).toBe(true)
    expect(fonts.filter((f) => /arabic/.test(f.url))).toEqual([])
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES)
    const swap = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes('Variable')).map((f) => f.display),
    )
    expect(new Set(swap)).toEqual(new Set(['swap']))
  })
}
