import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { randomAddress } from './addresses.ts'
import { queryDb } from './db.ts'
import { waitUntilHumanlyOld } from './form-age.ts'

// Every public image has its box before it loads (its width and height, or an aspect-ratio), so
// its arrival moves nothing: a phone without JavaScript and with nothing cached that opens a page
// at a fragment (a sent form's thank-you panel, a heading) stays there while the images above it
// arrive. Routing turns the browser's cache off; images are held back, then arrive late.
test.use({ viewport: { width: 390, height: 844 } })

async function holdImages(page: Page) {
  const gate = { open: false }
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'image') return route.continue()
    if (!gate.open) return route.abort()
    await new Promise((resolve) => setTimeout(resolve, 400))
    return route.continue()
  })
  return gate
}

test('the thank-you panel stays in view while the images above it load, cold cache @nojs', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  const gate = await holdImages(page)
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  await form.getByLabel('Name', { exact: true }).fill('Pat Panel')
  await form.getByLabel('Email', { exact: true }).fill('pat@example.com')
  await form.getByLabel('Message', { exact: true }).fill(`Cold thank-you test ${Date.now()}`)
  await waitUntilHumanlyOld(form)
  gate.open = true
  await form.getByRole('button', { name: 'Send Message' }).click()
  await page.waitForURL(/contact=sent/)
  await page.waitForLoadState('networkidle')
  expect(await page.locator('main img').count()).toBeGreaterThan(0)
  const panel = page.getByTestId('thank-you')
  await expect(panel.getByTestId('form-status')).toHaveText('Message sent successfully!')
  await expect(panel).toBeInViewport({ ratio: 1 })
})

test("a post's body images have their boxes before they load @nojs", async ({
  adminPage,
  browser,
}) => {
  const title = `Post with body images ${Date.now()}`
  const words = '<p>Light, framing and sound: the notes we keep on every set we shoot.</p>'
  const body = ['demo-1', 'demo-2', 'demo-3']
    .map((name) => `${words}<p><img src="/uploads/projects/${name}.png" alt="A frame"></p>`)
    .join('')
  await adminPage.goto('/admin/blogs/new')
  const dialog = adminPage.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Content').fill(`${body}${words.repeat(6)}`)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(adminPage.getByText('Post published.')).toBeVisible()
  const [row] = queryDb<{ slug: string }>('SELECT slug FROM blog_posts WHERE title = ?', title)

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  })
  const page = await context.newPage()
  const gate = await holdImages(page)
  await page.goto(`/blog/${row!.slug}`)
  const images = page.locator('.rich-text img')
  await expect(images).toHaveCount(3)
  const before = await images.evaluateAll((all) => all.map((img) => img.clientHeight))
  gate.open = true
  await page.reload()
  await page.waitForLoadState('networkidle')
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  const after = await images.evaluateAll((all) =>
    all.map((img) => ((img as HTMLImageElement).complete ? img.clientHeight : -1)),
  )
  expect(after.every((height) => height > 100)).toBe(true)
  expect(before).toEqual(after)
  await context.close()
})
