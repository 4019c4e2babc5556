import { queryDb } from './db.ts'
import { settle } from './editor.ts'
import { expect, test } from './fixtures.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'
import { PNG, unique, uploadExists } from './media-files.ts'

type Post = { id: number; content: string; cover_image: string | null }
const postByTitle = (title: string) =>
  queryDb<Post>('SELECT id, content, cover_image FROM blog_posts WHERE title = ?', title)[0]

test('a post written in the rich-text editor, with a cover file, is published @js', async ({
  adminPage: page,
}) => {
  const title = unique('Rich post')
  await page.goto('/admin/blogs')
  await page.getByRole('link', { name: 'Add New Post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Cover image file').setInputFiles(PNG)
  await expect(dialog.getByLabel('Cover image URL')).toBeDisabled()

  const editor = dialog.getByTestId('rich-text-editor')
  await editor.click()
  await page.keyboard.type('Intro ')
  await dialog.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('strong words')
  await dialog.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.press('Enter')
  await page.keyboard.type('read more')
  await page.keyboard.press('Shift+Home')
  // The editor learns of a keyboard selection from the next `selectionchange` event: let it arrive.
  await settle(page)
  await dialog.getByRole('button', { name: 'Link', exact: true }).click()
  const address = dialog.getByRole('dialog', { name: 'Link address' }).getByRole('textbox')
  await address.fill('https://example.com/read')
  await address.press('Enter')
  await expect(editor.getByRole('link', { name: 'read more' })).toBeVisible()
  // Saving the link hands the focus back to the editor; End must come after it, or Enter replaces
  // the still-selected words. On a loaded machine that can take long: wait for the focus, then for
  // the selection to settle.
  await expect(editor).toBeFocused()
  await settle(page, 150)
  await page.keyboard.press('End')
  await expect
    .poll(() =>
      page.evaluate(() => {
        const selection = window.getSelection()
        return selection?.isCollapsed === true && selection.toString() === ''
      }),
    )
    .toBe(true)
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Bulleted list' }).click()
  await page.keyboard.type('first item')
  await page.keyboard.press('Enter')
  await page.keyboard.type('second item')

  // Switching to HTML and back keeps what was written.
  await dialog.getByRole('button', { name: 'HTML' }).click()
  await expect(dialog.getByLabel('Content')).toHaveValue(/<ul[^>]*>.*first item/s)
  await dialog.getByRole('button', { name: 'Rich text' }).click()
  await expect(editor.locator('li')).toHaveCount(2)

  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()
  await expect(page.getByRole('img', { name: `Cover of ${title}` })).toBeVisible()

  const post = postByTitle(title)!
  expect(post.content).toMatch(/<(strong|b)\b[^>]*>(<[^>]+>)*strong words/)
  expect(post.content).toMatch(/<a href="https:\/\/example\.com\/read"[^>]*>(<[^>]+>)*read more/)
  expect(post.content).toMatch(/<ul[^>]*>.*first item.*second item/s)
  expect(post.cover_image).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}\.png$/)

  // The published post, as the public pages read it and as a visitor sees it.
  const res = await page.request.get(`/api/blogs/${post.id}`)
  const published = (await res.json()) as { title: string; content: string }
  expect(published.title).toBe(title)
  expect(published.content).toContain('https://example.com/read')
  await page.goto(`/blog/${post.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const body = page.locator('article .rich-text')
  await expect(body.locator('strong, b').filter({ hasText: 'strong words' }).first()).toBeVisible()
  await expect(body.getByRole('link', { name: 'read more' })).toHaveAttribute(
    'href',
    'https://example.com/read',
  )
  await expect(body.locator('ul > li')).toHaveText(['first item', 'second item'])
})

test('a post edited in HTML mode; its replaced cover file stays for its first version', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('HTML post')
  await page.goto('/admin/full-blog')
  await expect(page.getByRole('heading', { name: 'إدارة المدونة', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'Add New Post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  // With JavaScript a new post starts in rich text; without, the HTML textarea is the editor.
  if (javaScriptEnabled) {
    await expect(dialog.getByTestId('rich-text-editor')).toBeVisible()
    await dialog.getByRole('button', { name: 'HTML' }).click()
  }
  await expect(dialog.getByLabel('Content')).toHaveAttribute('required', '')
  await skipBrowserChecks(page)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await expect(dialog.getByText('Content is required')).toBeVisible()

  await dialog.getByLabel('Title').fill(title)
  if (javaScriptEnabled) await dialog.getByRole('button', { name: 'HTML' }).click()
  await dialog.getByLabel('Content').fill('<p>First <em>draft</em></p>')
  await dialog.getByLabel('Cover image file').setInputFiles(PNG)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()
  const first = postByTitle(title)!
  expect(uploadExists(first.cover_image!)).toBe(true)

  await page.getByRole('link', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  // HTML the editor can show opens in it (docs/rich-text.md); HTML mode is a click away.
  if (javaScriptEnabled) {
    await expect(edit.getByTestId('rich-text-editor')).toBeVisible({ timeout: 20_000 })
    await edit.getByRole('button', { name: 'HTML' }).click()
  }
  await expect(edit.getByLabel('Content')).toHaveValue(
    javaScriptEnabled ? '<p dir="auto">First <em>draft</em></p>' : '<p>First <em>draft</em></p>',
  )
  await edit
    .getByLabel('Content')
    .fill(
      '<h2>Second</h2><p>draft<script>alert(1)</script></p>' +
        '<p><img src="https://example.com/i.png" alt="A picture" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/ok">good link</a></p>',
    )
  await edit.getByLabel('Cover image URL').fill('https://example.com/cover.png')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Post updated.')).toBeVisible()

  const second = postByTitle(title)!
  expect(second.content).toMatch(/^<h2>Second<\/h2><p>draft<\/p>/)
  expect(second.content).not.toMatch(/script|onerror|javascript:/i)
  expect(second.cover_image).toBe('https://example.com/cover.png')
  // The first version (a revision) still shows the replaced cover (released with the post deleted
  // forever: tests/api/revisions.test.ts).
  expect(uploadExists(first.cover_image!)).toBe(true)

  // What a visitor gets on the public page: the markup, without anything that runs.
  await page.goto(`/blog/${second.id}`)
  const body = page.locator('article .rich-text')
  await expect(body.getByRole('heading', { name: 'Second', level: 2 })).toBeVisible()
  await expect(body.locator('script')).toHaveCount(0)
  await expect(body.locator('img')).toHaveAttribute('src', 'https://example.com/i.png')
  await expect(body.locator('[onerror]')).toHaveCount(0)
  await expect(body.locator('a[href^="javascript:" i]')).toHaveCount(0)
  await expect(body.getByRole('link', { name: 'good link' })).toHaveAttribute(
    'href',
    'https://example.com/ok',
  )
  await page.goto('/admin/full-blog')

  await page.getByRole('link', { name: `Delete ${title}` }).click()
  await expect(page.getByText('Are you sure you want to delete this post?')).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Post deleted successfully.')).toBeVisible()
  expect(postByTitle(title)).toBeUndefined()
})

test('without JavaScript a cover file replaces the URL still in its field @nojs', async ({
  adminPage: page,
}) => {
  const title = unique('URL cover post')
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Content').fill('<p>Body</p>')
  await dialog.getByLabel('Cover image URL').fill('https://example.com/old.png')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()

  await page.getByRole('link', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  await expect(edit.getByLabel('Cover image URL')).toHaveValue('https://example.com/old.png')
  await expect(edit.getByText('A chosen file replaces the URL.')).toBeVisible()
  const chooser = edit.getByLabel('Cover image file')
  await expect(chooser).toBeEnabled()
  await chooser.setInputFiles(PNG)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Post updated.')).toBeVisible()
  const cover = postByTitle(title)!.cover_image!
  expect(cover).toMatch(/^\/uploads\/blogs\/[0-9a-f]{32}\.png$/)
  expect(uploadExists(cover)).toBe(true)
})

test('without JavaScript a refused cover file keeps the typed title and content @nojs', async ({
  adminPage: page,
}) => {
  const title = unique('Refused cover post')
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Content').fill('<p>Typed before the refusal</p>')
  await dialog.getByLabel('Cover image file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text pretending to be a picture'),
  })
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(
    dialog.getByText('Please select an image file (JPEG, PNG, WebP, GIF or AVIF).'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  await expect(dialog.getByLabel('Content')).toHaveValue('<p>Typed before the refusal</p>')
  expect(postByTitle(title)).toBeUndefined()
})

test('the rich-text editor, loading after the modal opens, leaves the focus on the title @js', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/blogs')
  await page.getByRole('link', { name: 'Add New Post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await expect(dialog.getByTestId('rich-text-editor')).toBeVisible()
  await settle(page)
  await expect(dialog.getByLabel('Title')).toBeFocused()
  await page.keyboard.type('Typed straight away')
  await expect(dialog.getByLabel('Title')).toHaveValue('Typed straight away')
  await expect(dialog.getByTestId('rich-text-editor')).toHaveText('')
})

test('the cover gets the alt text written for it, or the title when there is none', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('Alt post')
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  // demo-2, not demo-1: an image without alt text of its own takes the media library's (issue 33),
  // and the library journey gives demo-1 one, maybe before this test runs.
  await dialog.getByLabel('Cover image URL').fill('/uploads/projects/demo-2.png')
  await dialog.getByLabel('Cover image alt text').fill('A crew filming at dusk')
  if (javaScriptEnabled) {
    await expect(dialog.getByTestId('rich-text-editor')).toBeVisible()
    await dialog.getByRole('button', { name: 'HTML' }).click()
  }
  await dialog.getByLabel('Content').fill('<p>Body</p>')
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Post published.')).toBeVisible()
  const { id } = postByTitle(title)!
  await page.goto(`/blog/${id}`)
  await expect(page.getByRole('img', { name: 'A crew filming at dusk' })).toBeVisible()

  await page.goto(`/admin/blogs/${id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  await expect(edit.getByLabel('Cover image alt text')).toHaveValue('A crew filming at dusk')
  await edit.getByLabel('Cover image alt text').fill('')
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Post updated.')).toBeVisible()
  await page.goto(`/blog/${id}`)
  await expect(page.locator('article img').first()).toHaveAttribute('alt', title)
})
