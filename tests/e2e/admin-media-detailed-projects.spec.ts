import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { PNG, unique, uploadExists } from './media-files.ts'

test('a detailed project with tags, an uploaded image and an empty row dropped', async ({
  adminPage: page,
}) => {
  const title = unique('Detailed media project')
  await page.goto('/admin/detailed-projects')
  await page.getByRole('link', { name: 'Add New Detailed Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByRole('button', { name: 'Add media' }).click()
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Subtitle').fill('A subtitle')
  await dialog.getByLabel('Description').fill('Told in detail')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Client').fill('Acme')
  await dialog.getByLabel('Tags').fill(' brand , ,motion,  web ')
  await dialog.getByLabel('Media 1 file').setInputFiles(PNG)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible()

  const [project] = queryDb<{ id: number; client: string }>(
    'SELECT id, client FROM detailed_projects WHERE title = ?',
    title,
  )
  expect(project!.client).toBe('Acme')
  const tags = queryDb<{ tag: string }>(
    'SELECT tag FROM detailed_project_tags WHERE detailed_project_id = ? ORDER BY position',
    project!.id,
  )
  expect(tags.map((t) => t.tag)).toEqual(['brand', 'motion', 'web'])
  const media = queryDb<{ url: string; type: string }>(
    'SELECT url, type FROM detailed_project_media WHERE detailed_project_id = ?',
    project!.id,
  )
  expect(media).toHaveLength(1)
  expect(media[0]!.type).toBe('image')

  // Edit: the form comes back filled in; the changes are saved and shown on the public page.
  const renamed = `${title} (edited)`
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Detailed Project' })
  await expect(edit.getByLabel('Tags')).toHaveValue('brand, motion, web')
  await expect(edit.getByLabel('Client')).toHaveValue('Acme')
  await edit.getByLabel('Title', { exact: true }).fill(renamed)
  await edit.getByLabel('Tags').fill('motion, print')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Project updated.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible()
  expect(queryDb('SELECT title FROM detailed_projects WHERE id = ?', project!.id)).toEqual([
    { title: renamed },
  ])
  expect(
    queryDb<{ tag: string }>(
      'SELECT tag FROM detailed_project_tags WHERE detailed_project_id = ? ORDER BY position',
      project!.id,
    ).map((t) => t.tag),
  ).toEqual(['motion', 'print'])
  // The uploaded image was kept through the edit.
  expect(uploadExists(media[0]!.url)).toBe(true)
  await page.goto(`/detailed-projects/${project!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)
  await expect(page.getByText('#print')).toBeVisible()

  // Delete from the row's own link, after the confirmation.
  await page.goto('/admin/detailed-projects')
  await page.getByRole('link', { name: `Delete ${renamed}` }).click()
  await expect(page.getByText('Are you sure you want to delete this project?')).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Project deleted successfully.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0)
  expect(queryDb('SELECT id FROM detailed_projects WHERE id = ?', project!.id)).toEqual([])
  // In the trash for 30 days, it keeps its files (tests/e2e/trash.spec.ts deletes forever).
  expect(uploadExists(media[0]!.url)).toBe(true)
})

test('a media row written with alt text shows it on the project page; an empty one, the title', async ({
  adminPage: page,
}) => {
  const title = unique('Alt media project')
  await page.goto('/admin/detailed-projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Told in detail')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Media 1 URL').fill('/uploads/projects/demo-1.png')
  await dialog.getByLabel('Media 1 alt text').fill('The studio at night')
  await dialog.getByRole('button', { name: 'Add media' }).click()
  await dialog.getByLabel('Media 2 URL').fill('/uploads/projects/demo-2.png')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()
  const [project] = queryDb<{ id: number }>(
    'SELECT id FROM detailed_projects WHERE title = ?',
    title,
  )
  await page.goto(`/detailed-projects/${project!.id}`)
  await expect(page.getByRole('img', { name: 'The studio at night' })).toBeVisible()
  await expect(page.getByRole('img', { name: `${title}, image 2` })).toBeVisible()
})

test("a case study's results are added and removed as rows and shown as a strip on its page", async ({
  adminPage: page,
}) => {
  const title = unique('Results project')
  await page.goto('/admin/detailed-projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Told with figures')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  // Without JavaScript each button is a post that comes back with one row more or less.
  for (const n of [1, 2, 3]) {
    await dialog.getByRole('button', { name: 'Add Result' }).click()
    await expect(dialog.getByLabel(`Result ${n} figure`)).toBeVisible()
  }
  await dialog.getByLabel('Result 1 figure').fill('+38%')
  await dialog.getByLabel('Result 1 label').fill('qualified leads')
  await dialog.getByLabel('Result 2 figure').fill('drop me')
  await dialog.getByLabel('Result 2 label').fill('drop me')
  await dialog.getByLabel('Result 3 figure').fill('2.4M')
  await dialog.getByLabel('Result 3 label').fill('views')
  await dialog.getByRole('button', { name: 'Remove result 2' }).click()
  await expect(dialog.getByTestId('result-row')).toHaveCount(2)
  await expect(dialog.getByLabel('Result 2 figure')).toHaveValue('2.4M')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()

  const [project] = queryDb<{ id: number; slug: string }>(
    'SELECT id, slug FROM detailed_projects WHERE title = ?',
    title,
  )
  expect(
    queryDb(
      'SELECT figure, label FROM detailed_project_results WHERE detailed_project_id = ? ORDER BY position',
      project!.id,
    ),
  ).toEqual([
    { figure: '+38%', label: 'qualified leads' },
    { figure: '2.4M', label: 'views' },
  ])

  await page.goto(`/detailed-projects/${project!.slug}`)
  const strip = page.getByTestId('results')
  await expect(strip.locator('dd')).toHaveText(['+38%', '2.4M'])
  await expect(strip.locator('dt')).toHaveText(['qualified leads', 'views'])
})
