// `npm run screenshots`: the home page, a case study and a blog post of the production build with
// its demo content, at 1440 and 390 px wide, light and dark, as PNG files in docs/screenshots/
// (shown in the README). Each is the first screen a visitor sees, reduced to a small palette PNG.
// SCREENSHOTS_BASE=http://127.0.0.1:4326 takes a site already running instead of starting one.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import sharp from 'sharp'
import { startSite, stopSite } from './start-site.mjs'

const OUT = fileURLToPath(new URL('../../docs/screenshots', import.meta.url))
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900, saveWidth: 1080, mobile: false },
  { name: 'phone', width: 390, height: 844, saveWidth: 390, mobile: true },
]
const THEMES = ['light', 'dark']

/** The addresses to show: the home page, the first case study and the first post it links to. */
async function pagesOf(page, base) {
  await page.goto(`${base}/portfolio`)
  const study = await page.locator('a[href^="/detailed-projects/"]').first().getAttribute('href')
  await page.goto(`${base}/blog`)
  const post = await page.locator('a[href^="/blog/"]').first().getAttribute('href')
  return [
    { name: 'home', path: '/' },
    { name: 'case-study', path: study },
    { name: 'post', path: post },
  ]
}

const dir = mkdtempSync(join(tmpdir(), 'agency-site-screenshots-'))
const site = process.env.SCREENSHOTS_BASE
  ? { base: process.env.SCREENSHOTS_BASE }
  : await startSite(dir)
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  mkdirSync(OUT, { recursive: true })
  const pages = await pagesOf(await browser.newPage(), site.base)
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
        colorScheme: theme,
        reducedMotion: 'reduce',
      })
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
      const page = await context.newPage()
      for (const { name, path } of pages) {
        await page.goto(site.base + path, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        const png = await page.screenshot()
        const file = join(OUT, `${name}-${viewport.name}-${theme}.png`)
        await sharp(png)
          .resize({ width: viewport.saveWidth })
          .png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 })
          .toFile(file)
        console.log(file)
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  if (site.child) await stopSite(site)
  rmSync(dir, { recursive: true, force: true })
}
