// `npm run screenshots`: pages of the production build with its demo content, at 1440 and 390 px
// wide, light and dark, in English and in Arabic, as small WebP files in docs/screenshots/ (the
// README shows a few). Each is the first screen a visitor sees: the home page, its testimonials,
// a case study, a post, /about, and the home page's contact form once sent (its thank-you panel in
// view). Each page is taken in four of the eight combinations, so every width, theme and language
// shows on every page while the set stays a few hundred kilobytes.
// SCREENSHOTS_BASE=http://127.0.0.1:4326 takes a site already running instead of starting one.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import sharp from 'sharp'
import { startSite, stopSite } from './start-site.mjs'

const OUT = fileURLToPath(new URL('../../docs/screenshots', import.meta.url))
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const VIEWPORTS = {
  desktop: { width: 1440, height: 900, saveWidth: 1080, mobile: false },
  phone: { width: 390, height: 844, saveWidth: 390, mobile: true },
}
/** Viewport, theme and language: each appears in two of the four, beside each of the others. */
const COMBINATIONS = [
  ['desktop', 'light', 'en'],
  ['desktop', 'dark', 'ar'],
  ['phone', 'light', 'ar'],
  ['phone', 'dark', 'en'],
]
// The form waits this long before sending, as a person would (FORM_MIN_FILL_MS, 2 s by default).
const FILL_MS = 2_500

/** The addresses to show: the home page, the first case study and post it links to, /about. */
async function pagesOf(page, base) {
  await page.goto(`${base}/portfolio`)
  const study = await page.locator('a[href^="/detailed-projects/"]').first().getAttribute('href')
  await page.goto(`${base}/blog`)
  const post = await page.locator('a[href^="/blog/"]').first().getAttribute('href')
  return [
    { name: 'home', path: '/' },
    { name: 'testimonials', path: '/#testimonials' },
    { name: 'case-study', path: study },
    { name: 'post', path: post },
    { name: 'about', path: '/about' },
    { name: 'contact-sent', path: '/#contact', send: true },
  ]
}

/** Sends the home page's contact form and waits for its thank-you panel. */
async function sendContact(page) {
  const form = page.locator('#contact form')
  await form.locator('[name="name"]').fill('Dana Example')
  await form.locator('[name="email"]').fill('dana@example.com')
  await form.locator('[name="message"]').fill('We are planning a launch film for the spring.')
  await page.waitForTimeout(FILL_MS)
  await form.locator('button[type="submit"]').click()
  await page.getByTestId('thank-you').waitFor()
  // Scrolling to the panel is smooth: the screenshot waits for it to settle.
  await page.waitForTimeout(500)
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
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const pages = await pagesOf(await browser.newPage(), site.base)
  for (const [name, theme, language] of COMBINATIONS) {
    const viewport = VIEWPORTS[name]
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
      colorScheme: theme,
      reducedMotion: 'reduce',
    })
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
    const page = await context.newPage()
    for (const { name: pageName, path, send } of pages) {
      // The Arabic page of an item: the language switch's link (its address there has its own slug).
      await page.goto(site.base + path, { waitUntil: 'networkidle' })
      if (language === 'ar') {
        const arabic = await page.locator('a[hreflang="ar"]').first().getAttribute('href')
        await page.goto(new URL(arabic, site.base).href + new URL(path, site.base).hash, {
          waitUntil: 'networkidle',
        })
      }
      if (send) await sendContact(page)
      await page.evaluate(() => document.fonts.ready)
      const png = await page.screenshot()
      const file = join(OUT, `${pageName}-${name}-${theme}-${language}.webp`)
      await sharp(png)
        .resize({ width: viewport.saveWidth })
        .webp({ quality: 70, effort: 6 })
        .toFile(file)
      console.log(file)
    }
    await context.close()
  }
  const total = readdirSync(OUT).reduce((sum, f) => sum + statSync(join(OUT, f)).size, 0)
  console.log(`${(total / 1024).toFixed(0)} KB in docs/screenshots/`)
} finally {
  await browser.close()
  if (site.child) await stopSite(site)
  rmSync(dir, { recursive: true, force: true })
}
