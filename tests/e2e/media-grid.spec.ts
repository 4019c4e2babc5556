// A case study's media grid (docs/product.md "Media"): three library images added and the third put
// first in six clicks, reordered by keyboard, a lead image marked and shown first on the public page;
// without JavaScript the arrows post the form and it comes back reordered with nothing typed lost.
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { axeFindings } from './axe.ts'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { libraryImage } from './library-images.ts'
import { unique } from './media-files.ts'

const demo = (n: number) => ({
  name: `demo-${n}.png`,
  mimeType: 'image/png',
  buffer: readFileSync(new URL(`../../db/seed-media/demo-${n}.png`, import.meta.url)),
})
const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

type Media = { url: string; lead: number; caption: string | null }
const mediaOf = (title: string) =>
  queryDb<Media>(
    `SELECT m.url, m.lead, m.caption FROM detailed_project_media m
     JOIN detailed_projects p ON p.id = m.detailed_project_id WHERE p.title = ? ORDER BY m.position`,
    title,
  )

async function newCaseStudy(page: Page, title: string) {
  await page.goto('/admin/detailed-projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Category').selectOption({ index: 1 })
  return dialog
}

const tileUrls = (dialog: Locator) =>
  dialog.getByTestId('media-row').getByTestId('chosen-media').allTextContents()

test('three library images in, the third first, in six clicks; keyboard moves; the lead shown first @js', async ({
  adminPage: page,
  baseURL,
}) => {
  test.slow()
  const set = unique('Grid pick')
  const images: Array<{ url: string; alt: string }> = []
  for (const n of [1, 2, 3]) {
    images.push(await libraryImage(page, baseURL!, { alt: `${set} ${n}`, file: demo(n) }))
  }
  const title = unique('Grid study')
  const dialog = await newCaseStudy(page, title)
  const editor = dialog.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await editor.click()
  await page.keyboard.type('Three pictures, the third first.')

  // Every click the admin makes from here is counted (a search typed is not a click).
  await page.evaluate(() => {
    const w = window as unknown as { clicks: number }
    w.clicks = 0
    document.addEventListener('click', (e) => e.isTrusted && w.clicks++, true)
  })
  await dialog.getByRole('button', { name: 'Add from the library' }).click()
  await dialog.getByLabel('Search the library').fill(set)
  for (const image of images) {
    await dialog.getByRole('button', { name: `Choose ${image.alt}` }).click()
  }
  await expect(dialog.getByRole('button', { name: `Choose ${images[2]!.alt}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(await tileUrls(dialog)).toEqual(images.map((i) => nameOf(i.url)))
  await dialog.getByRole('button', { name: 'Move media 3 earlier' }).click()
  await dialog.getByRole('button', { name: 'Move media 2 earlier' }).click()
  expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(6)
  expect(await tileUrls(dialog)).toEqual([2, 0, 1].map((i) => nameOf(images[i]!.url)))
  await expect(dialog.getByTestId('media-announcement')).toHaveText(
    `${nameOf(images[2]!.url)} moved to 1 of 3.`,
  )
  // Each library file's alt text came with it.
  await expect(dialog.getByLabel('Media 1 alt text')).toHaveValue(images[2]!.alt)

  // By keyboard: the focus follows the tile it moves.
  await dialog.getByRole('button', { name: 'Move media 2 later' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Move media 3 earlier' })).toBeFocused()
  expect(await tileUrls(dialog)).toEqual([2, 1, 0].map((i) => nameOf(images[i]!.url)))
  await expect(dialog.getByTestId('media-announcement')).toHaveText(
    `${nameOf(images[0]!.url)} moved to 3 of 3.`,
  )

  // The second tile marked as the lead, a caption written in place.
  await dialog.getByRole('radio', { name: 'Media 2 is the lead image' }).check()
  await dialog.getByLabel('Media 2 caption').fill('The set at dawn')
  expect(await axeFindings(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()
  expect(mediaOf(title)).toEqual([
    { url: images[2]!.url, lead: 0, caption: null },
    { url: images[1]!.url, lead: 1, caption: 'The set at dawn' },
    { url: images[0]!.url, lead: 0, caption: null },
  ])

  // The public case study shows the lead first, with its caption.
  const [project] = queryDb<{ slug: string }>(
    'SELECT slug FROM detailed_projects WHERE title = ?',
    title,
  )
  await page.goto(`/detailed-projects/${project!.slug}`)
  const first = page.locator('article img').first()
  expect(await first.getAttribute('src')).toContain(nameOf(images[1]!.url).replace(/\.\w+$/, ''))
  await expect(page.getByText('The set at dawn')).toBeVisible()
})

test('without JavaScript the arrows reorder, nothing typed is lost, and Save keeps the order @nojs', async ({
  adminPage: page,
}) => {
  const title = unique('Grid study plain')
  const dialog = await newCaseStudy(page, title)
  await dialog.getByLabel('Description').fill('Ordered without JavaScript')
  await dialog.getByLabel('Media 1 URL').fill('https://example.com/first.png')
  await dialog.getByLabel('Media 1 alt text').fill('The first picture')
  await dialog.getByRole('button', { name: 'Add media' }).click()
  await dialog.getByLabel('Media 2 URL').fill('https://example.com/second.png')
  await dialog.getByLabel('Media 2 caption').fill('Second, now first')
  await dialog.getByRole('radio', { name: 'Media 2 is the lead image' }).check()
  await dialog.getByRole('button', { name: 'Move media 2 earlier' }).click()

  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(dialog.getByLabel('Media 1 URL')).toHaveValue('https://example.com/second.png')
  await expect(dialog.getByLabel('Media 1 caption')).toHaveValue('Second, now first')
  await expect(dialog.getByRole('radio', { name: 'Media 1 is the lead image' })).toBeChecked()
  await expect(dialog.getByLabel('Media 2 URL')).toHaveValue('https://example.com/first.png')
  await expect(dialog.getByLabel('Media 2 alt text')).toHaveValue('The first picture')
  expect(queryDb('SELECT id FROM detailed_projects WHERE title = ?', title)).toEqual([])

  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Project published.')).toBeVisible()
  expect(mediaOf(title)).toEqual([
    { url: 'https://example.com/second.png', lead: 1, caption: 'Second, now first' },
    { url: 'https://example.com/first.png', lead: 0, caption: null },
  ])
})
