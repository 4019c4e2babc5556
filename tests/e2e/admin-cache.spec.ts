// Admin pages are never stored: not by a shared cache in front of the site, and not by the browser,
// whose back button would otherwise show a signed-out admin the pages they saw before.
import { createAdminSession, expect, test } from './fixtures.ts'

const NO_STORE = 'private, no-store'

test('admin pages, their data, sign-in and setup say "no-store"; public pages do not @js', async ({
  request,
}) => {
  const cookie = `__session=${await createAdminSession()}`
  const signedIn = { headers: { Cookie: cookie }, maxRedirects: 0 }
  for (const path of [
    '/admin/dashboard',
    '/admin/projects',
    '/admin/contact-messages',
    // Loader data under single fetch, as the browser asks for it after the first page.
    '/admin/projects.data',
    '/admin/dashboard.data',
  ]) {
    const res = await request.get(path, signedIn)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['cache-control'], path).toBe(NO_STORE)
  }
  // An error page inside the admin area, and the doors that need no session.
  const missing = await request.get('/admin/projects/999999/delete', signedIn)
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBe(NO_STORE)
  // (A document redirect, such as /admin/setup once an admin exists, is answered by Remix before
  // entry.server runs; with no freshness of its own no cache keeps it.)
  for (const path of ['/admin/login', '/admin/login.data', '/admin/setup.data']) {
    const res = await request.get(path, { maxRedirects: 0 })
    expect(res.headers()['cache-control'], path).toBe(NO_STORE)
  }
  // Redirects sent as data (202): /admin to the dashboard, and a visitor to sign in.
  for (const [path, init] of [
    ['/admin.data', signedIn],
    ['/admin/projects.data', { maxRedirects: 0 }],
  ] as const) {
    const res = await request.get(path, init)
    expect(res.status(), path).toBe(202)
    expect(res.headers()['cache-control'], path).toBe(NO_STORE)
  }

  const home = await request.get('/')
  expect(home.headers()['cache-control'] ?? '').not.toContain('no-store')
})

test('after logout, the back button does not show the admin page again', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/dashboard')
  await page.goto('/admin/projects')
  await expect(page.getByRole('heading', { name: 'Manage Projects', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/admin/login')
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/)
  await expect(page.getByRole('heading', { name: 'Manage Projects' })).toHaveCount(0)
})
