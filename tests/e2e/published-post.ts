// A post published from the admin's Add New Post form (with JavaScript on and off), and its row,
// for the tests that then translate it (translations.spec.ts, translation-publishing.spec.ts).
import type { Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { expect } from './fixtures.ts'

export async function addPost(page: Page, title: string, javaScriptEnabled: boolean) {
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  if (javaScriptEnabled) await dialog.getByRole('button', { name: 'HTML' }).click()
  await dialog.getByLabel('Content').fill('<p>How we light a set</p>')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()
  const [row] = queryDb<{ id: number; slug: string }>(
    'SELECT id, slug FROM blog_posts WHERE title = ?',
    title,
  )
  return row!
}
