import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { ensureAdmin, expect, test } from './fixtures.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'

// The sidebar's entries, with the tab of the entry's screens that leads to each (null: its own).
const SCREENS = [
  ['Dashboard', null, '/admin/dashboard', 'Dashboard'],
  ['Blog', null, '/admin/blogs', 'Manage Blogs'],
  ['Blog', 'Posts, Arabic heading', '/admin/full-blog', 'إدارة المدونة'],
  ['Blog', 'Posts', '/admin/blogs', 'Manage Blogs'],
  ['Work', null, '/admin/detailed-projects', 'Manage Detailed Projects'],
  ['Work', 'Home page cards', '/admin/projects', 'Manage Projects'],
  ['Work', 'Categories', '/admin/categories', 'Manage Categories'],
  ['Services', null, '/admin/detailed-services', 'Manage Detailed Services'],
  ['Services', 'Home page cards', '/admin/services', 'Manage Services'],
  ['Testimonials', null, '/admin/testimonials', 'Manage Testimonials'],
  ['About & home video', null, '/admin/about', 'Manage About Page'],
  ['About & home video', 'Home page video', '/admin/hero-video', 'Manage Hero Video'],
  ['Media library', null, '/admin/media', 'Media library'],
  ['Contact messages', null, '/admin/contact-messages', 'Contact Messages'],
  ['Consultations', null, '/admin/consultations', 'Consultations'],
  ['Site settings', null, '/admin/settings', 'Site Settings'],
] as const

const loginUrl = (asked: string) => `/admin/login?redirectTo=${encodeURIComponent(asked)}`

test('"Keep me signed in" keeps the cookie past the browser session; without it, it ends with the browser @nojs', async ({
  page,
}) => {
  for (const remember of [false, true]) {
    await page.context().clearCookies()
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(E2E.adminEmail)
    await page.getByLabel('Password').fill(E2E.adminPassword)
    await page.getByLabel('Keep me signed in').setChecked(remember)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL('/admin/dashboard')
    const session = (await page.context().cookies()).find((c) => c.name === '__session')
    // Playwright reports a browser-session cookie's expiry as -1.
    if (remember) expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600)
    else expect(session!.expires).toBe(-1)
  }
})

test('the admin signs in, sees the dashboard with their name, and signs out', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(loginUrl('/admin'))
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('banner')).toContainText(E2E.adminName)
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === '__session')?.httpOnly).toBe(true)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/admin/login')
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(loginUrl('/admin/dashboard'))
})

test('a wrong password shows the server message and keeps the email', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await expect(page.getByLabel('Email')).toHaveValue(E2E.adminEmail)
  // The server never sends a password back; with JavaScript the field simply keeps what was typed.
  if (!javaScriptEnabled) await expect(page.getByLabel('Password')).toHaveValue('')
  await expect(page).toHaveURL('/admin/login')
})

test('the browser asks for both fields before anything is sent @nojs', async ({ page }) => {
  await page.goto('/admin/login')
  const email = page.getByLabel('Email')
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveAttribute('required', '')
  await expect(page.getByLabel('Password')).toHaveAttribute('required', '')
  const posts: string[] = []
  page.on('request', (r) => (r.method() === 'POST' ? posts.push(r.url()) : undefined))
  await email.fill('someone@example.com')
  await page.getByRole('button', { name: 'Login' }).click()
  expect(
    await page.getByLabel('Password').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true)
  await expect(page).toHaveURL('/admin/login')
  expect(posts).toEqual([])
})

test('empty fields get their messages beside them', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill('someone@example.com')
  await skipBrowserChecks(page)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Password is required')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com')
})

test('@js a lost connection shows the connection message', async ({ page }) => {
  await page.goto('/admin/login')
  await page.route('**/admin/login.data*', (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('A server connection error occurred.')
  await expect(page.getByLabel('Email')).toHaveValue(E2E.adminEmail)
})

test('@nojs every admin URL asks for a session, and sign-in returns to it', async ({ page }) => {
  for (const [, , path] of SCREENS) {
    await page.goto(path)
    await expect(page).toHaveURL(loginUrl(path))
  }
  await page.goto('/admin/account')
  await expect(page).toHaveURL(loginUrl('/admin/account'))

  await page.goto('/admin/settings')
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL('/admin/settings')
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible()
})

test('the dashboard counts match the database @server', async ({ adminPage: page }) => {
  const [{ posts, projects }] = queryDb<{ posts: number; projects: number }>(
    'SELECT (SELECT count(*) FROM blog_posts) AS posts, (SELECT count(*) FROM projects) AS projects',
  ) as [{ posts: number; projects: number }]
  expect(posts).toBeGreaterThan(0)
  await page.goto('/admin/dashboard')
  await expect(page.getByText(/Welcome back/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Quick Stats' })).toBeVisible()
  await expect(page.getByTestId('Total Blog Posts')).toHaveText(String(posts))
  await expect(page.getByTestId('Total Projects')).toHaveText(String(projects))
})

test('the sidebar reaches every admin screen @js', async ({ adminPage: page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL('/admin/dashboard')
  const nav = page.getByRole('navigation', { name: 'Admin' })
  // Grouped (issue 33), with a way to the public site beside a calm Logout.
  await expect(nav.getByRole('list', { name: 'Leads' }).getByRole('link')).toHaveText([
    'Contact messages',
    'Consultations',
  ])
  await expect(nav.getByRole('list', { name: 'Content' })).toContainText('Media library')
  await expect(page.getByRole('banner').getByRole('link', { name: /View site/ })).toHaveAttribute(
    'href',
    '/',
  )
  for (const [label, tab, path, heading] of SCREENS) {
    const entry = nav.getByRole('link', { name: label, exact: true })
    if (tab === null) await entry.click()
    else {
      const tabs = page.getByRole('navigation', { name: `${label}: screens` })
      await tabs.getByRole('link', { name: tab, exact: true }).click()
    }
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
    // The entry stays current on each of its tabs.
    await expect(entry).toHaveAttribute('aria-current', 'page')
  }
})

for (const language of ['en', 'ar'] as const) {
  test(`the menu has 13 entries, Site settings in view at 1440x900 (${language}) @js`, async ({
    page,
    login,
  }) => {
    const email = `menu-${language}@e2e.test`
    ensureAdmin(email, language)
    await login(email)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/dashboard')
    const nav = page.getByRole('navigation', { name: language === 'en' ? 'Admin' : 'لوحة التحكم' })
    await expect(nav.getByRole('link')).toHaveCount(13)
    await expect(
      nav.getByRole('link', { name: language === 'en' ? 'Site settings' : 'إعدادات الموقع' }),
    ).toBeInViewport({ ratio: 1 })
  })
}

test('on a small screen the sidebar is a drawer that slides in', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/admin/dashboard')
  const projects = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', {
    name: 'Work',
    exact: true,
  })
  await expect(projects).not.toBeInViewport()
  await page.getByRole('banner').locator('label', { hasText: 'Menu' }).click()
  await expect(projects).toBeInViewport()
  await projects.click()
  await expect(page).toHaveURL('/admin/detailed-projects')
  await expect(page.getByRole('heading', { name: 'Manage Detailed Projects' })).toBeVisible()
  await expect(projects).not.toBeInViewport()
})

// Only the refusals: a successful change would change the password the sign-in tests type.
test('the password form refuses a short or mistyped new password', async ({ adminPage: page }) => {
  await page.goto('/admin/account')
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await page.getByLabel('Current password').fill('wrong current password')
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Confirm new password').fill('different')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Use at least 12 characters')).toBeVisible()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
})
