// The cover, client-image and media-row fields pick from the media library (issue 33): with
// JavaScript a library file is chosen for a post's cover and a detailed project's media and the
// public pages show them; the fields show a thumbnail of what they hold, with Replace and Remove.
// Without JavaScript the same fields show the stored file's thumbnail and keep their URL and file
// inputs (their own specs prove the uploads).
import type { Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { axeFindings, axeFindingsInBothThemes } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'
import { libraryImage } from './library-images.ts'

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

/** A new project of either kind, published with `image` picked from the library as its first media. */
async function publishProjectWithLibraryMedia(
  page: Page,
  kind: 'projects' | 'detailed-projects',
  image: { url: string; alt: string },
) {
  const title = unique('Library media project')
  await page.goto(`/admin/${kind}/new`)
  const dialog = page.getByRole('dialog', {
    name: kind === 'projects' ? 'Add New Project' : 'Add New Detailed Project',
  })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Made with a library picture')
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  await dialog.getByRole('button', { name: 'Add from the library' }).click()
  await dialog.getByLabel('Search the library').fill(image.alt)
  await dialog.getByRole('button', { name: `Choose ${image.alt}` }).click()
  // The pick fills the empty first tile rather than adding a second.
  await expect(dialog.getByTestId('media-row')).toHaveCount(1)
  const row = dialog.getByTestId('media-row').first()
  await expect(row.getByLabel('Media 1 URL')).toHaveValue(image.url)
  await expect(row.getByLabel('Media 1 type')).toHaveValue('image')
  // The library's alt text arrives with the file, in the row's own field.
  await expect(row.getByLabel('Media 1 alt text')).toHaveValue(image.alt)
  await expect(row.getByTestId('chosen-media')).toContainText(nameOf(image.url))
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()
  return title
}

test("a post's cover is picked from the library and shown on its page @js", async ({
  adminPage: page,
  baseURL,
}) => {
  const image = await libraryImage(page, baseURL!)
  const title = unique('Library cover')
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  const editor = dialog.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await dialog.getByLabel('Title').fill(title)
  await editor.click()
  await page.keyboard.type('A post with a cover from the library.')
  const cover = dialog.getByRole('group', { name: 'Cover image' })
  await cover.getByRole('button', { name: 'Choose from the library' }).click()
  const library = cover.getByRole('group', { name: 'Media library' })
  await library.getByLabel('Search the library').fill(image.alt)
  await library.getByRole('button', { name: `Choose ${image.alt}` }).click()
  await expect(dialog.getByLabel('Cover image URL')).toHaveValue(image.url)
  await expect(cover.getByTestId('chosen-media')).toContainText(nameOf(image.url))
  await expect(cover.getByRole('button', { name: 'Replace cover image' })).toBeFocused()
  // The library's alt text fills the alt field, editable there; another pick replaces it, but
  // never words the admin wrote.
  const altField = dialog.getByLabel('Cover image alt text')
  await expect(altField).toHaveValue(image.alt)
  const other = await libraryImage(page, baseURL!)
  await cover.getByRole('button', { name: 'Replace cover image' }).click()
  await library.getByLabel('Search the library').fill(other.alt)
  await library.getByRole('button', { name: `Choose ${other.alt}` }).click()
  await expect(altField).toHaveValue(other.alt)
  await altField.fill(`${image.alt}, in my words`)
  await cover.getByRole('button', { name: 'Replace cover image' }).click()
  await library.getByLabel('Search the library').fill(image.alt)
  await library.getByRole('button', { name: `Choose ${image.alt}` }).click()
  await expect(altField).toHaveValue(`${image.alt}, in my words`)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()

  const [post] = queryDb<{ id: number; cover: string }>(
    'SELECT id, cover_image AS cover FROM blog_posts WHERE title = ?',
    title,
  )
  expect(post!.cover).toBe(image.url)
  await page.goto(`/blog/${post!.id}`)
  const shown = page.getByRole('img', { name: `${image.alt}, in my words` })
  await expect(shown).toBeVisible()
  expect(await shown.getAttribute('src')).toContain(nameOf(image.url))
})

test("a detailed project's media is picked from the library and shown on its page @js", async ({
  adminPage: page,
  baseURL,
}) => {
  const image = await libraryImage(page, baseURL!)
  const title = await publishProjectWithLibraryMedia(page, 'detailed-projects', image)

  const [project] = queryDb<{ id: number }>(
    'SELECT id FROM detailed_projects WHERE title = ?',
    title,
  )
  expect(
    queryDb(
      'SELECT url, type FROM detailed_project_media WHERE detailed_project_id = ?',
      project!.id,
    ),
  ).toEqual([{ url: image.url, type: 'image' }])
  await page.goto(`/detailed-projects/${project!.id}`)
  const shown = page.getByRole('img', { name: image.alt })
  await expect(shown.first()).toBeVisible()
  expect(await shown.first().getAttribute('src')).toContain(nameOf(image.url))
})

test("a project's media is picked from the library and shown on the home page @js", async ({
  adminPage: page,
  baseURL,
}) => {
  const image = await libraryImage(page, baseURL!)
  const title = await publishProjectWithLibraryMedia(page, 'projects', image)

  const [project] = queryDb<{ id: number }>('SELECT id FROM projects WHERE title = ?', title)
  expect(queryDb('SELECT url, type FROM project_media WHERE project_id = ?', project!.id)).toEqual([
    { url: image.url, type: 'image' },
  ])
  // The home page shows the three newest projects.
  await page.goto('/')
  const card = page.locator('article, li').filter({ hasText: title }).last()
  const shown = card.locator('img').first()
  await expect(shown).toBeVisible()
  expect(await shown.getAttribute('src')).toContain(nameOf(image.url).replace(/\.\w+$/, ''))
})

test('a testimonial image: Remove empties the field, Replace opens the library @js', async ({
  adminPage: page,
  baseURL,
}) => {
  const image = await libraryImage(page, baseURL!)
  const name = unique('Library client')
  await page.goto('/admin/testimonials/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' })
  await dialog.getByLabel('Client Name').fill(name)
  await dialog.getByLabel('Quote').fill('They found the right picture.')
  await dialog.getByLabel('Client image URL').fill('https://example.com/face.jpg')
  await expect(dialog.getByTestId('chosen-media')).toContainText('face.jpg')
  await dialog.getByRole('button', { name: 'Remove client image' }).click()
  await expect(dialog.getByLabel('Client image URL')).toHaveValue('')
  await expect(dialog.getByTestId('chosen-media')).toHaveCount(0)
  await expect(dialog.getByLabel('Or upload a client image')).toBeEnabled()

  await dialog.getByLabel('Client image URL').fill('https://example.com/face.jpg')
  await dialog.getByRole('button', { name: 'Replace client image' }).click()
  await expect(dialog.getByLabel('Client image URL')).toHaveValue('')
  await expect(dialog.getByLabel('Or upload a client image')).toBeFocused()
  const library = dialog.getByRole('group', { name: 'Media library' })
  await library.getByLabel('Search the library').fill(image.alt)
  await expect(library.getByRole('button', { name: `Choose ${image.alt}` })).toBeVisible()
  // The library open, in both themes and on a phone.
  test.slow()
  expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await axeFindings(page)).toEqual([])
  await library.getByRole('button', { name: `Choose ${image.alt}` }).click()
  await expect(dialog.getByLabel('Client image URL')).toHaveValue(image.url)
  await expect(dialog.getByTestId('chosen-media').locator('img')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Testimonial saved successfully.')
  expect(
    queryDb('SELECT client_image AS image FROM testimonials WHERE client_name = ?', name),
  ).toEqual([{ image: image.url }])
})

test('without JavaScript the fields show what they hold and keep their URL and file inputs @nojs', async ({
  adminPage: page,
}) => {
  const [post] = queryDb<{ id: number; cover: string }>(
    "SELECT id, cover_image AS cover FROM blog_posts WHERE cover_image LIKE '/uploads/%' ORDER BY id LIMIT 1",
  )
  await page.goto(`/admin/blogs/${post!.id}/edit`)
  const dialog = page.getByRole('dialog', { name: 'Edit Post' })
  await expect(dialog.getByTestId('chosen-media')).toContainText(nameOf(post!.cover))
  await expect(dialog.getByTestId('chosen-media').locator('img')).toHaveAttribute(
    'src',
    post!.cover,
  )
  await expect(dialog.getByLabel('Cover image URL')).toHaveValue(post!.cover)
  await expect(dialog.getByLabel('Cover image file')).toBeEnabled()
  // Replace, Remove and the library need JavaScript: not offered without it.
  await expect(dialog.getByRole('button', { name: /^(Replace|Remove) cover image$/ })).toHaveCount(
    0,
  )
  await expect(dialog.getByRole('button', { name: 'Choose from the library' })).toHaveCount(0)

  const [project] = queryDb<{ id: number; url: string }>(
    "SELECT detailed_project_id AS id, url FROM detailed_project_media WHERE type = 'image' AND url LIKE '/uploads/%' ORDER BY id LIMIT 1",
  )
  await page.goto(`/admin/detailed-projects/${project!.id}/edit`)
  const row = page.getByTestId('media-row').first()
  await expect(row.getByTestId('chosen-media')).toContainText(nameOf(project!.url))
  await expect(row.getByLabel('Media 1 file')).toBeEnabled()
})
