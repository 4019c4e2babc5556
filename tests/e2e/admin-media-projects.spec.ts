import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'
import { PNG, unique, uploadExists } from './media-files.ts'

type MediaRow = { url: string; type: string }
const mediaOf = (title: string) =>
  queryDb<MediaRow>(
    `SELECT m.url, m.type FROM project_media m JOIN projects p ON p.id = m.project_id
     WHERE p.title = ? ORDER BY m.position`,
    title,
  )

test('create, edit and delete a project with an uploaded image and a URL row', async ({
  adminPage: page,
}) => {
  const title = unique('Media project')
  await page.goto('/admin/projects')
  await page.getByRole('link', { name: 'Add New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await expect(dialog.getByTestId('media-row')).toHaveCount(1)

  // An empty row is refused, and the typed title survives the re-render.
  await dialog.getByLabel('Title').fill(title)
  await skipBrowserChecks(page)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(dialog.getByText('Enter a URL or choose a file')).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)

  await dialog.getByRole('button', { name: 'Add media' }).click()
  await expect(dialog.getByTestId('media-row')).toHaveCount(2)
  await dialog.getByLabel('Description').fill('Made by the media test')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Media 1 file').setInputFiles(PNG)
  await dialog.getByLabel('Media 2 URL').fill('https://example.com/clip.mp4')
  await dialog.getByLabel('Media 2 type').selectOption('video')
  await dialog.getByRole('button', { name: 'Publish' }).click()

  await expect(page.getByText('Project published.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  const saved = mediaOf(title)
  expect(saved).toHaveLength(2)
  expect(saved[0]).toMatchObject({ type: 'image' })
  expect(saved[0]!.url).toMatch(/^\/uploads\/projects\/[0-9a-f]{32}\.png$/)
  expect(saved[1]).toEqual({ url: 'https://example.com/clip.mp4', type: 'video' })
  expect(uploadExists(saved[0]!.url)).toBe(true)

  // Edit: remove the uploaded image; its file goes once the project stops using it.
  await row.getByRole('link', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Project' })
  await expect(edit.getByLabel('Media 1 URL')).toHaveValue(saved[0]!.url)
  await edit.getByRole('button', { name: 'Remove media 1' }).click()
  await expect(edit.getByTestId('media-row')).toHaveCount(1)
  await edit.getByLabel('Title').fill(`${title} edited`)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Project updated.')).toBeVisible()
  expect(mediaOf(`${title} edited`)).toEqual([saved[1]])
  // The first version (a revision) still shows the image (tests/api/revisions.test.ts: released with
  // the project deleted forever).
  expect(uploadExists(saved[0]!.url)).toBe(true)

  const edited = page.getByRole('row').filter({ hasText: `${title} edited` })
  await edited.getByRole('link', { name: `Delete ${title} edited` }).click()
  await expect(page.getByText('Are you sure you want to delete this project?')).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Project deleted successfully.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
})

test('removing the last media row leaves one empty row', async ({ adminPage: page }) => {
  await page.goto('/admin/projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await dialog.getByLabel('Media 1 URL').fill('https://example.com/a.png')
  await dialog.getByRole('button', { name: 'Remove media 1' }).click()
  await expect(dialog.getByTestId('media-row')).toHaveCount(1)
  await expect(dialog.getByLabel('Media 1 URL')).toHaveValue('')
})

test('choosing a file clears and disables the URL of that row @js', async ({ adminPage: page }) => {
  await page.goto('/admin/projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  // The modal focuses its first field once the page is hydrated.
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await dialog.getByLabel('Media 1 URL').fill('https://example.com/a.png')
  await expect(dialog.getByLabel('Media 1 file')).toBeDisabled()
  await dialog.getByLabel('Media 1 URL').fill('')
  await dialog.getByLabel('Media 1 file').setInputFiles(PNG)
  await expect(dialog.getByLabel('Media 1 URL')).toBeDisabled()
  await expect(dialog.getByLabel('Media 1 type')).toBeDisabled()
})

test('a save that never reaches the server shows the raw network error @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await dialog.getByLabel('Title').fill(unique('Offline project'))
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Media 1 URL').fill('https://example.com/a.png')
  // Only the save is lost; the reload of the lists afterwards goes through.
  await page.route('**/admin/projects/new.data*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Failed to fetch')
})

test('an upload that fails without a message of its own says "File upload failed" and saves nothing @js', async ({
  adminPage: page,
}) => {
  const title = unique('Failed upload project')
  // The upload door answers a bare 500, as a proxy in front might when the disk is full.
  await page.route('**/admin/uploads/projects', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  )
  await page.goto('/admin/projects')
  await page.getByRole('link', { name: 'Add New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByLabel('Media 1 file').setInputFiles(PNG)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(dialog.getByText('File upload failed')).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  expect(mediaOf(title)).toEqual([])
})

test('with JavaScript adding and removing rows keeps the files already chosen @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Project' })
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await dialog.getByLabel('Media 1 file').setInputFiles(PNG)
  await dialog.getByRole('button', { name: 'Add media' }).click()
  await dialog.getByLabel('Media 2 URL').fill('https://example.com/b.png')
  await dialog.getByRole('button', { name: 'Add media' }).click()
  await expect(dialog.getByTestId('media-row')).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Remove media 2' }).click()
  await expect(dialog.getByTestId('media-row')).toHaveCount(2)
  await expect(dialog.getByLabel('Media 1 file')).not.toHaveValue('')
  await expect(dialog.getByLabel('Media 1 URL')).toBeDisabled()
  await expect(dialog.getByLabel('Media 2 URL')).toHaveValue('')
})
