// Addresses that name nothing answer 404 inside their layout: the site's header and footer for a
// visitor, the admin sidebar for the admin; a row that no longer exists shows over its list.
import { request as http } from '@playwright/test'
import { expect, test } from './fixtures.ts'

test('an unknown public address is a 404 with the site around it @server', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('alert')).toHaveText('Page not found')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  // And the site's main lists, so a wrong address is not a dead end.
  const elsewhere = page.getByRole('navigation', { name: 'Or see what we do:' })
  for (const [name, href] of [
    ['Portfolio', '/portfolio'],
    ['Services', '/services'],
    ['Blog', '/blog'],
  ]) {
    await expect(elsewhere.getByRole('link', { name })).toHaveAttribute('href', href!)
  }
  // And the latest work: the newest case studies, each leading to its page.
  const latest = page.getByRole('region', { name: 'Our latest work' }).getByTestId('latest-card')
  expect(await latest.count()).toBeGreaterThan(0)
  for (const card of await latest.all()) {
    const href = (await card.getByRole('link').getAttribute('href'))!
    expect(href).toMatch(/^\/detailed-projects\/./)
    expect((await page.request.get(href)).status()).toBe(200)
  }
  // In Arabic, the Arabic case studies at their Arabic addresses.
  expect((await page.goto('/ar/no-such-page'))?.status()).toBe(404)
  const arabic = page.getByRole('region', { name: 'أحدث أعمالنا' }).getByTestId('latest-card')
  await expect(arabic.first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/ar\/detailed-projects\//,
  )
})

test('two random addresses are answered with one 404 page, rendered once and kept @server', async ({
  baseURL,
}) => {
  const anon = await http.newContext({ baseURL })
  const random = () => `/nope-${Math.random().toString(36).slice(2, 10)}`
  // Other tests' writes empty the cache meanwhile: asked until the second is answered from memory.
  let first = await anon.get(random())
  let second = await anon.get(random())
  for (let i = 0; i < 10 && second.headers()['x-cache'] !== 'hit'; i++) {
    first = await anon.get(random())
    second = await anon.get(random())
  }
  expect([first.status(), second.status()]).toEqual([404, 404])
  expect(second.headers()['x-cache']).toBe('hit')
  const html = await second.text()
  expect(html).toContain('Page not found')
  // Nothing in it names the address asked: the theme switch and the consultation button go home.
  expect(html).toContain('name="redirectTo" value="/"')
  expect(html).toContain('href="/?consultation=open"')
  // The blog's pages that are not: a 404 too, never page 1 again.
  for (const query of ['?page=abc', '?page=0', '?page=99999']) {
    expect((await anon.get(`/blog${query}`)).status()).toBe(404)
  }
  expect((await anon.get('/blog?page=02', { maxRedirects: 0 })).headers().location).toBe(
    '/blog?page=2',
  )
  expect((await anon.get('/blog?page=1', { maxRedirects: 0 })).headers().location).toBe('/blog')
  await anon.dispose()
})

test('an unknown admin address is a 404 inside the admin layout', async ({ adminPage: page }) => {
  const response = await page.goto('/admin/no-such-screen')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('There is no admin screen at this address.')).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }),
  ).toBeVisible()
})

test('an admin row that no longer exists shows its own text in a modal over the list', async ({
  adminPage: page,
}) => {
  const response = await page.goto('/admin/blogs/999999/edit')
  expect(response?.status()).toBe(404)
  const dialog = page.getByRole('dialog', { name: 'Not found' })
  await expect(dialog.getByText('Post not found.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Manage Blogs', level: 1 })).toBeVisible()
  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL('/admin/blogs')
})

test('a visitor is still sent to sign in before any unknown admin address @server', async ({
  page,
}) => {
  await page.goto('/admin/no-such-screen')
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/)
})
