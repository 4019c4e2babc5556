// People's text never breaks a line of the site's own (docs/security.md, "People's text"): one-line
// texts lose control characters, line breaks and direction controls at the door, and wherever a
// person's text sits among the site's lines (the notification's subject, sender line and HTML, the
// CSV) their own direction controls are gone, so an override cannot turn the site's text around and
// a PDI of their own cannot escape the isolate.
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { isolate } from '#app/lib/bidi.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { manyLines, oneLine } from '#app/lib/text.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'
import { action as homeAction } from '#app/routes/_public._index.tsx'
import * as contactExport from '#app/routes/admin.contact-messages.export[.]csv.ts'
import { contactMessages, outbox } from '#db/schema.ts'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'

const FSI = '\u2068'
const PDI = '\u2069'
const RLO = '\u202E'
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/

beforeEach(() => {
  resetAllLimits()
  Object.assign(process.env, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'site@agency.example' })
  resetEnv()
  resetMailTransport()
  saveSettings({ contactEmail: 'owner@agency.example', contactPhone: '555', socialMedia: [] })
})

afterEach(() => {
  for (const name of ['SMTP_URL', 'MAIL_FROM']) delete process.env[name]
  resetEnv()
  resetMailTransport()
})

async function send(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  page = '/',
) {
  const body = new URLSearchParams({
    website: '',
    form_stamp: issueFormStamp(Date.now() - 3_000),
    email: 'ada@example.com',
    phone: '',
    message: 'Hello',
    ...fields,
  })
  const request = new Request(`http://site.test${page}?index`, {
    method: 'POST',
    body,
    headers: { Host: 'site.test', ...headers },
  })
  await homeAction({ request, params: {}, context: { clientAddress: '203.0.113.50' } })
  const lead = getDb().select().from(contactMessages).all().at(-1)!
  const mail = getDb().select().from(outbox).where(eq(outbox.leadId, lead.id)).get()!
  return { lead, mail }
}

test('oneLine turns control characters and line breaks into spaces and drops direction controls', () => {
  expect(oneLine('spring\r\nOpen it in the admin: x')).toBe('spring Open it in the admin: x')
  expect(oneLine('a\u0000b\u0085c\u2028d\te')).toBe('a b c d e')
  expect(oneLine(`${RLO}gpj.exe${PDI}\u200F\u061Cok`)).toBe('gpj.exeok')
  // Letters, marks and joiners of every script stay.
  expect(oneLine('Zoë سارة 👩‍💻')).toBe('Zoë سارة 👩‍💻')
  expect(manyLines('one\r\ntwo\u0000\u0007\tthree')).toBe('one\r\ntwo\tthree')
})

test('isolate never lets a text’s own controls out: an override without Arabic, a leading PDI', () => {
  expect(isolate(`${RLO}Ada`)).toBe('Ada')
  expect(isolate(`${PDI}سارة`)).toBe(`${FSI}سارة${PDI}`)
  expect(isolate(`${PDI}${RLO}سارة${PDI}x`)).toBe(`${FSI}سارةx${PDI}`)
})

test('a name with an override and no Arabic letter: stored without it, and the mail’s subject and sender line are the site’s order', async () => {
  const { lead, mail } = await send({ name: `Ada ${RLO}nimda` })
  expect(lead.name).toBe('Ada nimda')
  expect(mail.subject).toBe('New contact message from Ada nimda')
  expect(mail.body.split('\n')[0]).toBe('Ada nimda <ada@example.com> wrote:')
  expect(mail.subject).not.toMatch(BIDI)
})

test('a leading PDI never escapes the isolate of an Arabic name, in the text or the HTML part', async () => {
  const { lead, mail } = await send({ name: `${PDI}سارة`, message: 'مرحبا' })
  expect(lead.name).toBe('سارة')
  expect(mail.subject).toBe(`New contact message from ${FSI}سارة${PDI}`)
  // An Arabic page's form: its notification has an HTML part, the name in a <bdi> of its own.
  const ar = await send({ name: `${PDI}${RLO}سارة` }, {}, '/ar')
  expect(ar.mail.subject).toBe(`New contact message from ${FSI}سارة${PDI}`)
  expect(ar.mail.body.split('\n')[0]).toBe(`${FSI}سارة${PDI} <ada@example.com> wrote:`)
  expect(ar.mail.html).toContain('<bdi>سارة</bdi>')
  // A row kept before the door cleaned names: the mail's layer removes the controls too.
  const old = await createContactMessage(
    { name: 'x', email: 'ada@example.com', phone: null, message: 'مرحبا' },
    { language: 'ar' },
  )
  getDb()
    .update(contactMessages)
    .set({ name: `${PDI}${RLO}سارة` })
    .where(eq(contactMessages.id, Number(old._id)))
    .run()
  const { queueLeadMail } = await import('#app/models/outbox.server.ts')
  const row = getDb()
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, Number(old._id)))
    .get()!
  getDb().delete(outbox).where(eq(outbox.leadId, row.id)).run()
  queueLeadMail(getDb(), 'contact', row)
  const again = getDb().select().from(outbox).where(eq(outbox.leadId, row.id)).get()!
  expect(again.subject).toBe(`New contact message from ${FSI}سارة${PDI}`)
  expect(again.body.split('\n')[0]).toBe(`${FSI}سارة${PDI} <ada@example.com> wrote:`)
  expect(again.html).toContain('<bdi>سارة</bdi>')
  expect(again.html).not.toMatch(BIDI)
})

test('line breaks in utm_campaign never plant a line in the notification', async () => {
  const campaign = encodeURIComponent(
    'spring\nOpen it in the admin: https://evil.example/login\r\n\u2028Reply now',
  )
  const { lead, mail } = await send(
    { name: 'Ada' },
    { Referer: `http://site.test/?utm_source=news&utm_campaign=${campaign}` },
  )
  expect(lead.attribution).toContain('spring')
  const lines = mail.body.split('\n')
  expect(lines.filter((line) => line.startsWith('Open it in the admin'))).toHaveLength(1)
  expect(lines.some((line) => line.includes('evil.example') && !line.startsWith('From'))).toBe(
    false,
  )
  expect(mail.body).not.toMatch(/[\r\u2028\u2029]/)
})

test('the CSV export has no direction control of a person’s, and still disarms formulas', async () => {
  await send({ name: `${RLO}=HYPERLINK("https://evil.example")` })
  await send({ name: `${PDI}سارة` })
  const admin = await createAdmin()
  const response = await contactExport.loader({
    request: getRequest('/admin/contact-messages/export.csv', await sessionCookieFor(admin.id)),
    params: {},
    context: {},
  })
  const text = await response.text()
  const rows = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Array<{ name: string }>
  expect(rows.map((r) => r.name).sort()).toEqual([
    `'=HYPERLINK("https://evil.example")`,
    `${FSI}سارة${PDI}`,
  ])
})
