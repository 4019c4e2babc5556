// An image in a post without alt text is refused by the server next to the Content field, what
// was typed kept (the HTML field without JavaScript, HTML mode with it); with alt text it saves.
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'

test('a post whose image has no alt text is refused next to Content, keeping what was typed', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('Alt refused')
  const html = '<p>Look:</p><img src="/uploads/blogs/missing.png">'
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  if (javaScriptEnabled) await dialog.getByRole('button', { name: 'HTML' }).click()
  await dialog.getByLabel('Content').fill(html)
  await dialog.getByRole('button', { name: 'Publish' }).click()

  await expect(dialog.getByText(/^Every image in the content needs alt text/)).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  if (!javaScriptEnabled) await expect(dialog.getByLabel('Content')).toHaveValue(html)
  expect(queryDb('SELECT id FROM blog_posts WHERE title = ?', title)).toEqual([])
})
