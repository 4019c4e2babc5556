// Publishing per language (issue 34, docs/decisions/032-translation-addresses.md "Publishing per
// language"): the admin drafts the Arabic of a published post on its translation screen (a plain
// form post, with JavaScript on and off; a refused schedule comes back beside its field with what
// was typed); a visitor reads the English page and an Arabic page without the draft's texts; a
// preview link in Arabic shows them, dated in Arabic; publishing the translation puts them on the
// Arabic page. The blog list's "Needs Arabic translation" filter keeps the post while its
// translation is a draft.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { unique } from './media-files.ts'
import { addPost } from './published-post.ts'

const DRAFT_TEXT = 'نص المسودة الليلية'

async function saveArabic(page: Page, status: string) {
  await page.getByLabel('Status in Arabic').selectOption(status)
  await page.getByRole('button', { name: 'Save Arabic texts' }).click()
}

test('a translation drafted while the other language is published', async ({
  adminPage: page,
  javaScriptEnabled,
}) => {
  // A post, three saves, a preview link and some ten public pages: slow on two busy cores.
  test.slow()
  const title = unique('Night shoots')
  const arabicTitle = `التصوير الليلي ${title.replace(/\D+/g, '')}`
  // The body is this test's own: another run's post, once public, is a 'Keep reading' card here.
  const draftText = `${DRAFT_TEXT} ${title.replace(/\D+/g, '')}`
  const post = await addPost(page, title, javaScriptEnabled)

  await page.goto(`/admin/translations/blog/${post.id}?lang=ar`)
  await page.getByLabel('Title', { exact: true }).fill(arabicTitle)
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(`<p>${draftText}</p>`)
  // Scheduled without its time: refused beside the field, what was typed kept.
  await saveArabic(page, 'scheduled')
  await expect(page.getByText('Publish time is required for a scheduled item')).toBeVisible()
  await expect(page.getByLabel(/^Publish time in Arabic/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(arabicTitle)
  await saveArabic(page, 'draft')
  await expect(page.getByRole('status')).toHaveText('Translation saved successfully.')
  await expect(page.getByTestId('translation-status')).toContainText('a draft')
  const arabicSlug = await page.getByLabel('Slug in Arabic').inputValue()
  expect(arabicSlug).toMatch(/^التصوير-الليلي-\d+/)
  // Every text is translated, but for the public a draft is no translation: the list's filter keeps
  // the post, and its figure says why.
  await page.goto('/admin/blogs?translation=needed')
  const figure = page.getByRole('row').filter({ hasText: title }).getByTestId('translation-figure')
  await expect(figure).toHaveText('Arabic: 2 of 2 translated, draft')
  await page.goto(`/admin/translations/blog/${post.id}?lang=ar`)

  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled })
  try {
    const reader = await visitor.newPage()
    // The English page is public, its switcher leads to the Arabic list (no translation there).
    expect((await reader.goto(`/blog/${post.slug}`))!.status()).toBe(200)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(reader.getByTestId('language-switcher').first()).toHaveAttribute(
      'href',
      '/ar/blog',
    )
    // The Arabic page shows the post untranslated: English, marked so, none of the draft.
    expect((await reader.goto(`/ar/blog/${post.slug}`))!.status()).toBe(200)
    await expect(reader.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(
      await reader.locator('h1').evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
    ).toBe('en')
    await expect(reader.getByText(draftText)).toHaveCount(0)
    await expect(reader.getByText(arabicTitle)).toHaveCount(0)
    // The draft's own address is none yet, nor a way to the page (docs/security.md).
    expect((await reader.goto(`/ar/blog/${encodeURIComponent(arabicSlug)}`))!.status()).toBe(404)
    await reader.goto('/ar/blog')
    await expect(reader.getByText(arabicTitle)).toHaveCount(0)

    // A preview link in Arabic shows the draft to whoever holds it.
    await page.getByRole('link', { name: 'Preview link in Arabic' }).click()
    const dialog = page.getByRole('dialog', { name: 'Preview link' })
    await dialog.getByRole('button', { name: 'Create a preview link' }).click()
    const field = dialog.getByLabel('Preview link')
    await expect(field).toHaveValue(/\/ar\/preview\/blog\//)
    const previewed = await reader.goto(await field.inputValue())
    expect(previewed!.status()).toBe(200)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(arabicTitle)
    await expect(reader.locator('.rich-text').getByText(draftText)).toBeVisible()
    await expect(reader.getByRole('note')).toContainText('مسودة')
    // Its dates are in Arabic too: the publish date's month, and no AM/PM in the link's expiry.
    await expect(reader.locator('article time').first()).toHaveText(/^\d+ [\u0600-\u06FF]+ \d{4}$/)
    await expect(reader.getByRole('note')).not.toContainText(/AM|PM/)

    // Published: the Arabic page is the translation's, at its Arabic address.
    await page.goto(`/admin/translations/blog/${post.id}?lang=ar`)
    await saveArabic(page, 'published')
    await expect(page.getByRole('status')).toHaveText('Translation saved successfully.')
    await expect(page.getByTestId('translation-status')).toContainText('published')
    await page.goto('/admin/blogs?translation=needed')
    await expect(figure).toHaveCount(0)
    await page.goto('/admin/blogs')
    await expect(figure).toHaveText('Arabic: 2 of 2 translated')
    await reader.goto(`/ar/blog/${post.slug}`)
    expect(decodeURIComponent(new URL(reader.url()).pathname)).toBe(`/ar/blog/${arabicSlug}`)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(arabicTitle)
    await expect(reader.locator('.rich-text').getByText(draftText)).toBeVisible()
    await reader.goto(`/blog/${post.slug}`)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title)
  } finally {
    await visitor.close()
  }
})
