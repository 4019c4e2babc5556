// Content in both languages (issue 34, docs/decisions/027-content-translations.md): the admin
// enters a post's Arabic title from its Edit screen's language switch (a plain form post, with
// JavaScript on and off), the /ar page shows it in Arabic, the untranslated content and an
// untranslated post fall back to English marked lang="en", and the admin shows the fallback with an
// "Untranslated" badge.
import type { Page } from '@playwright/test'
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'
import { addPost } from './published-post.ts'

/** The language an element is read in: its own lang, or its nearest ancestor's. */
const languageOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))

test('an Arabic title entered in the admin shows on /ar; the rest falls back to English', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  // A long walk (two posts, two saves, five pages), slow on a loaded machine: three times the budget.
  test.slow()
  const title = unique('Lighting')
  const post = await addPost(page, title, javaScriptEnabled)
  const other = await addPost(page, unique('Untranslated'), javaScriptEnabled)

  await page.goto(`/admin/blogs/${post.id}/edit`)
  const edit = page.getByRole('dialog', { name: 'Edit Post' })
  await edit
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Arabic' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arabic texts of ${title}`)
  await expect(page.getByTestId('completeness')).toHaveText('0 of 2 translated')
  await expect(page.getByTestId('untranslated')).toHaveCount(2)
  const arabicTitle = page.getByLabel('Title', { exact: true })
  // The field shows the English value greyed (its placeholder) while it is empty.
  await expect(arabicTitle).toHaveAttribute('placeholder', title)
  await expect(arabicTitle).toHaveAttribute('lang', 'ar')
  await arabicTitle.fill('الإضاءة في التصوير')
  await page.getByRole('button', { name: 'Save Arabic texts' }).click()
  await expect(page.getByRole('status')).toHaveText('Translation saved successfully.')
  await expect(page.getByTestId('completeness')).toHaveText('1 of 2 translated')
  await expect(arabicTitle).toHaveValue('الإضاءة في التصوير')
  // The content is still untranslated: its badge stays.
  await expect(page.getByTestId('untranslated')).toHaveCount(1)
  expect(
    queryDb('SELECT value FROM translations WHERE kind = ? AND item_id = ?', 'blog', post.id),
  ).toEqual([{ value: 'الإضاءة في التصوير' }])

  // Its Arabic address is made from the Arabic title, in Arabic script (docs/decisions/032): the
  // English slug under /ar moves there, and each page's switcher leads to the other's address.
  // (-2, -3... in a database other runs of this test wrote to: slugs are unique per language)
  const arabicSlug = page.getByLabel('Slug in Arabic')
  await expect(arabicSlug).toHaveValue(/^الإضاءة-في-التصوير(-\d+)?$/)
  const arabicPath = `/ar/blog/${encodeURIComponent(await arabicSlug.inputValue())}`
  await page.goto(`/ar/blog/${post.slug}`)
  expect(new URL(page.url()).pathname).toBe(arabicPath)
  await expect(page.getByTestId('language-switcher').first()).toHaveAttribute(
    'href',
    `/blog/${post.slug}`,
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإضاءة في التصوير')
  expect(await languageOf(page, 'h1')).toBe('ar')
  // The content has no Arabic yet: English, marked as such.
  await expect(page.locator('.rich-text').getByText('How we light a set')).toBeVisible()
  expect(await languageOf(page, '.rich-text')).toBe('en')
  // The English page is as it was.
  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByTestId('language-switcher').first()).toHaveAttribute('href', arabicPath)

  // A post with no translation at all falls back whole, marked English.
  // Its English page's switcher leads to the Arabic list, not to a page with nothing in Arabic.
  await page.goto(`/blog/${other.slug}`)
  await expect(page.getByTestId('language-switcher').first()).toHaveAttribute('href', '/ar/blog')
  await page.goto(`/ar/blog/${other.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'ltr')

  // The list says how much of each post is translated, and filters those that need it.
  await page.goto('/admin/blogs?translation=needed')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByTestId('translation-figure')).toHaveText('Arabic: 1 of 2 translated')
  await row.getByTestId('translation-figure').click()
  await page.getByRole('textbox', { name: 'Content' }).fill('<p>كيف نضيء موقع التصوير</p>')
  await page.getByRole('button', { name: 'Save Arabic texts' }).click()
  await expect(page.getByTestId('untranslated')).toHaveCount(0)
  await page.goto('/admin/blogs?translation=needed')
  await expect(page.getByRole('row').filter({ hasText: other.slug })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
  await page.goto('/admin/blogs')
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByTestId('translation-figure'),
  ).toHaveText('Arabic: 2 of 2 translated')
  await page.goto(`/ar/blog/${post.slug}`)
  await expect(page.locator('.rich-text').getByText('كيف نضيء موقع التصوير')).toBeVisible()
  expect(await languageOf(page, '.rich-text')).toBe('ar')
})

test('a refused Arabic text keeps what was typed and says why, next to the field', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  const post = await addPost(page, unique('Long title'), javaScriptEnabled)
  await page.goto(`/admin/translations/blog/${post.id}?lang=ar`)
  const field = page.getByLabel('Title', { exact: true })
  // 201 characters: one more than a title takes (the field has no maxlength of its own).
  await field.fill('ع'.repeat(201))
  await page.getByRole('button', { name: 'Save Arabic texts' }).click()
  await expect(page.getByText('Title must be at most 200 characters')).toBeVisible()
  await expect(field).toHaveValue('ع'.repeat(201))
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(
    queryDb('SELECT * FROM translations WHERE item_id = ? AND kind = ?', post.id, 'blog'),
  ).toEqual([])
})

test('every content list says how much of each item is in Arabic and filters those that need it', async ({
  adminPage: page,
}) => {
  test.slow()
  for (const list of [
    '/admin/services',
    '/admin/projects',
    '/admin/detailed-services',
    '/admin/detailed-projects',
    '/admin/testimonials',
  ]) {
    const figures = page.getByTestId('translation-figure')
    let needing: string[] = []
    // Read again if another test added or removed an item of this kind between the two readings.
    await expect(async () => {
      await page.goto(list)
      await expect(figures.first(), list).toHaveText(
        /^Arabic: \d+ of \d+ translated(, draft|, scheduled)?$/,
      )
      const all = await figures.allTextContents()
      // Needing: a text untranslated, or a translation not public yet (a draft or scheduled).
      needing = all.filter((text) => {
        const [, done, total] = text.match(/(\d+) of (\d+)/)!
        return Number(done) < Number(total) || /, (draft|scheduled)$/.test(text)
      })
      // The filter is a plain link: the list again with only the items that need translation.
      await page
        .getByRole('navigation', { name: 'Translation filter' })
        .getByRole('link', { name: 'Needs Arabic translation' })
        .click()
      await expect(page).toHaveURL(`${list}?translation=needed`)
      await expect(figures, list).toHaveCount(needing.length, { timeout: 2_000 })
      // A figure leads to the item's translation screen (read in the same attempt: a test running
      // alongside may delete the item between the list and the click).
      if (needing.length > 0) {
        await figures.first().click()
        await expect(page).toHaveURL(/\/admin\/translations\/[a-z-]+\/\d+/)
        await expect(page.getByTestId('completeness')).toHaveText(/^\d+ of \d+ translated$/, {
          timeout: 2_000,
        })
      }
    }).toPass({ timeout: 30_000 })
  }
})
