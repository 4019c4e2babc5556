// The audit log end to end, with JavaScript on and off: a failed sign-in, a sign-in, a form write
// and /api writes each leave an entry naming who and from which address (the real server resolves
// it from X-Forwarded-For); the screen filters by who and what, pages by 25, and exports CSV.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { randomAddress } from './addresses.ts'
import { E2E } from './env.mjs'
import { expect, test } from './fixtures.ts'

const PASSWORD = 'audit-e2e-password'

function newAccount() {
  const tag = randomBytes(4).toString('hex')
  const account = { email: `audit-${tag}@example.com`, name: `Auditor ${tag}` }
  execFileSync(
    process.execPath,
    ['server/start.mjs', 'create-admin', '--email', account.email, '--name', account.name],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_PATH: E2E.databasePath,
        UPLOADS_DIR: E2E.uploadsDir,
        SESSION_SECRET: E2E.sessionSecret,
        ADMIN_PASSWORD: PASSWORD,
      },
    },
  )
  return account
}

test('writes and sign-ins are recorded with who and where; the screen filters, pages and exports @nojs', async ({
  page,
}) => {
  test.slow()
  const account = newAccount()
  const browserAddress = randomAddress()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': browserAddress })

  // A failed sign-in, then a good one, then a category added through the form.
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill('not the password at all')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL('/admin/dashboard')
  const formCategory = `Audited ${randomBytes(3).toString('hex')}`
  await page.goto('/admin/categories')
  await page.getByLabel('Category name').fill(formCategory)
  await page.getByRole('button', { name: 'Add Category' }).click()
  await expect(page.getByRole('status')).toHaveText('Category added successfully.')

  // Thirty categories through the /api with a token of the same account, from another address.
  const apiAddress = randomAddress()
  const headers = { 'X-Forwarded-For': apiAddress }
  const login = await page.request.post('/api/users/login', {
    headers,
    data: { email: account.email, password: PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  for (let i = 0; i < 30; i++) {
    const created = await page.request.post('/api/categories', {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      data: { name: `Api audited ${randomBytes(4).toString('hex')}` },
    })
    expect(created.status()).toBe(201)
  }

  // The failed sign-in is under the address typed.
  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
  await page.getByLabel('Who').selectOption(account.email)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByText('1 entry')).toBeVisible()
  const failed = page.getByRole('row').filter({ hasText: 'sign-in-failed' })
  await expect(failed).toContainText(browserAddress)
  await expect(failed).toContainText('wrong password')

  // Everything the account did: 1 sign-in + 1 form write + 1 API sign-in + 30 API writes.
  await page.getByLabel('Who').selectOption(account.name)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByText('33 entries')).toBeVisible()
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(26)
  await page.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(page.getByRole('row')).toHaveCount(9)
  // The oldest come last: the form's sign-in and write, from the browser's address.
  const signIn = page.getByRole('row').filter({ hasText: 'session' })
  await expect(signIn).toContainText('sign-in')
  await expect(signIn).toContainText(browserAddress)
  await expect(signIn).toContainText('(admin)')

  // Only the categories, then only the API's writes' address.
  await page.getByLabel('What').selectOption('category')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByText('31 entries')).toBeVisible()
  await expect(page).toHaveURL(/who=Auditor/)
  const newest = page.getByRole('row').nth(1)
  await expect(newest).toContainText('create')
  await expect(newest).toContainText(apiAddress)
  await expect(newest).toContainText('(API)')

  // The export carries what the filters match.
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
  const csv = await (await page.request.get(href!)).text()
  const lines = csv.trim().split(/\r?\n/)
  expect(lines[0]).toContain('id,at,who,via,action,entity,entity_id,detail,address')
  expect(lines).toHaveLength(32)
  expect(csv).toContain(apiAddress)
  expect(csv).not.toContain(token)
  expect(csv).not.toContain(PASSWORD)
})
