// The admin in its own words, in both languages: the sign-in page (the logo, a way back to the
// site, what to do about a forgotten password), the logout button on one line on a phone in Arabic,
// the browser's field checks and file choosers told in the admin's language, and axe on the
// sign-in and lead screens.
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { axeFindings } from './axe.ts'
import { E2E } from './env.mjs'
import { ensureAdmin, expect, test } from './fixtures.ts'

const ARABIC_ADMIN = 'arabic-shell@e2e.test'

async function signInPageIn(page: Page, language: 'en' | 'ar', baseURL: string) {
  await page.context().addCookies([{ name: 'admin_language', value: language, url: baseURL }])
  await page.goto('/admin/login')
}

for (const language of ['en', 'ar'] as const) {
  test(`the sign-in page shows the logo, the way back and what to do about a forgotten password (${language})`, async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    await signInPageIn(page, language, baseURL!)
    const words =
      language === 'en'
        ? {
            back: 'Back to the site',
            forgot: 'Forgot your password?',
            ask: 'Ask whoever runs the site',
          }
        : {
            back: 'العودة إلى الموقع',
            forgot: 'نسيت كلمة المرور؟',
            ask: 'اطلب من القائم على تشغيل الموقع',
          }
    await expect(page.getByRole('img', { name: 'Creative Media Solutions' })).toBeVisible()
    await expect(page.getByRole('link', { name: words.back })).toHaveAttribute('href', '/')
    // A <details>: it opens without JavaScript too.
    await page.getByText(words.forgot).click()
    await expect(page.getByText(words.ask)).toBeVisible()
    await expect(page.locator('code')).toHaveText(
      'agency-site reset-password --email you@example.com',
    )
    await expect(page.locator('main')).not.toContainText(/[A-Z]+_[A-Z]+|docs\//)
    if (javaScriptEnabled) expect(await axeFindings(page)).toEqual([])
  })
}

test('in Arabic on a phone the logout button is one line', async ({ page, login }) => {
  ensureAdmin(ARABIC_ADMIN, 'ar')
  await login(ARABIC_ADMIN)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/dashboard')
  const logout = page.getByRole('button', { name: 'تسجيل الخروج' })
  await expect(logout).toBeVisible()
  const lines = await logout.evaluate((button) => {
    const range = document.createRange()
    range.selectNodeContents([...button.childNodes].find((node) => node.nodeType === 3)!)
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
    return tops.size
  })
  expect(lines).toBe(1)
  // And the header fits the phone's width: nothing pushed off its side.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

// Without a script the browser speaks its own language: this runs with JavaScript only (@js).
test('the browser refuses an empty field and a file chooser in the admin’s words @js', async ({
  page,
  login,
}) => {
  ensureAdmin(ARABIC_ADMIN, 'ar')
  await login(ARABIC_ADMIN)
  await page.goto('/admin/settings/redirects')
  const chooser = page.locator('input[type="file"][name="file"]')
  await expect(page.getByTestId('chosen-files').first()).toHaveText('لم يُختر أي ملف')
  await expect(page.getByText('اختيار ملف').first()).toBeVisible()
  // Importing without a file: the browser stops it, in Arabic.
  await chooser.evaluate((input: HTMLInputElement) => input.form!.requestSubmit())
  expect(await chooser.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'يُرجى اختيار ملف.',
  )
  await chooser.setInputFiles({
    name: 'redirects.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('from,to\n'),
  })
  await expect(page.getByTestId('chosen-files').first()).toHaveText('redirects.csv')
  expect(await chooser.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('')
})

// axe runs in the page: with JavaScript only (@js).
test('axe finds nothing on a lead in either language @js', async ({ page, login }) => {
  const name = `Axe lead ${Date.now().toString(36)}`
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  let id: number
  try {
    db.pragma('busy_timeout = 5000')
    id = Number(
      db
        .prepare(
          "INSERT INTO contact_messages (name, email, message, note, outcome, created_at) VALUES (?, 'a@example.com', 'مرحبا، نريد موقعًا جديدًا', 'Call back', 'won', ?)",
        )
        .run(name, Date.now()).lastInsertRowid,
    )
  } finally {
    db.close()
  }
  for (const [email, language] of [
    [E2E.adminEmail, 'en'],
    [ARABIC_ADMIN, 'ar'],
  ] as const) {
    if (language === 'ar') ensureAdmin(email, 'ar')
    await login(email)
    await page.goto(`/admin/contact-messages/${id}`)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeFindings(page), language).toEqual([])
  }
})
