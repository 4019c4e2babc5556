// Where a lead came from (issue 32), shown to the owner: the lead's modal and the inbox list, the
// CSV export, the /api's lead answers, and one line of the notification e-mail.
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { createConsultation } from '#app/models/consultation.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'
import { setAdminLanguage } from '#app/models/user.server.ts'
import * as contactExport from '#app/routes/admin.contact-messages.export[.]csv.ts'
import * as contactList from '#app/routes/admin.contact-messages.tsx'
import * as contactLead from '#app/routes/admin.contact-messages.$id.tsx'
import * as apiConsultations from '#app/routes/api.consultations.ts'
import * as apiContact from '#app/routes/api.contact.ts'
import { admin, body, call } from '#tests/api/helpers.ts'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'

/** A loader's arguments for `path`, asked by the admin whose session `cookie` is. */
const argsWith =
  (cookie: string) =>
  (path: string, params = {}) => ({ request: getRequest(path, cookie), params, context: {} })

const SPRING: LeadAttribution = {
  evidence: 'visits',
  channel: 'Campaign',
  source: 'news',
  medium: null,
  campaign: 'spring',
  referrer: null,
  landingPage: '/detailed-services/video-production',
  lastChannel: 'Campaign',
  lastCampaign: 'spring',
  formPage: '/',
  pagesBefore: 3,
  servicePages: ['/detailed-services/video-production'],
  caseStudies: ['/detailed-projects/harbour-film'],
  timeOnSite: 245,
}
const LINE = 'From: Campaign: campaign spring (news), landed on /detailed-services/video-production'
const lead = { name: 'Ada', email: 'ada@example.com', message: 'We need a launch video.' }

beforeEach(() => {
  Object.assign(process.env, {
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'site@agency.example',
  })
  resetEnv()
  resetMailTransport()
  saveSettings({ contactEmail: 'owner@agency.example', contactPhone: '555', socialMedia: [] })
})

afterEach(() => {
  delete process.env.SMTP_URL
  delete process.env.MAIL_FROM
  resetEnv()
  resetMailTransport()
})

test('the notification e-mail says where the lead came from in one line', async () => {
  await createContactMessage(lead, { attribution: SPRING })
  await createConsultation({ ...lead, phone: '+1 555 0100' }, { attribution: null })
  const bodies = getDb()
    .$client.prepare("SELECT lead_kind, body FROM outbox WHERE purpose = 'notify' ORDER BY id")
    .all() as { lead_kind: string; body: string }[]
  expect(bodies[0]!.body.split('\n')).toContain(LINE)
  // A lead posted to the /api has no snapshot, and its mail no line.
  expect(bodies[1]!.body).not.toMatch(/^From: /m)
})

test('the /api answers a lead with its attribution, and null where none was kept', async () => {
  await createContactMessage(lead, { attribution: SPRING })
  await createConsultation({ ...lead, phone: '+1 555 0100' })
  const { token } = await admin()
  const [message] = await body<Record<string, unknown>[]>(
    await call(apiContact, 'GET', '/api/contact', { token }),
  )
  expect(message).toMatchObject({ name: 'Ada', attribution: SPRING })
  const [consultation] = await body<Record<string, unknown>[]>(
    await call(apiConsultations, 'GET', '/api/consultations', { token }),
  )
  expect(consultation!.attribution).toBeNull()
})

test('the inbox list, the lead and the CSV show the source', async () => {
  const form: LeadAttribution = {
    ...SPRING,
    evidence: 'form',
    channel: null,
    source: null,
    campaign: null,
    landingPage: null,
    lastChannel: null,
    lastCampaign: null,
    formPage: '/about',
    pagesBefore: null,
    servicePages: [],
    caseStudies: [],
    timeOnSite: null,
  }
  const spring = await createContactMessage(lead, { attribution: SPRING })
  const unknown = await createContactMessage({ ...lead, name: 'Bo' }, { attribution: form })
  const cookie = await sessionCookieFor((await createAdmin()).id)
  const args = argsWith(cookie)

  const list = (await contactList.loader(args('/admin/contact-messages'))) as unknown as {
    data: { items: { name: string; source: string | null }[] }
  }
  expect(list.data.items.map((i) => [i.name, i.source])).toEqual([
    ['Bo', 'Source unknown'],
    ['Ada', 'Campaign: campaign spring (news)'],
  ])

  const opened = (await contactLead.loader(
    args(`/admin/contact-messages/${spring._id}`, { id: spring._id }),
  )) as { item: { sourceLine: string; timeOnSite: string; attribution: LeadAttribution } }
  expect(opened.item).toMatchObject({ sourceLine: LINE, timeOnSite: '4 min 05 s' })
  const other = (await contactLead.loader(
    args(`/admin/contact-messages/${unknown._id}`, { id: unknown._id }),
  )) as { item: { sourceLine: string } }
  expect(other.item.sourceLine).toBe('From: source unknown, sent from /about')

  const csv = (await contactExport.loader(args('/admin/contact-messages/export.csv'))) as Response
  const rows = parse(Buffer.from(await csv.arrayBuffer()), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
  expect(rows[1]).toMatchObject({
    name: 'Ada',
    source: 'Campaign: campaign spring (news)',
    channel: 'Campaign',
    utm_source: 'news',
    utm_campaign: 'spring',
    landing_page: '/detailed-services/video-production',
    pages_before: '3',
    time_on_site_s: '245',
    service_pages: '/detailed-services/video-production',
    case_studies: '/detailed-projects/harbour-film',
    evidence: 'visits',
  })
  expect(rows[0]).toMatchObject({ name: 'Bo', source: 'Source unknown', form_page: '/about' })
})

// Issue 34: an Arabic admin read the source, its line and the time on site in English. They are in
// the admin's language now; the e-mail and the CSV keep the English words.
test("an Arabic admin reads the lead's source, its line and its time on site in Arabic", async () => {
  const i = (text: string) => `\u2068${text}\u2069`
  const spring = await createContactMessage(lead, { attribution: SPRING })
  await createContactMessage(
    { ...lead, name: 'Bo' },
    { attribution: { ...SPRING, evidence: 'form', channel: null, formPage: '/about' } },
  )
  const arabic = await createAdmin()
  setAdminLanguage(arabic.id, 'ar')
  const cookie = await sessionCookieFor(arabic.id)
  const args = argsWith(cookie)
  const list = (await contactList.loader(args('/admin/contact-messages'))) as unknown as {
    data: { items: { name: string; source: string | null }[] }
  }
  expect(list.data.items.map((item) => item.source)).toEqual([
    'مصدر غير معروف',
    `حملة: الحملة ${i('spring')} (news)`,
  ])
  const opened = (await contactLead.loader(
    args(`/admin/contact-messages/${spring._id}`, { id: spring._id }),
  )) as { item: { sourceLine: string; timeOnSite: string } }
  expect(opened.item).toMatchObject({
    sourceLine: `المصدر: حملة: الحملة ${i('spring')} (news)، وصل أولًا إلى ${i('/detailed-services/video-production')}`,
    timeOnSite: '4 د 05 ث',
  })
  const mail = getDb()
    .$client.prepare("SELECT body FROM outbox WHERE purpose = 'notify' ORDER BY id LIMIT 1")
    .get() as { body: string }
  expect(mail.body.split('\n')).toContain(LINE)
})
