// A lead's notification e-mail, as the agency's mailbox receives it (issue 27): its link is absolute,
// at the address an administrator signs in at (SITE_URL is unset here), whatever Host and Origin
// the lead's own request claimed, and it opens the lead after signing in. The rule is the server's,
// so the journey runs once, without JavaScript (lead-signals.spec.ts sends the forms both ways).
import { randomAddress } from './addresses.ts'
import { queryDb } from './db.ts'
import { E2E } from './env.mjs'
import { waitUntilHumanlyOld } from './form-age.ts'
import { mailContaining } from './mailbox.ts'
import { expect, test } from './fixtures.ts'

test('the e-mail links to the lead at the admin address, whatever Host the lead was sent with @nojs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // The administrator signs in through the form: e-mail links start where they did.
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL('/admin/dashboard')

  // A visitor whose form post claims to be for another site: Host, Origin and X-Forwarded-Host.
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() },
  })
  const form = await visitor.newPage()
  await form.route('**/*', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.continue()
    const forged = 'phish.example'
    const response = await route.fetch({
      headers: {
        ...request.headers(),
        host: forged,
        origin: `http://${forged}`,
        'x-forwarded-host': forged,
      },
      maxRedirects: 0,
    })
    await route.fulfill({ response })
  })
  const message = `Forged host ${Date.now()}`
  await form.goto(`${baseURL}/`)
  const contact = form.locator('#contact form')
  await contact.getByLabel('Name', { exact: true }).fill('Curious Visitor')
  await contact.getByLabel('Email', { exact: true }).fill('visitor@example.com')
  await contact.getByLabel('Message', { exact: true }).fill(message)
  await waitUntilHumanlyOld(contact)
  await contact.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByText('Message sent successfully!')).toBeVisible()
  await visitor.close()

  const [lead] = queryDb<{ id: number; status: string }>(
    'SELECT id, status FROM contact_messages WHERE message = ?',
    message,
  )
  expect(lead?.status).toBe('new')
  const mail = await mailContaining(message)
  expect(mail).toHaveLength(1)
  expect(mail[0]!.subject).toBe('New contact message from Curious Visitor')
  expect(mail[0]!.headers['reply-to']).toContain('visitor@example.com')
  const link = mail[0]!.text.match(/Open it in the admin: (\S+)/)?.[1]
  expect(link).toBe(`${new URL(baseURL!).origin}/admin/contact-messages/${lead!.id}`)

  // Opened from the mailbox in a browser that is not signed in: the sign-in, then the lead.
  const reader = await browser.newContext({ javaScriptEnabled: false })
  const inbox = await reader.newPage()
  await inbox.goto(link!)
  await expect(inbox).toHaveURL(/\/admin\/login\?redirectTo=/)
  await inbox.getByLabel('Email').fill(E2E.adminEmail)
  await inbox.getByLabel('Password').fill(E2E.adminPassword)
  await inbox.getByRole('button', { name: 'Login' }).click()
  await expect(inbox).toHaveURL(`/admin/contact-messages/${lead!.id}`)
  await expect(inbox.getByRole('dialog').getByText(message)).toBeVisible()
  await reader.close()
})

test('a lead sent from an Arabic page is e-mailed right to left, and the inbox says Arabic @nojs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() },
  })
  const form = await visitor.newPage()
  const message = `نريد فيديو ${Date.now()}`
  await form.goto(`${baseURL}/ar`)
  const contact = form.locator('#contact form')
  await contact.getByLabel('الاسم', { exact: true }).fill('سارة')
  await contact.getByLabel('البريد الإلكتروني', { exact: true }).fill('sara@example.com')
  await contact.getByLabel('الرسالة', { exact: true }).fill(message)
  await waitUntilHumanlyOld(contact)
  await contact.getByRole('button', { name: 'إرسال الرسالة' }).click()
  await expect(form.getByText('تم إرسال رسالتك بنجاح!')).toBeVisible()
  await visitor.close()

  const [lead] = queryDb<{ id: number; language: string }>(
    'SELECT id, language FROM contact_messages WHERE message = ?',
    message,
  )
  expect(lead?.language).toBe('ar')
  const [mail] = await mailContaining(message)
  expect(mail!.subject).toBe('New contact message from \u2068سارة\u2069')
  expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
  expect(mail!.html).toContain('<bdi>سارة</bdi>')

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(E2E.adminEmail)
  await page.getByLabel('Password').fill(E2E.adminPassword)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`/admin/contact-messages/${lead!.id}`)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('lead-language')).toHaveText('Arabic')
  await expect(dialog.locator('bdi', { hasText: 'سارة' })).toBeVisible()
  await expect(dialog.getByText(message)).toHaveAttribute('dir', 'auto')
})
