// Several files uploaded at once to the media library (issue 33), each kept or refused on its own:
// with JavaScript each has its own progress bar and, when it fails, its own message and a Retry
// button; without JavaScript the form posts them all and the page says which one was refused.
import { axeFindings, axeFindingsInBothThemes } from './axe.ts'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { PNG } from './media-files.ts'

const TEXT = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a picture.') }
const REFUSED = 'Only images, videos and audio files can be uploaded.'

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
const newestId = () =>
  queryDb<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM media_files')[0]!.id
const keptSince = (id: number) =>
  queryDb<{ url: string }>('SELECT url FROM media_files WHERE id > ? ORDER BY id', id).map(
    (r) => r.url,
  )

test('each file has its own progress and result; a failed one says why and is retried @js', async ({
  adminPage: page,
}) => {
  test.slow()
  // What the upload door kept, from its answers (other tests upload to the library meanwhile).
  const kept: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('/admin/media/upload') && response.status() === 201) {
      kept.push(((await response.json()) as { fileUrl: string }).fileUrl)
    }
  })
  await page.goto('/admin/media')
  await page.waitForSelector('html[data-hydrated]')
  await page.getByLabel('Upload files').setInputFiles([PNG, TEXT])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const uploads = page.getByRole('list', { name: 'Uploads' })
  const image = uploads.getByRole('listitem').filter({ hasText: PNG.name })
  const text = uploads.getByRole('listitem').filter({ hasText: TEXT.name })
  await expect(image.getByRole('progressbar', { name: `Upload of ${PNG.name}` })).toBeVisible()
  await expect(image).toContainText('Uploaded')
  await expect(text.getByRole('alert')).toHaveText(REFUSED)
  await expect(text.getByRole('button', { name: `Retry ${TEXT.name}` })).toBeVisible()
  // The rows, a refused one among them, in both themes and on a phone.
  expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await axeFindings(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 720 })
  expect(kept).toHaveLength(1)
  expect(queryDb('SELECT url FROM media_files WHERE url = ?', kept[0])).toHaveLength(1)
  // The grid is reloaded with the new file in it.
  await expect(page.getByRole('heading', { name: nameOf(kept[0]!) })).toBeVisible()

  // A file whose post never reaches the server fails on its own, and Retry sends it again.
  let cut = true
  await page.route('**/admin/media/upload', (route) => {
    if (!cut) return route.continue()
    cut = false
    return route.abort('internetdisconnected')
  })
  await page.getByLabel('Upload files').setInputFiles([PNG])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const again = uploads.getByRole('listitem').filter({ hasText: PNG.name })
  await expect(again.getByRole('alert')).toHaveText(
    'File upload failed: the server could not be reached.',
  )
  expect(kept).toHaveLength(1)
  await again.getByRole('button', { name: `Retry ${PNG.name}` }).click()
  await expect(again).toContainText('Uploaded')
  await expect.poll(() => kept.length).toBe(2)
  await expect(page.getByRole('heading', { name: nameOf(kept[1]!) })).toBeVisible()
})

test('without JavaScript the form posts every file and the page says which was refused @nojs', async ({
  adminPage: page,
}) => {
  const before = newestId()
  await page.goto('/admin/media')
  await page.getByLabel('Upload files').setInputFiles([PNG, TEXT])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(
    `1 file uploaded. ${TEXT.name} was not uploaded.`,
  )
  await expect(
    page.getByRole('listitem').filter({ hasText: `${TEXT.name}: ${REFUSED}` }),
  ).toBeVisible()
  // The image was kept: a new library file (others may have arrived meanwhile), shown in the grid.
  const kept = keptSince(before)
  expect(kept.length).toBeGreaterThanOrEqual(1)
  expect(kept.every((url) => !url.endsWith('.txt'))).toBe(true)
  await expect(page.getByRole('heading', { name: nameOf(kept.at(-1)!) })).toBeVisible()
})
