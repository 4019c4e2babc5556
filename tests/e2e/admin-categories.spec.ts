import { expect, test } from './fixtures.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)

test('categories: add, a blank name and a duplicate are refused, delete asks first', async ({
  adminPage: page,
}) => {
  const name = `Category ${suffix()}`
  await page.goto('/admin/categories')
  await expect(page.getByRole('heading', { name: 'Manage Categories' })).toBeVisible()

  await page.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()

  await page.getByLabel('Category name').fill(name)
  await page.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByRole('status')).toHaveText('Category added successfully.')
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible()
  await expect(page.getByLabel('Category name')).toHaveValue('')

  // The same name in other letters is a duplicate; what was typed stays in the field.
  await page.getByLabel('Category name').fill(name.toUpperCase())
  await page.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByText('A category with this name already exists.')).toBeVisible()
  await expect(page.getByLabel('Category name')).toHaveValue(name.toUpperCase())

  await page.getByRole('link', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Category' })
  await expect(confirm).toContainText('Are you sure you want to delete this category?')
  await confirm.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/admin/categories')
  await page.getByRole('link', { name: `Delete ${name}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toHaveText('Category deleted successfully.')
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
})
