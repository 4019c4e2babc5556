// The editing screens' save bar, with JavaScript on and off: its buttons alone say when an item is
// public (no Status select): Save draft and Publish, then Switch to draft (asking first) and Update
// once live; the message after a save says what happened and links to the item (its page, or its
// preview for a draft), View opens it, Enter in a field never changes whether the item is public,
// and the bar stays in view at the bottom of a long form on a laptop and on a phone.
import { type Locator, type Page } from '@playwright/test'
import { axeFindings } from './axe.ts'
import { queryDb } from './db.ts'
import { ensureAdmin, expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'

type Row = { id: number; slug: string; status: string }
const postByTitle = (title: string) =>
  queryDb<Row>('SELECT id, slug, status FROM blog_posts WHERE title = ?', title)[0]

async function writeContent(dialog: Locator, html: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await dialog.getByRole('button', { name: 'HTML' }).click()
  await dialog.getByLabel('Content').fill(html)
}

async function newPost(page: Page, title: string, html: string, javaScriptEnabled: boolean) {
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Post' })
  await dialog.getByLabel('Title').fill(title)
  await writeContent(dialog, html, javaScriptEnabled)
  return dialog
}

test('Save draft, then Publish, each with a link to the post; Update and View once public', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  // Five saves and five pages: more than the default budget when the machine is loaded.
  test.slow()
  const title = unique('Save bar post')
  const dialog = await newPost(page, title, `<p>Body of ${title}</p>`, javaScriptEnabled)
  await expect(dialog.getByRole('link', { name: /^View/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Save draft' }).click()

  await expect(page).toHaveURL('/admin/blogs')
  const saved = page.getByRole('status').filter({ hasText: 'Draft saved.' })
  const post = postByTitle(title)!
  expect(post.status).toBe('draft')
  await expect(saved.getByRole('link', { name: 'Preview post' })).toHaveAttribute(
    'href',
    `/admin/blogs/${post.id}/preview`,
  )

  // A draft's View is its preview; Publish says what happens.
  await page.goto(`/admin/blogs/${post.id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  await expect(edit.getByRole('link', { name: /^View/ })).toHaveAttribute(
    'href',
    `/admin/blogs/${post.id}/preview`,
  )
  await expect(edit.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank')
  await expect(edit.getByRole('button', { name: 'Update' })).toHaveCount(0)
  await edit.getByRole('button', { name: 'Publish' }).click()

  await expect(page).toHaveURL('/admin/blogs')
  expect(postByTitle(title)!.status).toBe('published')
  const view = page.getByRole('status').getByRole('link', { name: 'View post' })
  await expect(view).toHaveAttribute('href', `/blog/${post.slug}`)

  await page.goto(`/admin/blogs/${post.id}/edit`)
  await expect(edit.getByRole('link', { name: /^View/ })).toHaveAttribute(
    'href',
    `/blog/${post.slug}`,
  )
  await expect(edit.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await edit.getByLabel('Title').fill(`${title} updated`)
  await edit.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('status')).toContainText('Post updated.')
  await page.getByRole('status').getByRole('link', { name: 'View post' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} updated`)
})

test('Publish says "Post published."; Enter in a live post keeps it public; Switch to draft asks first', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const title = unique('Enter key post')
  const dialog = await newPost(page, title, '<p>Body</p>', javaScriptEnabled)
  await expect(dialog.getByLabel('Status')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL('/admin/blogs')
  await expect(page.getByRole('status')).toContainText('Post published.')
  const post = postByTitle(title)!
  expect(post.status).toBe('published')

  await page.goto(`/admin/blogs/${post.id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  await expect(edit.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
  await edit.getByLabel('Title').fill(`${title} typo fixed`)
  await edit.getByLabel('Title').press('Enter')
  await expect(page).toHaveURL('/admin/blogs')
  expect(postByTitle(`${title} typo fixed`)!.status).toBe('published')

  // Switch to draft names what leaves the site and saves nothing until confirmed; Keep undoes it.
  await page.goto(`/admin/blogs/${post.id}/edit`)
  await edit.getByRole('button', { name: 'Switch to draft' }).click()
  const question = edit.getByRole('alertdialog')
  await expect(question).toContainText(`Switch “${title} typo fixed” to draft?`)
  await expect(question).toContainText(`/blog/${post.slug}`)
  expect(postByTitle(`${title} typo fixed`)!.status).toBe('published')
  await question
    .getByRole('link', { name: 'Keep it published' })
    .or(question.getByRole('button', { name: 'Keep it published' }))
    .click()
  await expect(edit.getByRole('alertdialog')).toHaveCount(0)
  expect(postByTitle(`${title} typo fixed`)!.status).toBe('published')

  await edit.getByRole('button', { name: 'Switch to draft' }).click()
  await edit.getByRole('alertdialog').getByRole('button', { name: 'Switch to draft' }).click()
  await expect(page).toHaveURL('/admin/blogs')
  await expect(page.getByRole('status')).toContainText(
    'Post switched to draft: it is no longer on the site.',
  )
  expect(postByTitle(`${title} typo fixed`)!.status).toBe('draft')
  await expect(page.getByRole('status').getByRole('link', { name: 'Preview post' })).toBeVisible()
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404)
})

test('the Arabic admin reads the banner and the question in Arabic', async ({
  page,
  login,
  javaScriptEnabled,
}) => {
  ensureAdmin('publish-ar@e2e.test', 'ar')
  await login('publish-ar@e2e.test')
  const title = unique('Arabic banner post')
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('العنوان', { exact: true }).fill(title)
  if (javaScriptEnabled) await dialog.getByRole('button', { name: 'شيفرة HTML' }).click()
  await dialog.getByLabel('المحتوى').fill('<p>Body</p>')
  await dialog.getByRole('button', { name: 'نشر', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('نُشر المنشور.')
  const post = postByTitle(title)!

  await page.goto(`/admin/blogs/${post.id}/edit`)
  await page.getByRole('button', { name: 'تحويل إلى مسودة' }).click()
  const question = page.getByRole('alertdialog')
  await expect(question).toContainText(`تحويل «${title}» إلى مسودة؟`)
  await question.getByRole('button', { name: 'تحويل إلى مسودة' }).click()
  await expect(page.getByRole('status')).toContainText('حُوّل المنشور إلى مسودة')
  expect(postByTitle(title)!.status).toBe('draft')
})

test('a detailed service and a detailed project link to their pages after Publish', async ({
  adminPage: page,
}) => {
  const service = unique('Save bar service')
  await page.goto('/admin/detailed-services/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Service' })
  await dialog.getByLabel('Title', { exact: true }).fill(service)
  await dialog.getByLabel('Subtitle').fill('Sub')
  await dialog.getByLabel('Description', { exact: true }).fill('What we do')
  const features = dialog.getByRole('button', { name: /Remove feature/ })
  while ((await features.count()) > 0) {
    await features.first().click()
  }
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL('/admin/detailed-services')
  const { slug } = queryDb<{ slug: string }>(
    'SELECT slug FROM detailed_services WHERE title = ?',
    service,
  )[0]!
  await expect(
    page.getByRole('status').getByRole('link', { name: 'View detailed service' }),
  ).toHaveAttribute('href', `/detailed-services/${slug}`)

  const project = unique('Save bar project')
  await page.goto('/admin/detailed-projects/new')
  const add = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await add.getByLabel('Title', { exact: true }).fill(project)
  await add.getByLabel('Description').fill('A film')
  await add.getByLabel('Category').selectOption({ index: 1 })
  await add.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL('/admin/detailed-projects')
  const { id } = queryDb<{ id: number }>(
    'SELECT id FROM detailed_projects WHERE title = ?',
    project,
  )[0]!
  await expect(
    page.getByRole('status').getByRole('link', { name: 'Preview detailed project' }),
  ).toHaveAttribute('href', `/admin/detailed-projects/${id}/preview`)
})

test('closing the tab with typed changes not saved asks first; a saved form does not @js', async ({
  adminPage: page,
}) => {
  const title = unique('Unsaved post')
  const dialog = await newPost(page, title, '<p>Body</p>', true)
  const asked: string[] = []
  page.on('dialog', (question) => {
    asked.push(question.type())
    void question.dismiss()
  })
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => asked).toEqual(['beforeunload'])
  expect(page.isClosed()).toBe(false)
  // Saved, the page it comes back to closes without a word.
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL('/admin/blogs')
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => page.isClosed()).toBe(true)
  expect(asked).toEqual(['beforeunload'])
})

test('typing in the body alone is a change not saved; opening a post and leaving is none @js', async ({
  adminPage: page,
}) => {
  const title = unique('Body-only change')
  const dialog = await newPost(page, title, '<p>Stored words.</p>', true)
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL('/admin/blogs')
  const post = postByTitle(title)!
  const asked: string[] = []
  page.on('dialog', (question) => {
    asked.push(question.type())
    void question.dismiss()
  })
  await page.goto(`/admin/blogs/${post.id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  const body = edit.getByTestId('rich-text-editor')
  await expect(body).toContainText('Stored words.', { timeout: 20_000 })
  // Opened and read, nothing typed: the editor's own reading of the stored text is no change.
  await page.reload({ waitUntil: 'load' })
  await expect(body).toContainText('Stored words.', { timeout: 20_000 })
  expect(asked).toEqual([])
  // The rich editor's keys are the form's change too, though no field of the form was typed in.
  await body.click()
  await page.keyboard.press('End')
  await page.keyboard.type(' And more.')
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => asked).toEqual(['beforeunload'])
})

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the save bar of a long post is in view without scrolling at ${size.width}x${size.height} @js`, async ({
    adminPage: page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize(size)
    const title = unique('Long post')
    const body = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1} of a long post.</p>`)
    const dialog = await newPost(page, title, body.join('\n'), javaScriptEnabled)
    await dialog.getByRole('button', { name: 'Publish' }).click()
    await expect(page).toHaveURL('/admin/blogs')
    const post = postByTitle(title)!

    await page.goto(`/admin/blogs/${post.id}/edit`)
    const edit = page.getByRole('dialog', { name: 'Edit Post' })
    const update = edit.getByRole('button', { name: 'Update' })
    // Measured once the post's last paragraph is drawn: before, the form is not yet its length.
    await expect(edit.getByText('Paragraph 40 of a long post.')).toBeAttached()
    expect((await edit.boundingBox())!.height).toBeGreaterThan(size.height)
    await expect(update).toBeInViewport()
    const box = (await update.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(size.height)
  })
}

for (const theme of ['light', 'dark'] as const) {
  test(`an Edit Post screen with its save bar has no axe violations in the ${theme} theme @js`, async ({
    adminPage: page,
    baseURL,
  }) => {
    const { id } = queryDb<{ id: number }>('SELECT id FROM blog_posts ORDER BY id LIMIT 1')[0]!
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }])
    await page.goto(`/admin/blogs/${id}/edit`)
    await expect(page.getByTestId('save-bar').getByRole('link', { name: /^View/ })).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
  })
}
