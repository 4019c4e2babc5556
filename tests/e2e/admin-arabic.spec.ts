// Issue 34: the admin interface follows the administrator's choice. An admin picks Arabic on the
// Account screen (a plain form post, so with JavaScript and without), and the admin screens are then
// Arabic and right to left: the document's lang and dir, the menu, the screens converted so far,
// nothing running past either edge of the window at 1440 and 390 px, and no axe violation. Each
// test signs in as an admin of its own: the e2e admin's language is every other test's.
import { randomAddress } from './addresses.ts'
import { axeFindings, axeFindingsInBothThemes } from './axe.ts'
import { ensureAdmin, expect, test } from './fixtures.ts'
import { skipBrowserChecks } from './skip-browser-checks.ts'

/** The screens whose fixed texts are in the admin dictionary, with a text each shows in Arabic. */
const ARABIC_SCREENS: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/admin/dashboard', heading: 'الرئيسية' },
  { path: '/admin/account', heading: 'الحساب' },
  { path: '/admin/services', heading: 'إدارة الخدمات' },
  { path: '/admin/services/new', heading: 'إدارة الخدمات' },
  { path: '/admin/projects', heading: 'إدارة المشاريع' },
  { path: '/admin/detailed-services', heading: 'إدارة الخدمات المفصّلة' },
  { path: '/admin/detailed-projects', heading: 'إدارة المشاريع المفصّلة' },
  { path: '/admin/testimonials', heading: 'إدارة آراء العملاء' },
  { path: '/admin/blogs', heading: 'إدارة المدونات' },
]

/** What runs past either edge of the window (the sidebar's drawer, hidden off-screen, aside). */
const FIND_OVERFLOW = () => {
  const out: string[] = []
  const width = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > width) {
    out.push(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`)
  }
  for (const el of document.querySelectorAll<HTMLElement>('header *, main *, aside *')) {
    if (!el.checkVisibility() || el.closest('.sr-only, [aria-hidden="true"]')) continue
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    // The closed drawer lies beyond the window's start edge, whole, by design.
    if (el.closest('#admin-sidebar') && (box.left >= width || box.right <= 0)) continue
    if (box.left < -1 || box.right > width + 1) {
      out.push(`${el.tagName.toLowerCase()}.${el.className} at ${box.left}..${box.right}`)
    }
  }
  return out
}

test('an admin switches the admin to Arabic and back on the Account screen', async ({
  page,
  login,
}, testInfo) => {
  const email = `language-${testInfo.project.name}@e2e.test`
  ensureAdmin(email, 'en')
  await login(email)
  await page.goto('/admin/account')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('radio', { name: 'العربية' }).check()
  await page.getByRole('button', { name: 'Save language' }).click()

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('status')).toHaveText('حُفظت لغة الواجهة.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الحساب')
  const nav = page.getByRole('navigation', { name: 'لوحة التحكم' })
  await expect(nav.getByRole('link', { name: 'إدارة الخدمات' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible()
  await expect(page).toHaveTitle('الحساب | لوحة التحكم')

  // The choice is the account's: another page, loaded afresh, is Arabic too.
  await page.goto('/admin/dashboard')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'إحصاءات سريعة' })).toBeVisible()

  await page.goto('/admin/account')
  await page.getByRole('radio', { name: 'English' }).check()
  await page.getByRole('button', { name: 'حفظ اللغة' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('status')).toHaveText('The interface language has been saved.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account')
})

test('the sign-in page follows the language last chosen in this browser', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'admin_language', value: 'ar', url: `${baseURL}/admin` }])
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  await page.goto('/admin/login')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل دخول المدير')
  // A field the server refuses says so in Arabic (the model's English message, translated).
  await skipBrowserChecks(page)
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page.getByText('يلزم إدخال البريد الإلكتروني')).toBeVisible()
})

test('a list and its edit form in Arabic, with a refused field said in Arabic', async ({
  page,
  login,
}) => {
  ensureAdmin('arabic@e2e.test', 'ar')
  await login('arabic@e2e.test')
  await page.goto('/admin/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة الخدمات')
  await expect(page.getByRole('columnheader')).toHaveText(['العنوان', 'الوصف', 'الإجراءات'])
  await expect(page.getByRole('link', { name: 'إضافة خدمة جديدة' })).toBeVisible()
  await page
    .getByRole('link', { name: /^تعديل / })
    .first()
    .click()

  const dialog = page.getByRole('dialog', { name: 'تعديل الخدمة' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('العنوان', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('الوصف', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'الأيقونة' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible()
  await dialog.getByLabel('العنوان', { exact: true }).fill('')
  await skipBrowserChecks(page)
  await dialog.getByRole('button', { name: 'حفظ', exact: true }).click()
  await expect(page.getByText('يلزم إدخال العنوان')).toBeVisible()
})

for (const width of [1440, 390]) {
  test(`the Arabic admin screens run right to left without overflow at ${width} px @js`, async ({
    page,
    login,
  }) => {
    test.slow()
    ensureAdmin('arabic@e2e.test', 'ar')
    await login('arabic@e2e.test')
    await page.setViewportSize({ width, height: 900 })
    const problems: string[] = []
    for (const { path, heading } of ARABIC_SCREENS) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      problems.push(...(await page.evaluate(FIND_OVERFLOW)).map((p) => `${path}: ${p}`))
    }
    if (width === 390) {
      // The drawer slides in from the start edge, the right one, and lies inside the window.
      await page.locator('header label[for="admin-drawer"]').click()
      const box = (await page.locator('#admin-sidebar').boundingBox())!
      expect(Math.round(box.x + box.width)).toBe(width)
    }
    expect(problems).toEqual([])
  })
}

for (const { path } of ARABIC_SCREENS) {
  test(`${path} in Arabic has no axe violations @js`, async ({ page, login }) => {
    test.slow()
    ensureAdmin('arabic@e2e.test', 'ar')
    await login('arabic@e2e.test')
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await axeFindings(page)).toEqual([])
  })
}
