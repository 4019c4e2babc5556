// Addresses that name nothing answer 404 inside their layout: the site's header and footer for a
// visitor, the admin sidebar for the admin; a row that no longer exists shows over its list.
import { expect, test } from './fixtures.ts'

test('an unknown public address is a 404 with the site around it', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('alert')).toHaveText('Page not found')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
})

test('an unknown admin address is a 404 inside the admin layout', async ({ adminPage: page }) => {
  const response = await page.goto('/admin/no-such-screen')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('There is no admin screen at this address.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Manage Services' })).toBeVisible()
})

test('an admin row that no longer exists shows its own text in a modal over the list', async ({
  adminPage: page,
}) => {
  const response = await page.goto('/admin/blogs/999999/edit')
  expect(response?.status()).toBe(404)
  const dialog = page.getByRole('dialog', { name: 'Not found' })
  await expect(dialog.getByText('Post not found.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Manage Blogs', level: 1 })).toBeVisible()
  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL('/admin/blogs')
})

test('a visitor is still sent to sign in before any unknown admin address', async ({ page }) => {
  await page.goto('/admin/no-such-screen')
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/)
})
