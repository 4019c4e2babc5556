// The full-screen editor (docs/product.md "The editor", docs/publishing.md "Autosave"): with
// JavaScript, what is typed is kept a few seconds later and survives closing the tab, offered back
// when the post is opened again (Restore brings it back; nothing is published meanwhile); without
// JavaScript the same screen is a form that posts and saves.
import type { Page } from '@playwright/test'
import { axeFindings } from './axe.ts'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'

type Row = { id: number; slug: string }
const postByTitle = (title: string) =>
  queryDb<Row>('SELECT id, slug FROM blog_posts WHERE title = ?', title)[0]!
const autosaves = (id: number) =>
  queryDb<{ fields: string }>(
    "SELECT fields FROM autosaves WHERE entity = 'blog' AND item = ?",
    String(id),
  )

async function publishedPost(page: Page, javaScriptEnabled: boolean) {
  const title = unique('Editor post')
  await page.goto('/admin/blogs/new')
  const editor = page.getByRole('dialog', { name: 'Add New Post' })
  await editor.getByLabel('Title').fill(title)
  if (javaScriptEnabled) await editor.getByRole('button', { name: 'HTML' }).click()
  await editor.getByLabel('Content').fill('<p>The live words.</p>')
  await editor.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL('/admin/blogs')
  return { title, ...postByTitle(title) }
}

test('typed changes are kept, survive closing the tab and come back with Restore, unpublished @js', async ({
  adminPage: page,
  context,
}) => {
  test.slow()
  const post = await publishedPost(page, true)
  await page.goto(`/admin/blogs/${post.id}/edit`)
  const editor = page.getByRole('dialog', { name: 'Edit Post' })
  await editor.getByLabel('Title').fill(`${post.title} (changed)`)
  const body = editor.getByTestId('rich-text-editor')
  await body.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Typed after.')
  await expect(editor.getByTestId('autosave-state')).toHaveText('Changes kept (not saved)')
  expect(autosaves(post.id)).toHaveLength(1)

  // The tab is closed without a word; a new one opens the post again.
  await page.close()
  const again = await context.newPage()
  await again.goto(`/admin/blogs/${post.id}/edit`)
  const reopened = again.getByRole('dialog', { name: 'Edit Post' })
  const offer = reopened.getByTestId('autosave-offer')
  await expect(offer).toContainText(/Restore the unsaved changes from \d{1,2}:\d{2}/)
  await expect(reopened.getByLabel('Title')).toHaveValue(post.title)
  expect(await axeFindings(again)).toEqual([])

  await offer.getByRole('link', { name: 'Restore' }).click()
  await expect(reopened.getByLabel('Title')).toHaveValue(`${post.title} (changed)`)
  await expect(reopened.getByTestId('rich-text-editor')).toContainText(
    'The live words. Typed after.',
  )

  // Nothing was published meanwhile.
  const live = await context.newPage()
  await live.goto(`/blog/${post.slug}`)
  // The post's own body (other posts with the same words may be among "Keep reading").
  await expect(live.getByText('The live words.').first()).toBeVisible()
  await expect(live.getByText('Typed after.')).toHaveCount(0)

  // A real save keeps it and forgets the copy.
  await reopened.getByRole('button', { name: 'Update' }).click()
  await expect(again).toHaveURL('/admin/blogs')
  expect(autosaves(post.id)).toHaveLength(0)
  await live.reload()
  await expect(live.getByText('Typed after.').first()).toBeVisible()
})

test('Discard forgets the kept changes and the stored post stays @js', async ({
  adminPage: page,
}) => {
  test.slow()
  const post = await publishedPost(page, true)
  await page.goto(`/admin/blogs/${post.id}/edit`)
  const editor = page.getByRole('dialog', { name: 'Edit Post' })
  await editor.getByLabel('Title').fill('Never saved')
  await expect(editor.getByTestId('autosave-state')).toHaveText('Changes kept (not saved)')
  await page.goto(`/admin/blogs/${post.id}/edit`)
  await editor.getByTestId('autosave-offer').getByRole('button', { name: 'Discard' }).click()
  await expect(editor.getByTestId('autosave-offer')).toHaveCount(0)
  await expect(editor.getByLabel('Title')).toHaveValue(post.title)
  expect(autosaves(post.id)).toHaveLength(0)
})

test('without JavaScript the full-screen editor is a form that posts and saves @nojs', async ({
  adminPage: page,
}) => {
  const post = await publishedPost(page, false)
  await page.goto(`/admin/blogs/${post.id}/edit`)
  const editor = page.getByRole('dialog', { name: 'Edit Post' })
  // The side panel is open: every field is there to fill.
  await expect(editor.getByTestId('editor-side')).toHaveAttribute('open', '')
  await editor.getByLabel('Title').fill(`${post.title} (edited)`)
  await editor.getByLabel('Content').fill('<p>Edited without a script.</p>')
  await editor.getByRole('button', { name: 'Update' }).click()
  await expect(page).toHaveURL('/admin/blogs')
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByText('Edited without a script.')).toBeVisible()
})
