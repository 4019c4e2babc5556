// Revisions (docs/publishing.md): from an item's Edit screen to its versions, a comparison of two
// picked with radio buttons (a GET form), and a restore behind a confirmation, with JavaScript on
// and off alike.
import { axeFindings } from './axe.ts'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)

test('revisions: listed from the Edit screen, two versions compared, one restored', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = `Revised ${suffix()}`
  await page.goto('/admin/services/new')
  const add = page.getByRole('dialog', { name: 'Add New Service' })
  await add.getByLabel('Title').fill(title)
  await add.getByLabel('Description').fill('We film <b>weddings</b> in spring.')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Service saved successfully.')
  const { id } = queryDb<{ id: number }>('SELECT id FROM services WHERE title = ?', title)[0]!

  await page.goto(`/admin/services/${id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Service' })
  await edit.getByLabel('Description').fill('We film <b>weddings</b> in autumn.')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Service saved successfully.')

  await page.goto(`/admin/services/${id}/edit`)
  await page
    .getByRole('dialog', { name: 'Edit Service' })
    .getByRole('link', { name: 'Revisions' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Revisions of ${title}`)
  const rows = page.getByTestId('revision')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Current version')
  await expect(rows.first()).toContainText('Test Admin')

  // The two newest are picked already: compare them.
  await page.getByRole('button', { name: 'Compare selected versions' }).click()
  const description = page.getByRole('region', { name: 'Description' })
  await expect(description.locator('del')).toHaveText('[removed: spring]')
  await expect(description.locator('ins')).toHaveText('[added: autumn]')
  // Typed markup is shown as the text it is.
  await expect(description).toContainText('<b>weddings</b>')
  await expect(page.getByText('Unchanged: Title, Icon.')).toBeVisible()
  if (javaScriptEnabled) {
    await page.waitForSelector('html[data-hydrated]')
    expect(await axeFindings(page)).toEqual([])
  }

  // Restore the first version, after seeing what it changes.
  await rows
    .nth(1)
    .getByRole('link', { name: /^Restore the version of/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Restore a version of ${title}`)
  await expect(page.getByRole('region', { name: 'Description' }).locator('ins')).toHaveText(
    '[added: spring]',
  )
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await expect(page.getByRole('status')).toHaveText('Version restored.')
  await expect(rows).toHaveCount(3)
  expect(queryDb('SELECT description FROM services WHERE id = ?', id)).toEqual([
    { description: 'We film <b>weddings</b> in spring.' },
  ])
})
