// Issue 34: the admin interface follows the administrator's choice. An admin picks Arabic on the
// Account screen (a plain form post, so with JavaScript and without), and the admin screens are then
// Arabic and right to left: the document's lang and dir, the menu, the screens converted so far,
// nothing running past either edge of the window at 1440 and 390 px, and no axe violation. Each
// test signs in as an admin of its own: the e2e admin's language is every other test's.
import type { BrowserContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { randomAddress } from './addresses.ts'
import { axeFindings, axeFindingsInBothThemes } from './axe.ts'
import { E2E } from './env.mjs'
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
  { path: '/admin/blogs/new', heading: 'إدارة المدونات' },
  { path: '/admin/projects/new', heading: 'إدارة المشاريع' },
  { path: '/admin/detailed-projects/new', heading: 'إدارة المشاريع المفصّلة' },
  { path: '/admin/detailed-services/new', heading: 'إدارة الخدمات المفصّلة' },
  { path: '/admin/testimonials/new', heading: 'إدارة آراء العملاء' },
  { path: '/admin/categories', heading: 'إدارة التصنيفات' },
  { path: '/admin/about', heading: 'إدارة صفحة من نحن' },
  { path: '/admin/hero-video', heading: 'إدارة فيديو الواجهة' },
  { path: '/admin/settings', heading: 'إعدادات الموقع' },
  { path: '/admin/media', heading: 'مكتبة الوسائط' },
  { path: '/admin/trash', heading: 'سلة المحذوفات' },
  { path: '/admin/contact-messages', heading: 'رسائل التواصل' },
  { path: '/admin/consultations', heading: 'طلبات الاستشارة' },
  { path: '/admin/audit', heading: 'سجل التدقيق' },
  { path: '/admin/analytics', heading: 'الإحصاءات' },
  { path: '/admin/account/two-factor', heading: 'التحقق بخطوتين' },
]

/** The screens whose every fixed text is Arabic: none of their labels may be left in English. */
const ALL_ARABIC = ARABIC_SCREENS.filter(({ path }) =>
  /\/new$|categories|about|hero-video|settings|two-factor/.test(path),
)

/**
 * Runs a check on the page once it has loaded whole: a page arrives streamed, and a check run as
 * soon as its dialog shows can read a label whose title is parsed but whose text is still coming.
 */
async function readWhole<T>(page: Page, check: () => T) {
  await page.waitForLoadState('load')
  return page.evaluate(check)
}

/**
 * The fixed texts of the form controls and headings in `main` (labels, legends, buttons,
 * headings, hints, names for assistive technology, tooltips and placeholders) that hold a word in
 * Latin letters: a text left in English. Names that are Latin in any language (HTML, YouTube, a
 * file type, a setting's name) are left aside, and so are what the admin typed or picked (list
 * rows under a form's modal, a select's options, text marked as another language's, an icon's
 * identifier).
 */
const FIND_ENGLISH = () => {
  const LATIN_NAMES =
    /https?:\/\/\S*|\/\S*|\b(HTML|URL|CSV|YouTube|Vimeo|MP4|WebM|Ogg|QuickTime|IANA|SITE_TIME_ZONE|UTC|tel|Ctrl|Shift|Z|B|I|U|X|K|x)\b/g
  const out = new Set<string>()
  // A form's modal is drawn over its list, whose rows are what the admin typed.
  const root = document.querySelector('main [role="dialog"]') ?? document.querySelector('main')!
  const controls = root.querySelectorAll<HTMLElement>(
    'label, legend, button, a, h1, h2, h3, th, [id$="-hint"], [aria-label], [title], [placeholder]',
  )
  for (const el of controls) {
    if (!el.checkVisibility() && !el.matches('[aria-label], [title]')) continue
    // An icon's choice is named by its identifier (with its Arabic name beside it).
    if (el.querySelector('input[type="radio"]:not([value=""])')) continue
    if (
      el.closest('option, ul li, [lang]:not(html), bdi, [dir="auto"], [data-testid="chosen-media"]')
    )
      continue
    const own = el.cloneNode(true) as HTMLElement
    for (const typed of own.querySelectorAll('bdi, [lang], [dir="auto"], select, input, textarea'))
      typed.remove()
    const texts = [
      el.matches('label, legend, button, a, h1, h2, h3, th, [id$="-hint"]') ? own.textContent! : '',
      el.getAttribute('aria-label') ?? '',
      el.getAttribute('title') ?? '',
      el.getAttribute('placeholder') ?? '',
    ]
    for (const text of texts) {
      if (/[A-Za-z]{2,}/.test(text.replace(LATIN_NAMES, ''))) out.add(text.trim())
    }
  }
  return [...out]
}

/** What runs past either edge of the window (the sidebar's drawer, hidden off-screen, aside). */
const FIND_OVERFLOW = () => {
  const out: string[] = []
  const width = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > width) {
    out.push(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`)
  }
  for (const el of document.querySelectorAll<HTMLElement>('header *, main *, aside *')) {
    // Hidden to the eye but not to a screen reader: a list's column names on a phone (`max-sm:sr-only`).
    if (!el.checkVisibility() || el.closest('[class*="sr-only"], [aria-hidden="true"]')) continue
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

/** Signs in as this file's own admin, who chose Arabic (the e2e admin is every other test's). */
async function signInInArabic(login: (email?: string) => Promise<void>) {
  ensureAdmin('arabic@e2e.test', 'ar')
  await login('arabic@e2e.test')
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
  await expect(nav.getByRole('link', { name: 'الخدمات', exact: true })).toBeAttached()
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

/** The sign-in page in a browser whose last admin language was Arabic, from an address of its own. */
async function openSignInInArabic(page: Page, context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'admin_language', value: 'ar', url: `${baseURL}/admin` }])
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
  await page.goto('/admin/login')
}

test('the sign-in page follows the language last chosen in this browser', async ({
  page,
  context,
  baseURL,
}) => {
  await openSignInInArabic(page, context, baseURL!)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل دخول المدير')
  // A field the server refuses says so in Arabic (the model's English message, translated).
  await skipBrowserChecks(page)
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page.getByText('يلزم إدخال البريد الإلكتروني')).toBeVisible()
})

test("an oversized sign-in post is the admin's error page in Arabic, not the public site's", async ({
  page,
  context,
  baseURL,
}) => {
  await openSignInInArabic(page, context, baseURL!)
  // The form's post arrives with more than the sign-in reads (16 KB): the action answers 413.
  await page.route(/\/admin\/login(\.data)?(\?|$)/, (route) =>
    route.request().method() === 'POST'
      ? route.continue({
          postData: `${route.request().postData()}&padding=${'x'.repeat(20_000)}`,
        })
      : route.continue(),
  )
  await page.getByLabel('البريد الإلكتروني').fill('someone@example.com')
  await page.getByLabel('كلمة المرور').fill('not the password')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'تسجيل الدخول' }).click(),
  ])
  expect(response.status()).toBe(413)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حدث خطأ')
  await expect(page.getByRole('alert')).toHaveText(
    'حدث خطأ: النموذج أكبر من أن يُرسل (أكثر من 16 كيلوبايت).',
  )
  await expect(page.getByRole('link', { name: 'العودة إلى لوحة التحكم' })).toHaveAttribute(
    'href',
    '/admin',
  )
  // Not the public error page, nor its header and footer.
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test("the audit log's detail of a failed sign-in reads in Arabic @nojs", async ({
  page,
  login,
  baseURL,
}, testInfo) => {
  // Two wrong passwords from one address in one hour: one row, stored as "wrong password, 2
  // attempts this hour" in the log and its CSV.
  const typed = `nobody-${testInfo.project.name}-${Date.now()}@e2e.test`
  const address = randomAddress()
  for (let n = 0; n < 2; n++) {
    const response = await page.request.post('/admin/login', {
      form: { email: typed, password: 'not the password' },
      headers: { Origin: baseURL!, 'X-Forwarded-For': address },
    })
    expect(response.status()).toBe(401)
  }
  await signInInArabic(login)
  await page.goto('/admin/audit?action=sign-in-failed')
  const row = page.getByRole('row').filter({ hasText: typed })
  await expect(row.getByRole('cell').nth(4)).toHaveText('كلمة مرور خاطئة، محاولتان في هذه الساعة')
})

test('an admin address that names no screen says so in Arabic', async ({ page, login }) => {
  await signInInArabic(login)
  const response = await page.goto('/admin/no-such-screen')
  expect(response!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  await expect(page.getByText('لا توجد شاشة إدارة على هذا العنوان.')).toBeVisible()
})

test('a list and its edit form in Arabic, with a refused field said in Arabic', async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  await page.goto('/admin/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة الخدمات')
  await expect(page.getByRole('columnheader')).toHaveText(['العنوان', 'الوصف', 'الإجراءات'])
  await expect(page.getByRole('link', { name: 'إضافة خدمة جديدة' })).toBeVisible()
  // The list's translation filter, in Arabic too.
  const filter = page.getByRole('navigation', { name: 'تصفية الترجمة' })
  await filter.getByRole('link', { name: 'بحاجة إلى ترجمة إلى العربية' }).click()
  await expect(page).toHaveURL(/translation=needed/)
  await filter.getByRole('link', { name: 'الكل' }).click()
  await expect(page).not.toHaveURL(/translation=needed/)
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

// One test a screen (each has its own time, and a failure names its screen): right to left, nothing
// past either edge of the window at 1440 px and at 390 px, and no axe violation in the light and
// the dark theme. (axe at 390 px reads the markup the English screens' spec already reads at that
// width; a walk of every screen per width, on top of these, went through each screen twice more.)
for (const { path, heading } of ARABIC_SCREENS) {
  test(`${path} in Arabic runs right to left within the window and has no axe violations @js`, async ({
    page,
    login,
  }) => {
    test.slow()
    await signInInArabic(login)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await readWhole(page, FIND_OVERFLOW), '1440 px').toEqual([])
    expect(await axeFindingsInBothThemes(page)).toEqual({ light: [], dark: [] })
    // Narrowed, the sidebar becomes a drawer and slides out past the start edge: read once it has.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => readWhole(page, FIND_OVERFLOW), { message: '390 px' }).toEqual([])
  })
}

test("at 390 px the Arabic admin's drawer slides in from the right edge, inside the window @js", async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/dashboard')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.locator('header label[for="admin-drawer"]').click()
  // Once it has slid in: measured mid-slide, it still runs past the edge.
  const end = async () => {
    const box = (await page.locator('#admin-sidebar').boundingBox())!
    return Math.round(box.x + box.width)
  }
  await expect.poll(end).toBe(390)
})

test('the content forms and the settings screens leave no label in English', async ({
  page,
  login,
}) => {
  test.slow()
  await signInInArabic(login)
  const found: string[] = []
  for (const { path } of ALL_ARABIC) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    found.push(...(await readWhole(page, FIND_ENGLISH)).map((text) => `${path}: ${text}`))
  }
  expect(found).toEqual([])
  // Texts the check above does not read: a list of the screen's own, and a paragraph.
  await page.goto('/admin/hero-video')
  await expect(page.getByRole('heading', { name: 'شروط الرفع' })).toBeVisible()
  await expect(page.getByText('أقل من 30 ثانية')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'الصورة الثابتة' })).toBeVisible()
  // No file chosen: the server's (or, with JavaScript, the page's) English message, in Arabic.
  await page.getByRole('button', { name: 'رفع الفيديو' }).click()
  await expect(page.getByRole('alert')).toHaveText('يُرجى اختيار فيديو لرفعه.')
  await page.goto('/admin/settings')
  await expect(page.getByRole('group', { name: 'روابط التواصل الاجتماعي' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'حفظ الإعدادات' })).toBeVisible()
  await page.goto('/admin/account/two-factor')
  await expect(page.getByText(/^التحقق بخطوتين متوقف\./)).toBeVisible()
})

test('a detailed project form in Arabic: its parts, rows added and a refused save', async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  await page.goto('/admin/detailed-projects/new')
  const dialog = page.getByRole('dialog', { name: 'إضافة مشروع مفصّل جديد' })
  await expect(dialog.getByRole('group', { name: 'النتائج' })).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'الوسائط' })).toBeVisible()
  await expect(dialog.getByRole('group', { name: 'النشر' })).toBeVisible()
  await expect(dialog.getByLabel('رابط الوسيط 1')).toBeVisible()
  // The save bar's buttons alone say whether it goes live (no Status select beside them).
  await expect(dialog.getByRole('button', { name: 'حفظ كمسودة' })).toBeVisible()
  await expect(dialog.getByLabel('الحالة', { exact: true })).toHaveCount(0)
  await expect(dialog.getByLabel('نوع الوسيط 1')).toContainText('فيديو')
  await dialog.getByRole('button', { name: 'إضافة نتيجة' }).click()
  await expect(dialog.getByLabel('رقم النتيجة 1')).toBeVisible()
  await dialog.getByRole('button', { name: 'إضافة وسيط' }).click()
  await expect(dialog.getByRole('button', { name: 'إزالة الوسيط 2' })).toBeVisible()
  // Saved without a title: the server's English message, said in Arabic beside its field.
  await skipBrowserChecks(page)
  await dialog.getByRole('button', { name: 'نشر' }).click()
  await expect(dialog.getByText('يلزم إدخال العنوان')).toBeVisible()
})

test('the rich-text editor in Arabic: its modes, toolbar and panels @js', async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  await page.goto('/admin/blogs/new')
  const dialog = page.getByRole('dialog', { name: 'إضافة منشور جديد' })
  const modes = dialog.getByRole('group', { name: 'وضع المحرر' })
  await expect(modes.getByRole('button', { name: 'نص منسّق' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const toolbar = dialog.getByRole('toolbar', { name: 'التنسيق' })
  await expect(toolbar.getByRole('button', { name: 'غامق' })).toHaveAttribute(
    'title',
    'غامق (Ctrl+B)',
  )
  await toolbar.getByRole('button', { name: 'فيديو' }).click()
  const panel = dialog.getByRole('group', { name: 'إضافة فيديو' })
  await panel.getByRole('button', { name: 'إدراج الفيديو' }).click()
  await expect(panel.getByText('الصق رابط فيديو على YouTube أو Vimeo.')).toBeVisible()
  await panel.getByRole('button', { name: 'إلغاء' }).click()
  await expect(dialog.getByRole('button', { name: 'اختيار من المكتبة' })).toBeVisible()
  await dialog.getByRole('button', { name: 'اختيار من المكتبة' }).click()
  await expect(dialog.getByRole('group', { name: 'مكتبة الوسائط' })).toBeVisible()
  await expect(dialog.getByLabel('ابحث في المكتبة')).toBeVisible()
  expect(await readWhole(page, FIND_ENGLISH)).toEqual([])
})

test('a category added in Arabic with its Arabic name, and one whose Arabic name is taken', async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  const suffix = String(Math.floor(Math.random() * 1e6))
  const name = `Drone ${suffix}`
  const arabic = `طائرة مسيّرة ${suffix}`
  await page.goto('/admin/categories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة التصنيفات')
  await page.getByLabel('اسم التصنيف').fill(name)
  const other = page.getByLabel('الاسم بالعربية')
  await expect(other).toHaveAttribute('dir', 'rtl')
  await other.fill(arabic)
  await page.getByRole('button', { name: 'إضافة تصنيف' }).click()
  await expect(page.getByRole('status')).toHaveText('أُضيف التصنيف بنجاح.')
  const row = page.getByRole('listitem').filter({ hasText: name })
  await expect(row.getByText(arabic)).toHaveAttribute('lang', 'ar')
  await expect(row.getByTestId('untranslated')).toHaveCount(0)

  // Another category may not take that Arabic name: nothing is added and the field says why.
  await page.getByLabel('اسم التصنيف').fill(`${name} 2`)
  await page.getByLabel('الاسم بالعربية').fill(arabic)
  await page.getByRole('button', { name: 'إضافة تصنيف' }).click()
  await expect(page.getByText('يوجد تصنيف بهذا الاسم من قبل.')).toBeVisible()
  await expect(page.getByLabel('الاسم بالعربية')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('listitem').filter({ hasText: `${name} 2` })).toHaveCount(0)

  // Its translation screen, in Arabic.
  await row.getByRole('link', { name: `اسم ${name} بالعربية` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`نصوص ${name} بالعربية`)
  await expect(page.getByTestId('completeness')).toHaveText('1 من 1 مترجمة')
  await expect(page.getByLabel('الاسم', { exact: true })).toHaveValue(arabic)
  await expect(page.getByRole('button', { name: 'حفظ النصوص بالعربية' })).toBeVisible()
  expect(await readWhole(page, FIND_ENGLISH)).toEqual([])
})

test("a post's translation screen in Arabic: its texts, address and publishing", async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  await page.goto('/admin/blogs')
  await page.getByTestId('translation-figure').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^نصوص .+ بالعربية$/)
  await expect(page.getByRole('navigation', { name: 'اللغة' })).toContainText('الإنجليزية')
  await expect(page.getByLabel('العنوان', { exact: true })).toBeVisible()
  await expect(page.getByLabel('المعرّف في العنوان بالعربية')).toBeVisible()
  const publishing = page.getByTestId('translation-publishing')
  await expect(publishing).toHaveAccessibleName('النشر بالعربية')
  await expect(publishing.getByTestId('translation-status')).toHaveText(/^الترجمة بالعربية /)
  await expect(publishing.getByLabel('الحالة بالعربية')).toContainText('منشور')
  await expect(page.getByRole('button', { name: 'حفظ النصوص بالعربية' })).toBeVisible()
  expect(await readWhole(page, FIND_ENGLISH)).toEqual([])
})

test("every content kind's Edit form in Arabic leaves no label in English", async ({
  page,
  login,
}) => {
  test.slow()
  await signInInArabic(login)
  const found: string[] = []
  const lists = ['blogs', 'full-blog', 'projects', 'detailed-projects', 'services']
  for (const list of [...lists, 'detailed-services', 'testimonials']) {
    await page.goto(`/admin/${list}`)
    await page
      .getByRole('link', { name: /^تعديل / })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    found.push(...(await readWhole(page, FIND_ENGLISH)).map((text) => `${list}: ${text}`))
  }
  expect(found).toEqual([])
})

/**
 * The Latin words a screen's main part shows outside people's text (isolated in <bdi> or a `dir`,
 * or quoted «…» in a sentence), a file's address, and the names no language translates.
 */
const LEFTOVER_ENGLISH = () => {
  const main = document.querySelector('main')!.cloneNode(true) as HTMLElement
  for (const el of main.querySelectorAll('bdi, [dir], script, style')) el.remove()
  const text = main.innerText.replace(/«[^»]*»/g, '').replace(/\S*\.(png|jpe?g|webp|mp4|mp3)/g, '')
  const known = new Set(['UTC', 'CSV', 'KB', 'MB', 'URL', 'GMT'])
  return [...new Set(text.match(/[A-Za-z][A-Za-z'-]+/g) ?? [])].filter((w) => !known.has(w))
}

/** The audit log's action, "what" and door texts not in Arabic (its codes and ids aside). */
const UNNAMED_CODES = () =>
  [...document.querySelectorAll('main tbody tr')].flatMap((row) =>
    [...row.querySelectorAll('td:nth-child(2) span, td:nth-child(3), td:nth-child(4)')]
      .map((cell) => {
        const named = cell.cloneNode(true) as HTMLElement
        for (const aside of named.querySelectorAll('code, bdi')) aside.remove()
        return named.textContent!.trim()
      })
      .filter((text) => !/\p{Script=Arabic}/u.test(text)),
  )

test('the media library, trash, inboxes, audit log and analytics are Arabic, with no English label left', async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  const problems: string[] = []
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) problems.push(message.text())
  })
  for (const { path, heading } of ARABIC_SCREENS.filter(({ path }) =>
    /media|trash|contact|consult/.test(path),
  )) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    problems.push(...(await readWhole(page, LEFTOVER_ENGLISH)).map((w) => `${path}: ${w}`))
  }
  await page.goto('/admin/media')
  await expect(page.getByRole('button', { name: 'تطبيق' })).toBeVisible()
  await page.goto('/admin/contact-messages')
  await expect(page.getByRole('navigation', { name: 'التصفية حسب الحالة' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'غير المقروءة' })).toBeVisible()
  await page.goto('/admin/trash')
  await expect(page.getByRole('columnheader').first()).toHaveText('النوع')
  // The audit log's labels are Arabic, and so are the names of its rows' codes (update, file,
  // admin), each code kept beside its name.
  await page.goto('/admin/audit')
  await expect(page.getByLabel('الإجراء')).toBeVisible()
  await expect(page.getByRole('row').nth(1).getByRole('cell').nth(2).locator('code')).toHaveText(
    /^[a-z-]+$/,
  )
  problems.push(...(await readWhole(page, UNNAMED_CODES)).map((text) => `/admin/audit: ${text}`))
  // Its times are written on the server in Arabic: the month spelled out, the digits Latin.
  await expect(page.getByRole('cell').first()).toHaveText(/^\d{1,2} \p{Script=Arabic}+ \d{4} في /u)
  problems.push(...(await readWhole(page, FIND_ENGLISH)).map((text) => `/admin/audit: ${text}`))
  // The analytics screen's labels and tables (what was counted is the visitors' own: addresses),
  // drawn once a visit is counted (before, the screen is one sentence): a visitor of its own.
  const visitor = await page.context().browser()!.newContext()
  await (await visitor.newPage()).goto('/services')
  await visitor.close()
  await expect(async () => {
    await page.goto('/admin/analytics')
    await expect(page.getByRole('heading', { name: 'أكثر الصفحات زيارة' })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
  // The channels' and devices' names are the admin's words; what visitors sent is theirs.
  problems.push(
    ...(
      await page.evaluate(() => {
        const english = ['Direct', 'Search', 'Social', 'Email', 'Referral', 'Campaign']
        english.push('Source unknown', 'Desktop', 'Mobile', 'Tablet', 'Other')
        return [...document.querySelectorAll('main tbody tr td:first-child')]
          .map((cell) => cell.textContent!.trim())
          .filter((text) => english.includes(text))
      })
    ).map((text) => `/admin/analytics row: ${text}`),
  )
  problems.push(...(await readWhole(page, FIND_ENGLISH)).map((text) => `/admin/analytics: ${text}`))
  expect(problems).toEqual([])
})

/** A contact message sent from a campaign's page, as the site's form keeps it; its id. */
function campaignLead() {
  const db = new Database(E2E.databasePath, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const attribution = {
      evidence: 'visits',
      channel: 'Campaign',
      source: 'news',
      medium: null,
      campaign: 'spring',
      referrer: null,
      landingPage: '/services',
      lastChannel: 'Campaign',
      lastCampaign: 'spring',
      formPage: '/',
      pagesBefore: 2,
      servicePages: ['/services'],
      caseStudies: [],
      timeOnSite: 245,
    }
    const row = db
      .prepare(
        `INSERT INTO contact_messages (name, email, message, attribution, language, created_at)
         VALUES ('Ada', 'ada@example.com', 'A launch video, please.', ?, 'en', ?) RETURNING id`,
      )
      .get(JSON.stringify(attribution), Date.now()) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

test('an opened lead says where it came from, and how long it stayed, in Arabic', async ({
  page,
  login,
}) => {
  await signInInArabic(login)
  await page.goto(`/admin/contact-messages/${campaignLead()}`)
  const i = (text: string) => `\u2068${text}\u2069`
  await expect(page.getByTestId('lead-origin')).toHaveText(
    `المصدر: حملة: الحملة ${i('spring')} (news)، وصل أولًا إلى ${i('/services')}`,
  )
  const origin = page.getByRole('region', { name: 'المصدر' })
  await expect(origin.getByText('4 د 05 ث')).toBeVisible()
  // The channel is said once, in the line, not again as a row of its own.
  await expect(origin.getByText('حملة', { exact: true })).toHaveCount(0)
})

/** FIND_ENGLISH's findings less the item's own name, which a revisions screen's titles carry. */
const englishBesides = async (page: Page, name: string) =>
  (await readWhole(page, FIND_ENGLISH))
    .map((text) => text.replace(/[\u2068\u2069]/g, '').replaceAll(name, ''))
    .filter((text) => /[A-Za-z]{2,}/.test(text.replace(/\b(UTC|GMT)\b/g, '')))

test("an item's revisions and a restore's confirmation in Arabic leave no label in English", async ({
  page,
  login,
  javaScriptEnabled,
}) => {
  await signInInArabic(login)
  await page.goto('/admin/services')
  await page
    .getByRole('link', { name: /^تعديل / })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('link', { name: 'المراجعات' }).click()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^مراجعات /)
  const name = (await heading.textContent())!
    .replace(/^مراجعات /, '')
    .replace(/[\u2068\u2069]/g, '')
  await expect(page.getByRole('columnheader').first()).toHaveText('من')
  const problems = (await englishBesides(page, name)).map((text) => `revisions: ${text}`)
  if (javaScriptEnabled) {
    await page.waitForSelector('html[data-hydrated]')
    problems.push(...(await axeFindings(page)).map((text) => `revisions axe: ${text}`))
    problems.push(...(await readWhole(page, FIND_OVERFLOW)).map((text) => `revisions: ${text}`))
  }
  const restore = page.getByRole('link', { name: /^استعادة نسخة / })
  if ((await restore.count()) > 0) {
    await restore.first().click()
    await expect(heading).toHaveText(/^استعادة نسخة من /)
    await expect(page.getByRole('button', { name: 'استعادة هذه النسخة' })).toBeVisible()
    problems.push(...(await englishBesides(page, name)).map((text) => `restore: ${text}`))
  }
  expect(problems).toEqual([])
})
