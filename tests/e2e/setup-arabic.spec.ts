// Issue 34: the first admin's setup page in Arabic, walked in a real browser with JavaScript and
// without. A browser whose admin_language cookie says Arabic reads the page, its refusals and an
// unknown link's 404 in Arabic, right to left, and the account it creates reads the admin in Arabic.
// Each project starts a server of its own with no admin (own-server.ts): the link works once.
import { randomAddress } from './addresses.ts'
import { expect, test } from './fixtures.ts'
import { setupPath, startServer, stopServer, type OwnServer } from './own-server.ts'

let server: OwnServer
test.beforeAll(async () => {
  server = await startServer()
})
test.afterAll(async () => {
  await stopServer(server)
})

/** The words in Latin letters in `main`, what was typed and isolated aside. */
const LATIN_IN_MAIN = () => {
  const main = document.querySelector('main')!.cloneNode(true) as HTMLElement
  for (const el of main.querySelectorAll('bdi, [dir], input, script, style')) el.remove()
  return main.innerText.match(/[A-Za-z][A-Za-z'-]+/g) ?? []
}

test('the first admin is created on the Arabic setup page, and an unknown link says so in Arabic', async ({
  page,
  context,
}) => {
  const origin = `http://127.0.0.1:${server.port}`
  await context.addCookies([{ name: 'admin_language', value: 'ar', url: `${origin}/admin` }])
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  const heading = page.getByRole('heading', { level: 1 })

  const wrong = await page.goto(`${origin}/admin/setup?token=guessed-token-0123456789`)
  expect(wrong!.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(heading).toHaveText('إنشاء حساب المسؤول')
  await expect(page.getByRole('alert')).toHaveText('رابط الإعداد هذا غير صالح أو انتهت صلاحيته.')
  expect(await page.evaluate(LATIN_IN_MAIN)).toEqual([])

  await page.goto(`${origin}${setupPath(server)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page).toHaveTitle('إنشاء حساب المسؤول')
  await expect(heading).toHaveText('إنشاء حساب المسؤول')
  expect(await page.evaluate(LATIN_IN_MAIN)).toEqual([])

  // Refused by the server (the form leaves the checks to it): each message in Arabic, what was
  // typed kept.
  await page.getByLabel('الاسم').fill('مالكة الموقع')
  await page.getByLabel('البريد الإلكتروني').fill('owner@example')
  await page.getByLabel('كلمة المرور', { exact: true }).fill('short')
  await page.getByLabel('تأكيد كلمة المرور').fill('other')
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page.getByText('أدخل عنوان بريد إلكتروني صحيحًا')).toBeVisible()
  await expect(page.getByText('استخدم 12 حرفًا على الأقل')).toBeVisible()
  await expect(page.getByLabel('الاسم')).toHaveValue('مالكة الموقع')
  expect(await page.evaluate(LATIN_IN_MAIN)).toEqual([])

  await page.getByLabel('البريد الإلكتروني').fill('owner@example.com')
  await page.getByLabel('كلمة المرور', { exact: true }).fill('owner password 123')
  await page.getByLabel('تأكيد كلمة المرور').fill('owner password 456')
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible()

  await page.getByLabel('كلمة المرور', { exact: true }).fill('owner password 123')
  await page.getByLabel('تأكيد كلمة المرور').fill('owner password 123')
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
  // Signed in, on a dashboard in the language the setup page was in.
  await expect(page).toHaveURL(`${origin}/admin/dashboard`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(heading).toHaveText('الرئيسية')
})
