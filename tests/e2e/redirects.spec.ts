// Site Settings → Redirects (docs/product.md "Redirects"): add one, refused beside the field when it
// would hide a page, the old address answered before rendering, a CSV imported, delete asks first.
// Runs with JavaScript on and off.
import { expect, test } from './fixtures.ts'

const suffix = () => Math.random().toString(36).slice(2, 8)

test('redirects: add, refuse a live page, answer the old address, import, delete', async ({
  adminPage: page,
}) => {
  const old = `/old-${suffix()}`
  await page.goto('/admin/settings')
  await page.getByRole('link', { name: 'Redirects' }).click()
  await expect(page).toHaveURL('/admin/settings/redirects')

  // A page of the site cannot be redirected away; what was typed stays.
  await page.getByLabel('Old address').fill('/about')
  await page.getByLabel('New address').fill('/services')
  await page.getByRole('button', { name: 'Add redirect' }).click()
  await expect(
    page.getByText('This address is a page of the site: a redirect from it would hide the page'),
  ).toBeVisible()
  await expect(page.getByLabel('Old address')).toHaveValue('/about')

  await page.getByLabel('Old address').fill(old)
  await page.getByLabel('Which addresses').selectOption('prefix')
  await page.getByRole('button', { name: 'Add redirect' }).click()
  await expect(page.getByRole('status')).toHaveText('Redirect added successfully.')
  await expect(page.getByRole('row').filter({ hasText: old })).toContainText('/services')

  // The old address and what is under it answer before any render.
  const moved = await page.request.get(`${old}/Deeper?utm_source=mail`, { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toBe('/services/Deeper?utm_source=mail')

  const file = [
    'source,target,regex,code,type,hits,title,status',
    `${old}-a,/about,0,302,url,0,,active`,
    `/about,/services,0,301,url,0,,active`,
  ].join('\n')
  await page.getByLabel('CSV file').setInputFiles({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  })
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByText('1 redirect(s) imported.')).toBeVisible()
  await expect(
    page.getByText(
      'Line 3: This address is a page of the site: a redirect from it would hide the page',
    ),
  ).toBeVisible()
  await page.goto(`${old}-a`)
  await expect(page).toHaveURL('/about')

  await page.goto('/admin/settings/redirects')
  await page.getByRole('link', { name: `Delete ${old}`, exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Redirect' })
  await expect(confirm).toContainText('Are you sure you want to delete this redirect?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status')).toHaveText('Redirect deleted successfully.')
  expect((await page.request.get(old, { maxRedirects: 0 })).status()).toBe(404)
})
