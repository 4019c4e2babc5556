import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)
// The smallest valid PNG (1x1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const imageOf = (name: string) =>
  queryDb<{ clientImage: string | null }>(
    'SELECT client_image AS clientImage FROM testimonials WHERE client_name = ?',
    name,
  )[0]?.clientImage

test('testimonials: add with an uploaded image, validation error, edit to a URL, delete', async ({
  adminPage: page,
}) => {
  const name = `Client ${suffix()}`
  await page.goto('/admin/testimonials')
  await page.getByRole('link', { name: 'Add New Testimonial' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' })
  await expect(dialog.getByLabel('Or upload a client image')).toHaveAttribute('accept', 'image/*')

  await dialog.getByLabel('Client Name').fill(name)
  await expect(dialog.getByLabel('Quote')).toHaveAttribute('required', '')
  await skipBrowserChecks(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Quote is required')).toBeVisible()
  await expect(dialog.getByLabel('Client Name')).toHaveValue(name)

  await dialog.getByLabel('Quote').fill('They made our brand shine. '.repeat(4))
  await dialog
    .getByLabel('Or upload a client image')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/admin/testimonials')
  await expect(page.getByRole('status')).toHaveText('Testimonial saved successfully.')
  const row = page.getByRole('row', { name: new RegExp(name) })
  // The quote is cut to 70 characters in the table.
  await expect(row).toContainText(`${'They made our brand shine. '.repeat(3).slice(0, 70)}…`)
  const uploaded = imageOf(name)
  expect(uploaded).toMatch(/^\/uploads\/testimonials\/[0-9a-f]+\.png$/)
  const file = join(E2E.uploadsDir, uploaded!.slice('/uploads/'.length))
  expect(existsSync(file)).toBe(true)

  await row.getByRole('link', { name: /Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' })
  await expect(edit.getByLabel('Client image URL')).toHaveValue(uploaded!)
  await edit.getByLabel('Client image URL').fill('https://example.com/face.jpg')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Testimonial saved successfully.')
  expect(imageOf(name)).toBe('https://example.com/face.jpg')
  // The replaced upload is gone from disk.
  expect(existsSync(file)).toBe(false)

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: /Delete/ })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Delete Testimonial' })
  await expect(confirm).toContainText('Are you sure you want to delete this testimonial?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toHaveText('Testimonial deleted successfully.')
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
})

test('the file chooser is disabled while a URL is typed, and a file clears the URL @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/testimonials/new')
  const chooser = page.getByLabel('Or upload a client image')
  const url = page.getByLabel('Client image URL')
  await expect(page.getByText('Images only. Clear the URL to choose a file instead.')).toBeVisible()
  await expect(chooser).toBeEnabled()
  await url.fill('https://example.com/a.png')
  await expect(chooser).toBeDisabled()
  await url.fill('')
  await expect(chooser).toBeEnabled()
  await chooser.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG })
  await expect(url).toBeDisabled()
  await expect(url).toHaveValue('')
})

test('without JavaScript a chosen file replaces the URL still in its field @nojs', async ({
  adminPage: page,
}) => {
  const name = `Client ${suffix()}`
  await page.goto('/admin/testimonials/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' })
  await dialog.getByLabel('Client Name').fill(name)
  await dialog.getByLabel('Quote').fill('Both at once.')
  await dialog.getByLabel('Client image URL').fill('https://example.com/face.jpg')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Testimonial saved successfully.')

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: /Edit/ })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' })
  await expect(edit.getByLabel('Client image URL')).toHaveValue('https://example.com/face.jpg')
  await expect(edit.getByText('Images only. A chosen file replaces the URL.')).toBeVisible()
  const chooser = edit.getByLabel('Or upload a client image')
  await expect(chooser).toBeEnabled()
  await chooser.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Testimonial saved successfully.')
  const image = imageOf(name)!
  expect(image).toMatch(/^\/uploads\/testimonials\/[0-9a-f]+\.png$/)
  expect(existsSync(join(E2E.uploadsDir, image.slice('/uploads/'.length)))).toBe(true)
})

test('with JavaScript the client image is uploaded first, with progress, then saved @js', async ({
  adminPage: page,
}) => {
  const name = `Client ${suffix()}`
  await page.goto('/admin/testimonials/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' })
  await expect(dialog.getByLabel('Client Name')).toBeFocused()
  await dialog.getByLabel('Client Name').fill(name)
  await dialog.getByLabel('Quote').fill('Uploaded first.')
  await dialog
    .getByLabel('Or upload a client image')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG })
  // Hold the upload so the progress bar can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/admin/uploads/testimonials', async (route) => {
    await held
    await route.continue()
  })
  const uploaded = page.waitForResponse('**/admin/uploads/testimonials')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(
    dialog.getByRole('progressbar', { name: 'Client image upload progress' }),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  release()
  expect((await uploaded).status()).toBe(201)
  await expect(page.getByRole('status')).toHaveText('Testimonial saved successfully.')
  const image = imageOf(name)!
  expect(image).toMatch(/^\/uploads\/testimonials\/[0-9a-f]{32}\.png$/)
  expect(existsSync(join(E2E.uploadsDir, image.slice('/uploads/'.length)))).toBe(true)
})
