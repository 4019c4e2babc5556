import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { queryDb } from './db.ts'
import { randomAddress } from './addresses.ts'
import { waitUntilHumanlyOld } from './form-age.ts'

// Every post to a form spends a point of its per-address budget (app/site/form-limits.server.ts). The
// e2e server trusts X-Forwarded-For (tests/e2e/server.mjs), so each test here comes from an address
// of its own and never eats another test's budget.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomAddress() })
})

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function fill(scope: ReturnType<Page['locator']>, v: Record<string, string>) {
  for (const [label, value] of Object.entries(v)) {
    await scope.getByLabel(label, { exact: true }).fill(value)
  }
}

/** Holds each data POST back a little, so the form's sending state can be seen. */
async function slowPosts(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 700))
      await route.continue()
    },
  )
}

test('the contact form sends, shows Sending... then success in green and clears @js', async ({
  page,
}) => {
  const message = unique('Hello from the js contact test')
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  await fill(form, { Name: 'Jo Js', Email: 'jo@b', Message: message })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Enter a valid email address')).toBeInViewport()
  await expect(form.getByLabel('Name')).toHaveValue('Jo Js')
  await expect(form.getByLabel('Message')).toHaveValue(message)

  await slowPosts(page)
  await form.getByLabel('Email').fill('jo@example.com')
  await waitUntilHumanlyOld(form)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  const status = page.locator('#contact').getByTestId('form-status')
  await expect(status).toHaveText('Message sent successfully!')
  await expect(status).toHaveClass(/text-green-800/)
  // The thank-you panel takes the form's place; its link brings back an empty form.
  await expect(page.locator('#contact form')).toHaveCount(0)
  await page.getByRole('link', { name: 'Send another message' }).click()
  await expect(page.locator('#contact form').getByLabel('Message')).toHaveValue('')
  expect(
    queryDb('SELECT name, email, phone FROM contact_messages WHERE message = ?', message),
  ).toEqual([{ name: 'Jo Js', email: 'jo@example.com', phone: null }])
})

test('without JavaScript the contact form re-renders errors with values, then stores @nojs', async ({
  page,
}) => {
  const message = unique('Hello from the no-js contact test')
  await page.goto('/')
  const form = page.locator('#contact form')
  await fill(form, {
    Name: 'No Js',
    Email: 'nojs@b',
    'Phone (optional)': '+44 20 7946 0000',
    Message: message,
  })
  await form.getByRole('button', { name: 'Send Message' }).click()
  // The answer opens at the form, where its errors are, not at the top of the home page.
  await expect(page).toHaveURL('/?index#contact')
  await expect(page.locator('#contact').getByText('Enter a valid email address')).toBeInViewport()
  await expect(page.locator('#contact form').getByLabel('Name')).toHaveValue('No Js')
  await expect(page.locator('#contact form').getByLabel('Message')).toHaveValue(message)
  expect(queryDb('SELECT id FROM contact_messages WHERE message = ?', message)).toHaveLength(0)

  await page.locator('#contact form').getByLabel('Email').fill('nojs@example.com')
  await waitUntilHumanlyOld(page.locator('#contact form'))
  await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL('/?contact=sent#contact-sent')
  await expect(page.locator('#contact').getByTestId('form-status')).toHaveText(
    'Message sent successfully!',
  )
  await expect(page.locator('#contact form')).toHaveCount(0)
  expect(
    queryDb('SELECT name, email, phone FROM contact_messages WHERE message = ?', message),
  ).toEqual([{ name: 'No Js', email: 'nojs@example.com', phone: '+44 20 7946 0000' }])
})

test('the consultation modal opens, takes focus, closes with Escape and sends @js', async ({
  page,
}) => {
  const message = unique('Consultation from the js test')
  await page.goto('/services')
  await page.getByRole('link', { name: 'Free consultation', exact: true }).click()
  await expect(page).toHaveURL('/services?consultation=open')
  const dialog = page.getByRole('dialog', { name: 'Free Consultation' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/services')

  await page.getByRole('link', { name: 'Free consultation', exact: true }).click()
  await fill(dialog, { Name: 'Cy Js', Email: 'cy@x', Phone: '+1 555 0199', Message: message })
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible()
  await expect(dialog.getByLabel('Phone')).toHaveValue('+1 555 0199')
  await expect(page).toHaveURL('/services?consultation=open')

  await slowPosts(page)
  await dialog.getByLabel('Email').fill('cy@example.com')
  await waitUntilHumanlyOld(dialog)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  await expect(dialog.getByTestId('form-status')).toHaveText(
    'Consultation request sent successfully!',
  )
  await expect(dialog.getByTestId('form-status')).toHaveClass(/text-green-800/)
  await expect(dialog.getByTestId('thank-you')).toBeFocused()
  await expect(dialog.getByLabel('Message')).toHaveCount(0)
  expect(
    queryDb('SELECT name, email, phone FROM consultations WHERE message = ?', message),
  ).toEqual([{ name: 'Cy Js', email: 'cy@example.com', phone: '+1 555 0199' }])

  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL('/services')
})

test('without JavaScript the consultation modal is links and a real form post @nojs', async ({
  page,
}) => {
  const message = unique('Consultation from the no-js test')
  await page.goto('/about')
  await page.getByRole('link', { name: 'Free consultation', exact: true }).click()
  await expect(page).toHaveURL('/about?consultation=open')
  const dialog = page.getByRole('dialog', { name: 'Free Consultation' })
  await dialog.getByRole('link', { name: 'Close' }).click()
  await expect(page).toHaveURL('/about')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('link', { name: 'Free consultation', exact: true }).click()
  await fill(dialog, { Name: 'Di NoJs', Email: 'di@x', Phone: '+1 555 0142', Message: message })
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  // A refusal without JavaScript lands on /consultation, with the errors and what was typed.
  await expect(page).toHaveURL('/consultation')
  const form = page.getByRole('form', { name: 'Free consultation' })
  await expect(form.getByText('Enter a valid email address')).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('Di NoJs')
  await expect(form.getByLabel('Message')).toHaveValue(message)

  await form.getByLabel('Email').fill('di@example.com')
  await waitUntilHumanlyOld(form)
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(page).toHaveURL('/about?consultation=sent#consultation-sent')
  await expect(dialog.getByTestId('form-status')).toHaveText(
    'Consultation request sent successfully!',
  )
  expect(
    queryDb('SELECT name, email, phone FROM consultations WHERE message = ?', message),
  ).toEqual([{ name: 'Di NoJs', email: 'di@example.com', phone: '+1 555 0142' }])
})

test('a refused field is outlined in red, in the dark theme too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/consultation')
  const form = page.getByRole('form', { name: 'Free consultation' })
  await form.evaluate((f) => ((f as HTMLFormElement).noValidate = true))
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  const name = form.getByLabel('Name', { exact: true })
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  // Its border is red (it stayed the dark theme's slate, like every valid field's).
  const [r, g, b] = await name.evaluate((el) =>
    getComputedStyle(el).borderTopColor.match(/\d+/g)!.map(Number),
  )
  expect(r! - Math.max(g!, b!), `rgb(${r}, ${g}, ${b})`).toBeGreaterThan(100)
})

test('without JavaScript an Arabic consultation the server refuses comes back in Arabic, right to left @nojs', async ({
  page,
}) => {
  await page.goto('/ar/about?consultation=open')
  const dialog = page.getByRole('dialog', { name: 'استشارة مجانية' })
  await fill(dialog, {
    الاسم: 'دي',
    'البريد الإلكتروني': 'di@x',
    الهاتف: '+1 555 0143',
    الرسالة: unique('Arabic consultation from the no-js test'),
  })
  await dialog.getByRole('button', { name: 'إرسال الطلب' }).click()
  // It used to land on the English page (left to right, English labels) with Arabic errors.
  await expect(page).toHaveURL('/ar/consultation')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('استشارة مجانية')
  const form = page.getByRole('form', { name: 'استشارة مجانية' })
  await expect(form.getByText('أدخل عنوان بريد إلكتروني صحيحًا')).toBeVisible()
  await expect(form.getByLabel('الاسم', { exact: true })).toHaveValue('دي')
})

test("a form the server refuses shows 'Error: ' and its message in red @js", async ({ page }) => {
  const message = unique('Oversized consultation') + ' ' + 'x'.repeat(70 * 1024)
  await page.goto('/portfolio?consultation=open')
  const dialog = page.getByRole('dialog', { name: 'Free Consultation' })
  // The modal's code arrives after the page and then takes the focus: typing before that would
  // land in whichever field has it.
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await fill(dialog, { Name: 'Big Js', Email: 'big@example.com', Phone: '+1 555 0177' })
  await dialog.getByLabel('Message').fill(message)
  await dialog.getByRole('button', { name: 'Send Request' }).click()
  const status = dialog.getByTestId('form-status')
  await expect(status).toHaveText(
    'Error: The form is too large to send (over 64 KB). Please shorten your message.',
  )
  await expect(status).toHaveClass(/text-red-600/)
  await expect(page).toHaveURL('/portfolio?consultation=open')
  expect(queryDb("SELECT id FROM consultations WHERE name = 'Big Js'")).toHaveLength(0)
})

test('on the Arabic home page the contact form speaks Arabic and comes back to /ar', async ({
  page,
}) => {
  const message = unique('مرحبا from the Arabic contact test')
  await page.goto('/ar#contact')
  const form = page.locator('#contact form')
  await fill(form, { الاسم: 'سارة', 'البريد الإلكتروني': 'sara@example.com', الرسالة: message })
  await waitUntilHumanlyOld(form)
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
  const status = page.locator('#contact').getByTestId('form-status')
  await expect(status).toHaveText('تم إرسال رسالتك بنجاح!')
  await expect(status).toHaveClass(/text-green-800/)
  expect(new URL(page.url()).pathname).toBe('/ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(queryDb('SELECT name FROM contact_messages WHERE message = ?', message)).toEqual([
    { name: 'سارة' },
  ])
})

test('without JavaScript an Arabic page says what is wrong with a field in Arabic @nojs', async ({
  page,
}) => {
  const message = unique('رسالة من صفحة عربية')
  await page.goto('/ar')
  const form = page.locator('#contact form')
  await fill(form, { الاسم: 'سارة', 'البريد الإلكتروني': 'sara@b', الرسالة: message })
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
  await expect(page).toHaveURL('/ar?index#contact')
  const email = page.locator('#contact form').getByLabel('البريد الإلكتروني', { exact: true })
  await expect(page.locator('#contact').getByText('أدخل عنوان بريد إلكتروني صحيحًا')).toBeVisible()
  await expect(email).toHaveAccessibleDescription(/أدخل عنوان بريد إلكتروني صحيحًا/)
  await expect(page.locator('#contact').getByText('Enter a valid email address')).toHaveCount(0)
  expect(queryDb('SELECT id FROM contact_messages WHERE message = ?', message)).toHaveLength(0)
})
