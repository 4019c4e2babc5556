import { chromium } from '@playwright/test'
const [,, base, out, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [w, scheme] of [[1440, 'light'], [390, 'dark']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 900 }, colorScheme: scheme })
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'load' })
    await page.waitForTimeout(400)
    const name = `${out}/${p.replace(/\W+/g, '_') || 'home'}-${w}-${scheme}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(name)
  }
  await page.close()
}
await browser.close()
