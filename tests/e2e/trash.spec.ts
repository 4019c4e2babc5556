// The trash, with JavaScript on and off (both projects run it): a deleted project waits in the trash
// with its uploaded image, comes back whole with Restore, and goes for good, file and all, with
// Delete forever after a confirmation.
import type { Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'
import { PNG, unique, uploadExists } from './media-files.ts'

const mediaOf = (title: string) =>
  queryDb<{ url: string }>(
    `SELECT m.url FROM project_media m JOIN projects p ON p.id = m.project_id WHERE p.title = ?`,
    title,
  ).map((m) => m.url)

async function deleteProject(page: Page, title: string) {
  await page.goto('/admin/projects')
  await page.getByRole('link', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Project' })
  await expect(confirm).toContainText('Are you sure you want to delete this project?')
  await expect(confirm).toContainText('It goes to the trash, where it can be restored for 30 days.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toHaveText('Project deleted successfully.')
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
}

test('delete a project to the trash, restore it whole, then delete it forever', async ({
  adminPage: page,
}) => {
  const title = unique('Trashed project')
  await page.goto('/admin/projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Media 1 file').setInputFiles(PNG)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()
  const [image] = mediaOf(title)
  expect(uploadExists(image!)).toBe(true)

  await deleteProject(page, title)
  expect(uploadExists(image!)).toBe(true)

  await page.getByRole('link', { name: 'Trash' }).click()
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Project')
  const [admin] = queryDb<{ name: string }>(
    'SELECT name FROM users WHERE email = ?',
    E2E.adminEmail,
  )
  await expect(row).toContainText(admin!.name)
  await expect(row.getByRole('cell').nth(4)).toHaveText('29')
  await row.getByRole('button', { name: `Restore ${title}` }).click()
  await expect(page.getByRole('status')).toHaveText(`Project “${title}” restored.`)
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  await page.goto('/admin/projects')
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible()
  expect(mediaOf(title)).toEqual([image])
  expect(uploadExists(image!)).toBe(true)

  await deleteProject(page, title)
  await page.goto('/admin/trash')
  await page.getByRole('link', { name: `Delete ${title} forever` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete forever' })
  await expect(confirm).toContainText(`Delete project “${title}” forever?`)
  await confirm.getByRole('button', { name: 'Delete forever' }).click()
  await expect(page.getByRole('status')).toHaveText(`Project “${title}” deleted forever.`)
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  expect(uploadExists(image!)).toBe(false)
  expect(queryDb('SELECT id FROM projects WHERE title = ?', title)).toEqual([])
})
