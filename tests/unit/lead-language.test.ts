// The visitor's language is kept with the lead (issue 34): the language of the page the form was
// sent from is stored, shown in the inbox and the CSV; an Arabic name or message is isolated in the
// CSV and the mail's text, and the notification of an Arabic lead has an HTML version laid out
// right to left.
import { parse } from 'csv-parse/sync'
import { beforeEach, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { spreadsheetSafe } from '#app/lib/csv.server.ts'
import { isolate } from '#app/lib/bidi.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'
import { action as consultationAction } from '#app/routes/_public.consultation.tsx'
import { action as homeAction } from '#app/routes/_public._index.tsx'
import * as contactExport from '#app/routes/admin.contact-messages.export[.]csv.ts'
import * as contactInbox from '#app/routes/admin.contact-messages.tsx'
import { consultations, contactMessages, outbox } from '#db/schema.ts'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'

const FSI = '\u2068'
const PDI = '\u2069'

beforeEach(() => resetAllLimits())

async function post(action: typeof homeAction, url: string, fields: Record<string, string>) {
  const body = new URLSearchParams({
    website: '',
    form_stamp: issueFormStamp(Date.now() - 3_000),
    ...fields,
  })
  const request = new Request(url, { method: 'POST', body })
  return action({ request, params: {}, context: { clientAddress: '203.0.113.9' } })
}

const arabic = { name: 'سارة', email: 'sara@example.com', phone: '', message: 'نريد فيديو' }

test('the language of the page a form was sent from is stored with the lead', async () => {
  await post(homeAction, 'http://x/ar?index', arabic)
  await post(homeAction, 'http://x/?index', { ...arabic, name: 'Ada', message: 'Hello' })
  expect(
    getDb()
      .select({ name: contactMessages.name, language: contactMessages.language })
      .from(contactMessages)
      .all(),
  ).toEqual([
    { name: 'سارة', language: 'ar' },
    { name: 'Ada', language: 'en' },
  ])
  // The consultation modal posts to one address from every page and says where it was opened.
  await post(consultationAction, 'http://x/consultation', {
    ...arabic,
    phone: '+966 50 000 0000',
    redirectTo: '/ar/services',
  })
  await post(consultationAction, 'http://x/consultation', {
    ...arabic,
    phone: '+966 50 000 0000',
    redirectTo: '/about',
  })
  expect(
    getDb()
      .select({ language: consultations.language })
      .from(consultations)
      .all()
      .map((r) => r.language),
  ).toEqual(['ar', 'en'])
})

test('the inbox says the language; the CSV has it and isolates an Arabic name and message', async () => {
  await createContactMessage(arabic, { language: 'ar' })
  await createContactMessage({ ...arabic, name: 'Zoë', message: 'Hi' }, { language: 'en' })
  await createContactMessage({ ...arabic, name: 'Api', message: 'Hi' })
  const cookie = await sessionCookieFor((await createAdmin()).id)

  const list = (await contactInbox.loader({
    request: getRequest('/admin/contact-messages', cookie),
    params: {},
    context: {},
  })) as unknown as { data: { items: { name: string; languageName: string | null }[] } }
  expect(list.data.items.map((i) => [i.name, i.languageName])).toEqual([
    ['Api', null],
    ['Zoë', 'English'],
    ['سارة', 'Arabic'],
  ])

  const response = (await contactExport.loader({
    request: getRequest('/admin/contact-messages/export.csv', cookie),
    params: {},
    context: {},
  })) as Response
  const rows = parse(Buffer.from(await response.arrayBuffer()), {
    bom: true,
    columns: true,
  }) as Record<string, string>[]
  expect(rows.map((r) => [r.name, r.message, r.language])).toEqual([
    ['Api', 'Hi', ''],
    ['Zoë', 'Hi', 'en'],
    [`${FSI}سارة${PDI}`, `${FSI}نريد فيديو${PDI}`, 'ar'],
  ])
})

test('an isolated cell that hides a formula is still disarmed', () => {
  expect(spreadsheetSafe(isolate('=HYPERLINK("x")ع'))).toBe(`'${FSI}=HYPERLINK("x")ع${PDI}`)
  expect(isolate('Ada')).toBe('Ada')
})

test("an Arabic lead's notification is laid out right to left; an English one is text only", async () => {
  Object.assign(process.env, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'site@agency.example' })
  resetEnv()
  resetMailTransport()
  try {
    saveSettings({ contactEmail: 'owner@agency.example', contactPhone: '555', socialMedia: [] })
    const sara = await createContactMessage(
      { ...arabic, phone: '+966 50 000 0000', message: 'نريد <فيديو>' },
      { language: 'ar' },
    )
    const ada = await createContactMessage({ ...arabic, name: 'Ada' }, { language: 'en' })
    const mail = (id: string) =>
      getDb()
        .select()
        .from(outbox)
        .where(eq(outbox.leadId, Number(id)))
        .get()!

    const rtl = mail(sara._id)
    expect(rtl.subject).toBe(`New contact message from ${FSI}سارة${PDI}`)
    expect(rtl.body.split('\n')[0]).toBe(
      `${FSI}سارة${PDI} <sara@example.com>, +966 50 000 0000 wrote:`,
    )
    expect(rtl.html).toContain('<html lang="ar" dir="rtl">')
    expect(rtl.html).toContain('<bdi>سارة</bdi> &lt;<bdi dir="ltr">sara@example.com</bdi>&gt;')
    expect(rtl.html).toContain('<bdi dir="ltr">+966 50 000 0000</bdi>')
    expect(rtl.html).toContain('>نريد &#60;فيديو&#62;</p>')

    const ltr = mail(ada._id)
    expect(ltr.subject).toBe('New contact message from Ada')
    expect(ltr.html).toBeNull()
  } finally {
    for (const name of ['SMTP_URL', 'MAIL_FROM']) delete process.env[name]
    resetEnv()
    resetMailTransport()
  }
})

test("an Arabic page's form says what is wrong with each field from the Arabic dictionary", async () => {
  const refused = (await post(homeAction, 'http://x/ar?index', {
    name: ' ',
    email: 'sara@b',
    phone: '',
    message: 'م'.repeat(5001),
  })) as unknown as { data: { result: { error: Record<string, string[]> } } }
  expect(refused.data.result.error).toEqual({
    name: ['يلزم إدخال الاسم'],
    email: ['أدخل عنوان بريد إلكتروني صحيحًا'],
    message: ['الرسالة: 5,000 حرف على الأكثر'],
  })
  // The English page's messages are as they were.
  const english = (await post(homeAction, 'http://x/?index', {
    name: ' ',
    email: 'sara@b',
    phone: '',
    message: 'Hi',
  })) as unknown as { data: { result: { error: Record<string, string[]> } } }
  expect(english.data.result.error).toEqual({
    name: ['Name is required'],
    email: ['Enter a valid email address'],
  })
})
