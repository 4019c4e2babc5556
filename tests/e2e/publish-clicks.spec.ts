// Editing at Ghost's level (docs/product.md, "The editor"): from the dashboard, a post with a
// heading, a bold word, a list and an image from the library is published in at most eight clicks,
// every control in view without scrolling at 1440×900. Typing and the keyboard's shortcuts and Tab
// are not clicks, as in Ghost's editor. The system's file dialog, which the Image button opens, is
// closed without a file as a person who wants the library does (its `cancel` event).
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { libraryImage } from './library-images.ts'
import { unique } from './media-files.ts'

test('a post with a heading, a bold word, a list and a library image: published in 8 clicks @js', async ({
  adminPage: page,
  baseURL,
}) => {
  test.slow()
  const image = await libraryImage(page, baseURL!)
  const title = unique('Eight clicks')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/dashboard')
  await page.evaluate(() => {
    const w = window as unknown as { clicks: number; scrolled: boolean }
    w.clicks = 0
    w.scrolled = false
    document.addEventListener('click', (e) => e.isTrusted && w.clicks++, true)
  })
  // Each click is counted, and the control it lands on must already be in view (no scroll).
  const click = async (target: ReturnType<typeof page.getByRole>) => {
    await expect(target).toBeInViewport()
    await target.click()
  }
  const counted = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks)

  await click(page.getByRole('link', { name: 'New post' }))
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  const body = dialog.getByTestId('rich-text-editor')
  await expect(body).toBeVisible({ timeout: 20_000 })
  // A client-side visit keeps the listener: the clicks go on being counted.
  expect(await counted()).toBe(1)
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await page.keyboard.type(title)
  await click(body)
  await click(dialog.getByRole('button', { name: 'Heading 2' }))
  await page.keyboard.type('What we made')
  await page.keyboard.press('Enter')
  await page.keyboard.type('A ')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('bold')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type(' word.')
  await page.keyboard.press('Enter')
  await click(dialog.getByRole('button', { name: 'Bulleted list' }))
  await page.keyboard.type('One')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Two')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  // The system's file dialog opens; closed without a file, the library takes its place.
  await click(dialog.getByRole('button', { name: 'Image', exact: true }))
  const panel = dialog.getByRole('group', { name: 'Add an image' })
  await panel.getByLabel('Image file').dispatchEvent('cancel')
  await panel.getByLabel('Search the library').fill(image.alt)
  await click(panel.getByRole('button', { name: `Choose ${image.alt}` }))
  // The library's alt text came with the file.
  await expect(panel.getByLabel('Alt text (required)')).toHaveValue(image.alt)
  await click(panel.getByRole('button', { name: 'Insert image' }))
  await click(dialog.getByRole('button', { name: 'Publish' }))
  await expect(page.getByText('Post published.')).toBeVisible()
  expect(await counted()).toBeLessThanOrEqual(8)

  const [post] = queryDb<{ content: string }>(
    'SELECT content FROM blog_posts WHERE title = ?',
    title,
  )
  expect(post!.content).toContain('<h2')
  expect(post!.content).toMatch(/<(strong|b)\b[^>]*>bold<\/(strong|b)>/)
  expect(post!.content).toContain('<ul')
  expect(post!.content).toContain(image.url)
  expect(post!.content).toContain(`alt="${image.alt}"`)
})
