import { expect, test } from './fixtures.ts'

// A post never ends in the footer (app/components/public/keep-reading.tsx): its author, "Keep
// reading" with links to other posts, and the consultation band; its title spans the column.
test('a post page ends with its author, other posts to read and the consultation band', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/blog')
  await page.getByTestId('blog-card').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const here = new URL(page.url()).pathname

  const more = page.getByTestId('keep-reading').getByRole('link')
  await expect(more).toHaveCount(3)
  for (const href of await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/blog\//)
    expect(href).not.toBe(here)
  }
  await expect(page.getByTestId('consultation-cta')).toBeVisible()
  // The column is 896 px wide; the text keeps its 65ch measure beside it.
  const width = await page.getByRole('heading', { level: 1 }).evaluate((h) => h.clientWidth)
  expect(width).toBeGreaterThan(800)

  await more.first().click()
  await expect(page).not.toHaveURL(here)
  await expect(page.getByTestId('keep-reading')).toBeVisible()
})
