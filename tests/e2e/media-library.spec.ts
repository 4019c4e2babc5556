// The media library (/admin/media) as one walk without JavaScript (its forms are plain GET and POST
// forms): upload two files at once, filter by type and by "not used anywhere", give an image its
// alt text and find it by it, see where a demo image is used (a link to its post) and have its
// delete refused, and delete an unused file after a confirmation: to the trash, restored from it,
// then deleted forever.
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { MP4, PNG, storedBytes, uploadExists } from './media-files.ts'

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

test('upload, filter, alt text, uses and delete in the media library @nojs', async ({
  adminPage: page,
  baseURL,
}) => {
  // A long walk (twenty pages): the limit is for a hung step on two busy cores, not a slow one.
  test.slow()
  await page.goto('/admin/media')
  await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible()

  // Two files in one go.
  await page.getByLabel('Upload files').setInputFiles([PNG, MP4])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('2 files uploaded.')
  const [video, image] = queryDb<{ id: number; url: string }>(
    "SELECT id, url FROM media_files WHERE url LIKE '/uploads/media/%' ORDER BY id DESC LIMIT 2",
  )
  expect([video!.url, image!.url].map((u) => u.slice(-4)).sort()).toEqual(['.mp4', '.png'])
  expect(uploadExists(image!.url) && uploadExists(video!.url)).toBe(true)
  const imageCard = page.getByRole('listitem').filter({ hasText: nameOf(image!.url) })
  await expect(imageCard).toContainText(`Image · ${PNG.buffer.length} bytes · 1 × 1`)
  await expect(imageCard).toContainText('Not used anywhere.')

  // Filters: videos only, then the files nothing uses.
  await page.getByLabel('Show').selectOption('Videos')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('heading', { name: nameOf(video!.url) })).toBeVisible()
  await expect(page.getByRole('heading', { name: nameOf(image!.url) })).toHaveCount(0)
  await page.getByLabel('Show').selectOption('Not used anywhere')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('heading', { name: nameOf(image!.url) })).toBeVisible()

  // Alt text, saved once, then found by a search.
  const alt = `A single teal pixel ${Date.now()}`
  await imageCard.getByRole('textbox', { name: 'Alt text' }).fill(alt)
  await imageCard.getByRole('button', { name: `Save alt text of ${nameOf(image!.url)}` }).click()
  await expect(page.getByRole('status')).toHaveText(`Alt text of ${nameOf(image!.url)} saved.`)
  await page.getByLabel('Search by name or alt text').fill(alt.slice(-13))
  await page.getByLabel('Show').selectOption('All files')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('1 file match.')).toBeVisible()
  await expect(imageCard.getByRole('textbox', { name: 'Alt text' })).toHaveValue(alt)

  // A demo post's cover: used, linked to its post, and its delete refused.
  const [post] = queryDb<{ id: number; title: string; url: string }>(
    "SELECT id, title, cover_image AS url FROM blog_posts WHERE cover_image LIKE '/uploads/%' ORDER BY id LIMIT 1",
  )
  const [used] = queryDb<{ id: number }>('SELECT id FROM media_files WHERE url = ?', post!.url)
  await page.getByLabel('Search by name or alt text').fill(nameOf(post!.url))
  await page.getByRole('button', { name: 'Apply' }).click()
  const usedCard = page.getByRole('listitem').filter({ hasText: nameOf(post!.url) })
  await expect(usedCard.getByRole('link', { name: `Post “${post!.title}”` })).toHaveAttribute(
    'href',
    `/admin/blogs/${post!.id}/edit`,
  )
  await usedCard.getByRole('link', { name: `Delete ${nameOf(post!.url)}` }).click()
  const refusal = page.getByRole('dialog', { name: 'Delete file' })
  await expect(refusal).toContainText(`${nameOf(post!.url)} cannot be deleted while it is used by:`)
  await expect(refusal.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  // The server refuses too, whatever is posted.
  const forced = await page.request.post(`/admin/media/${used!.id}/delete`, {
    form: { intent: 'delete' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(forced.status()).toBe(409)
  expect(uploadExists(post!.url)).toBe(true)

  // An unused file goes to the trash after its confirmation, comes back from it whole, and is
  // deleted forever from there.
  await page.goto('/admin/media?filter=video')
  await page.getByRole('link', { name: `Delete ${nameOf(video!.url)}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete file' })
  await expect(confirm).toContainText(`Delete ${nameOf(video!.url)}?`)
  await expect(confirm).toContainText('It goes to the trash, where it can be restored for 30 days.')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toHaveText(
    `${nameOf(video!.url)} moved to the trash, where it can be restored for 30 days.`,
  )
  await expect(page.getByRole('heading', { name: nameOf(video!.url) })).toHaveCount(0)
  expect(uploadExists(video!.url)).toBe(true)
  expect(queryDb('SELECT id FROM media_files WHERE id = ?', video!.id)).toEqual([])

  await page.goto('/admin/trash')
  const trashed = page.getByRole('row').filter({ hasText: nameOf(video!.url) })
  await expect(trashed.getByRole('cell', { name: 'File', exact: true })).toBeVisible()
  await trashed.getByRole('button', { name: `Restore ${nameOf(video!.url)}` }).click()
  await expect(page.getByRole('status')).toHaveText(`File “${nameOf(video!.url)}” restored.`)
  expect(queryDb('SELECT id, url FROM media_files WHERE id = ?', video!.id)).toEqual([video])
  await page.goto('/admin/media?filter=video')
  await expect(page.getByRole('heading', { name: nameOf(video!.url) })).toBeVisible()

  await page.getByRole('link', { name: `Delete ${nameOf(video!.url)}` }).click()
  await page
    .getByRole('dialog', { name: 'Delete file' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('status')).toContainText('moved to the trash')
  await page.goto('/admin/trash')
  await page.getByRole('link', { name: `Delete ${nameOf(video!.url)} forever` }).click()
  const forever = page.getByRole('dialog', { name: 'Delete forever' })
  await expect(forever).toContainText(`Delete file “${nameOf(video!.url)}” forever?`)
  await forever.getByRole('button', { name: 'Delete forever' }).click()
  await expect(page.getByRole('status')).toHaveText(`File “${nameOf(video!.url)}” deleted forever.`)
  expect(uploadExists(video!.url)).toBe(false)
  expect(queryDb('SELECT id FROM media_files WHERE id = ?', video!.id)).toEqual([])
})

test("the editor's image panel picks an image from the library, its alt text filled in @js", async ({
  adminPage: page,
  baseURL,
}) => {
  const [demo] = queryDb<{ id: number; url: string }>(
    "SELECT id, url FROM media_files WHERE url LIKE '%/demo-1.png'",
  )
  const alt = `Drawn artwork for a video project ${Date.now()}`
  const saved = await page.request.post('/admin/media', {
    form: { intent: 'alt', id: String(demo!.id), alt },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect(saved.status()).toBe(302)

  const title = `Library pick ${Date.now()}`
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  const editor = dialog.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await dialog.getByLabel('Title').fill(title)
  await editor.click()
  await page.keyboard.type('Picked from the library')
  await dialog
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Image', exact: true })
    .click()
  const panel = dialog.getByRole('group', { name: 'Add an image' })
  // The system's file dialog closed without a file: the library takes its place.
  await panel.getByLabel('Image file').dispatchEvent('cancel')
  await expect(panel.getByRole('button', { name: 'Hide the library' })).toBeVisible()
  const library = panel.getByRole('group', { name: 'Media library' })
  await library.getByLabel('Search the library').fill(alt.slice(-13))
  const choice = library.getByRole('button', { name: `Choose ${alt}` })
  await choice.click()
  await expect(choice).toHaveAttribute('aria-pressed', 'true')
  await expect(panel.getByLabel('Alt text (required)')).toHaveValue(alt)
  // Unpicked, the library's words go with it; picked again, they come back.
  await choice.click()
  await expect(panel.getByLabel('Alt text (required)')).toHaveValue('')
  await choice.click()
  await expect(panel.getByLabel('Alt text (required)')).toHaveValue(alt)
  await panel.getByRole('button', { name: 'Insert image' }).click()
  await expect(editor.getByRole('img', { name: alt })).toBeVisible()
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()

  const [post] = queryDb<{ id: number; content: string }>(
    'SELECT id, content FROM blog_posts WHERE title = ?',
    title,
  )
  expect(post!.content).toContain(
    `<img src="${demo!.url}" alt="${alt}" width="800" height="500" />`,
  )
  await page.goto(`/admin/media?q=${encodeURIComponent(alt.slice(-13))}`)
  await expect(page.getByRole('link', { name: `Post “${title}”`, exact: true })).toHaveAttribute(
    'href',
    `/admin/blogs/${post!.id}/edit`,
  )
  // Its saved version is not named apart while the post itself uses the file.
  await expect(page.getByText('An earlier version')).toHaveCount(0)
})

// A red 2x1 PNG: another picture of the same format as PNG.
const WIDE_PNG = {
  name: 'wide.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGM4IScHRAAIdwIJkXAbPAAAAABJRU5ErkJggg==',
    'base64',
  ),
}

test('Replace file keeps the address: a file of another format is refused, one of the same is served there @nojs', async ({
  adminPage: page,
  baseURL,
}) => {
  const uploaded = await page.request.post('/admin/uploads/projects', {
    multipart: { file: PNG },
    headers: { Origin: baseURL! },
  })
  const { fileUrl: url } = (await uploaded.json()) as { fileUrl: string }
  const [file] = queryDb<{ id: number }>('SELECT id FROM media_files WHERE url = ?', url)
  await page.goto(`/admin/media?q=${nameOf(url)}`)
  await page.getByRole('link', { name: `Replace file ${nameOf(url)}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Replace file' })
  await expect(dialog).toContainText(`takes the place of ${nameOf(url)} at the same address`)

  await dialog.getByLabel('New PNG file').setInputFiles(MP4)
  await dialog.getByRole('button', { name: 'Replace file' }).click()
  await expect(page.getByRole('dialog', { name: 'Replace file' })).toContainText(
    "Choose a PNG file: the new file keeps this one's address, and so its format. Nothing was changed.",
  )
  expect(await (await page.request.get(url)).body()).toEqual(PNG.buffer)

  await page.getByLabel('New PNG file').setInputFiles(WIDE_PNG)
  await page.getByRole('button', { name: 'Replace file' }).click()
  await expect(page.getByRole('status')).toHaveText(
    `${nameOf(url)} replaced: everything that shows it shows the new file.`,
  )
  expect(await (await page.request.get(url)).body()).toEqual(WIDE_PNG.buffer)
  expect(queryDb('SELECT id, url, size FROM media_files WHERE url = ?', url)).toEqual([
    { id: file!.id, url, size: WIDE_PNG.buffer.length },
  ])
  // The file uploaded for the replacement left no second entry: no later entry holds its bytes
  // (other tests upload files of the same size meanwhile, so the size alone does not tell).
  const later = queryDb<{ url: string }>(
    'SELECT url FROM media_files WHERE size = ? AND id > ?',
    WIDE_PNG.buffer.length,
    file!.id,
  )
  expect(later.filter(({ url }) => storedBytes(url)?.equals(WIDE_PNG.buffer))).toEqual([])
})
