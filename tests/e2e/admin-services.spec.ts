import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)

test('services: add, a validation error keeps the typed values, edit, delete', async ({
  adminPage: page,
}) => {
  const title = `Service ${suffix()}`
  await page.goto('/admin/services')
  await page.getByRole('link', { name: 'Add New Service' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Service' })
  await expect(dialog).toBeVisible()

  // Title left blank: the error shows beside it and the description typed is still there.
  await dialog.getByLabel('Description').fill('A description that must survive the error.')
  await dialog.getByText('Camera', { exact: true }).click()
  await expect(dialog.getByLabel('Title')).toHaveAttribute('required', '')
  await skipBrowserChecks(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await expect(dialog.getByLabel('Description')).toHaveValue(
    'A description that must survive the error.',
  )
  await expect(dialog.getByRole('radio', { name: 'Camera' })).toBeChecked()

  await dialog.getByLabel('Title').fill(title)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/admin/services')
  await expect(page.getByRole('status')).toHaveText('Service saved successfully.')
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText('A description that must survive the error.')
  expect(queryDb('SELECT icon FROM services WHERE title = ?', title)).toEqual([{ icon: 'Camera' }])

  // The message was shown once: a reload no longer carries it.
  await page.reload()
  await expect(page.getByRole('status')).toHaveCount(0)

  await row.getByRole('link', { name: /Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Service' })
  await expect(edit.getByLabel('Title')).toHaveValue(title)
  await edit.getByLabel('Title').fill(`${title} edited`)
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/admin/services')
  const edited = page.getByRole('row', { name: new RegExp(`${title} edited`) })
  await expect(edited).toBeVisible()

  // On a phone the rows are cards: the row's Edit and Delete are in view without scrolling
  // sideways, each cell under its column's name, and the confirmation names the item.
  await page.setViewportSize({ width: 390, height: 844 })
  for (const name of [/Edit/, /Delete/]) {
    const box = await edited.getByRole('link', { name }).boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(edited.locator('td').first()).toHaveAttribute('data-label', 'Title')
  await edited.getByRole('link', { name: /Delete/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Service' })
  await expect(confirm).toContainText('Are you sure you want to delete this service?')
  await expect(confirm.getByTestId('delete-item')).toHaveText(`${title} edited`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL('/admin/services')
  await expect(page.getByRole('status')).toHaveText('Service deleted successfully.')
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)
})

test('the service modal takes focus, filters icons and closes with Escape @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/services/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Service' })
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await dialog.getByPlaceholder('ابحث عن أيقونة...').fill('cam')
  await expect(dialog.getByRole('radio', { name: 'Camera' })).toBeAttached()
  await expect(dialog.getByText('Rocket', { exact: true })).toBeHidden()
  // Arabic names find icons too (issue 34), typed with or without hamza.
  await dialog.getByPlaceholder('ابحث عن أيقونة...').fill('صاروخ')
  await expect(dialog.getByText('Rocket', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Camera', { exact: true })).toBeHidden()
  await dialog.getByPlaceholder('ابحث عن أيقونة...').fill('اعجاب')
  await expect(dialog.getByText('ThumbsUp', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/admin/services')
  await expect(dialog).toHaveCount(0)
})

test("a service's case study, picked from a list without JavaScript, is where its home card leads @nojs", async ({
  adminPage: page,
}) => {
  const title = `Service ${suffix()}`
  const study = queryDb<{ id: number; title: string; slug: string }>(
    "SELECT id, title, slug FROM detailed_services WHERE status = 'published' ORDER BY id LIMIT 1",
  )[0]!
  await page.goto('/admin/services/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Service' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description').fill('Films for launches.')
  await dialog.getByLabel('Case study').selectOption({ label: study.title })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/admin/services')
  expect(
    queryDb<{ case_study_id: number }>('SELECT case_study_id FROM services WHERE title = ?', title),
  ).toEqual([{ case_study_id: study.id }])

  await page.goto('/')
  const card = page.getByTestId('service-card').filter({ hasText: title })
  await expect(card.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/detailed-services/${study.slug}`,
  )

  // Edited back to None, the card leads to the list again.
  const id = queryDb<{ id: number }>('SELECT id FROM services WHERE title = ?', title)[0]!.id
  await page.goto(`/admin/services/${id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Service' })
  await expect(edit.getByLabel('Case study')).toHaveValue(String(study.id))
  await edit.getByLabel('Case study').selectOption('')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/admin/services')
  await page.goto('/')
  await expect(
    page.getByTestId('service-card').filter({ hasText: title }).getByRole('link', { name: title }),
  ).toHaveAttribute('href', '/services')
})
