// The About sections, detailed services' and detailed projects' descriptions are written in the same
// rich-text editor as posts (issue 33): what it writes is stored as sanitized HTML and published as
// written, and a description typed as plain text before reads as before, kept exactly when saved
// untouched. (The About page's own walk, with JavaScript and without, is in admin-content.spec.ts.)
import { queryDb } from './db.ts'
import { caretAtEndOf } from './editor.ts'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'

test('a detailed service written as plain text is kept as typed, then made rich in the editor and published @js', async ({
  adminPage: page,
}) => {
  const title = unique('Rich service')
  const plain = 'First line of the service.\n\nSecond line, as typed.'
  await page.goto('/admin/detailed-services/new')
  const add = page.getByRole('dialog', { name: 'Add New Detailed Service' })
  await add.getByLabel('Title', { exact: true }).fill(title)
  await add.getByLabel('Subtitle').fill('A subtitle')
  // The HTML mode is the plain field of before.
  await add.getByRole('button', { name: 'HTML', exact: true }).click()
  await add.getByLabel('Description', { exact: true }).fill(plain)
  await add.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL('/admin/detailed-services')
  const stored = () =>
    queryDb<{ id: number; description: string; slug: string }>(
      'SELECT id, description, slug FROM detailed_services WHERE title = ?',
      title,
    )[0]!
  expect(stored().description).toBe(plain)
  const { id, slug } = stored()

  // Plain text opens in the editor, and a save that does not touch it keeps it exactly.
  await page.goto(`/admin/detailed-services/${id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Detailed Service' })
  const editor = edit.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await expect(editor).toContainText('Second line, as typed.')
  await expect(edit.getByRole('button', { name: 'Rich text' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await edit.getByLabel('Pricing').fill('From $900')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page).toHaveURL('/admin/detailed-services')
  expect(stored().description).toBe(plain)

  // Made rich: a word in bold and a quote, stored as the editor's HTML and published so.
  await page.goto(`/admin/detailed-services/${id}/edit`)
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await caretAtEndOf(page, editor, 'First line of the service.')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+B')
  await page.keyboard.type('Bold promise')
  await edit
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Quote' })
    .click()
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page).toHaveURL('/admin/detailed-services')
  const html = stored().description
  expect(html).toContain('<blockquote dir="auto"><strong>Bold promise</strong></blockquote>')
  expect(html).not.toMatch(/class=|<span/)

  await page.goto(`/detailed-services/${slug}`)
  await expect(page.locator('.rich-text blockquote strong')).toHaveText('Bold promise')
  await expect(page.locator('.rich-text')).toContainText('Second line, as typed.')
})

test('a detailed project description is written in the editor and published as written @js', async ({
  adminPage: page,
}) => {
  const title = unique('Rich project')
  await page.goto('/admin/detailed-projects/new')
  const add = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  const editor = add.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await add.getByLabel('Title', { exact: true }).fill(title)
  await editor.click()
  await page.keyboard.type('We filmed ')
  await page.keyboard.press('Control+I')
  await page.keyboard.type('everything')
  await add.getByLabel('Category').selectOption({ index: 1 })
  await add.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL('/admin/detailed-projects')
  const { description, slug } = queryDb<{ description: string; slug: string }>(
    'SELECT description, slug FROM detailed_projects WHERE title = ?',
    title,
  )[0]!
  expect(description).toBe('<p dir="auto">We filmed <em>everything</em></p>')
  await page.goto(`/detailed-projects/${slug}`)
  await expect(page.locator('.rich-text em')).toHaveText('everything')
})
