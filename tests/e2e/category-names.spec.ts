// A category's name in both languages (issue 34, docs/decisions/037-category-names.md): the admin
// names a category in Arabic from Manage Categories (the translation screen, a plain form post),
// and the Arabic portfolio filters by it, its cards and the case study say it, and a filter
// address in the other language moves to this language's name rather than a 404.
import { queryDb } from './db.ts'
import { expect, test } from './fixtures.ts'

const suffix = () => String(Math.floor(Math.random() * 1e6))

test('a category named in Arabic in the admin names its projects on /ar @nojs', async ({
  adminPage: page,
}) => {
  test.slow()
  const name = `Aerial ${suffix()}`
  const arabic = `تصوير جوي ${suffix()}`
  await page.goto('/admin/categories')
  await page.getByLabel('Category name').fill(name)
  await page.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByRole('status')).toHaveText('Category added successfully.')
  const row = page.getByRole('listitem').filter({ hasText: name })
  await expect(row.getByTestId('untranslated')).toBeVisible()

  await row.getByRole('link', { name: `Arabic name of ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arabic texts of ${name}`)
  const field = page.getByLabel('Name', { exact: true })
  await expect(field).toHaveAttribute('placeholder', name)
  await field.fill(arabic)
  await page.getByRole('button', { name: 'Save Arabic texts' }).click()
  await expect(page.getByRole('status')).toHaveText('Translation saved successfully.')
  await page.getByRole('link', { name: `Back to edit ${name}` }).click()
  await expect(row.getByText(arabic)).toHaveAttribute('lang', 'ar')
  await expect(row.getByTestId('untranslated')).toHaveCount(0)

  const title = `Coastline ${suffix()}`
  await page.goto('/admin/detailed-projects/new')
  const dialog = page.getByRole('dialog', { name: 'Add New Detailed Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Filmed from above.')
  await dialog.getByLabel('Category').selectOption(name)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await expect(page).toHaveURL('/admin/detailed-projects')
  const [{ slug }] = queryDb<{ slug: string }>(
    'SELECT slug FROM detailed_projects WHERE title = ?',
    title,
  ) as [{ slug: string }]

  await page.goto('/ar/portfolio')
  const filter = page.getByRole('navigation', { name: 'التصنيفات' })
  await filter.getByRole('link', { name: arabic }).click()
  await expect(page).toHaveURL(
    `/ar/portfolio?category=${encodeURIComponent(arabic).replaceAll('%20', '+')}`,
  )
  const card = page.getByTestId('portfolio-card')
  await expect(card).toHaveCount(1)
  await expect(card.getByText(arabic)).toBeVisible()

  // The switcher keeps the query: the English page moves the Arabic name to its own.
  await page.getByTestId('language-switcher').first().click()
  await expect(page).toHaveURL(
    `/portfolio?category=${encodeURIComponent(name).replaceAll('%20', '+')}`,
  )
  await expect(page.getByTestId('portfolio-card')).toHaveCount(1)

  await page.goto(`/ar/detailed-projects/${slug}`)
  await expect(page.getByRole('link', { name: arabic })).toBeVisible()
})
