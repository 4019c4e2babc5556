// The /api and languages beyond the content kinds (issue 34, docs/api.md "Languages"): the site
// settings read in a language say so, and a lead posted with `language` keeps it, answers it, and
// is e-mailed laid out in its direction, through a real SMTP server started by the test. Without
// `language` or `?locale`, every payload and answer is the one of before.
import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { getSettings, saveSettings } from '#app/models/settings.server.ts'
import { sendDueMail } from '#app/models/outbox.server.ts'
import * as consultations from '#app/routes/api.consultations.ts'
import * as contact from '#app/routes/api.contact.ts'
import * as settings from '#app/routes/api.settings.ts'
import { consultations as consultationRows, contactMessages } from '#db/schema.ts'
import { freePort, startMailServer, type Received } from '#tests/support/mail-server.ts'
import { admin, body, call, tableCounts } from './helpers.ts'

type Item = Record<string, unknown>

const SETTINGS = {
  contactEmail: 'owner@agency.example',
  contactPhone: '+966 50 000 0000',
  socialMedia: [{ platform: 'Instagram' as const, url: 'https://instagram.com/agency' }],
}

beforeEach(() => resetAllLimits())

describe('/api/settings with ?locale', () => {
  test('the same settings, saying the language; without it the bytes of before', async () => {
    saveSettings(SETTINGS)
    const plain = await call(settings, 'GET', '/api/settings')
    expect(await plain.text()).toBe(JSON.stringify(getSettings()))
    expect(await body(await call(settings, 'GET', '/api/settings?locale=ar'))).toEqual({
      ...SETTINGS,
      locale: 'ar',
      fallbackLocale: 'en',
      untranslated: [],
    })
    const bad = await call(settings, 'GET', '/api/settings?locale=fr')
    expect([bad.status, await body(bad)]).toEqual([
      400,
      {
        message: 'The locale must be "en" or "ar".',
        errors: { locale: 'The locale must be "en" or "ar".' },
      },
    ])
  })

  test('a save in a language is the save of before, answered with the language', async () => {
    const { token } = await admin()
    const saved = await call(settings, 'POST', '/api/settings?locale=ar', { token, json: SETTINGS })
    expect([saved.status, await body(saved)]).toEqual([
      200,
      { ...SETTINGS, locale: 'ar', fallbackLocale: 'en', untranslated: [] },
    ])
    const before = await call(settings, 'POST', '/api/settings', { token, json: SETTINGS })
    expect(await before.text()).toBe(JSON.stringify(SETTINGS))
  })
})

describe('a lead posted with its language', () => {
  const lead = { name: 'سارة', email: 'sara@example.com', phone: '', message: 'نريد فيديو' }
  const languages = () =>
    getDb()
      .select({ name: contactMessages.name, language: contactMessages.language })
      .from(contactMessages)
      .all()

  test('is kept with it and answered with it; one without says none, as before', async () => {
    expect(
      (await call(contact, 'POST', '/api/contact', { json: { ...lead, language: 'ar' } })).status,
    ).toBe(201)
    expect(
      (
        await call(contact, 'POST', '/api/contact', {
          json: { ...lead, name: 'Ada', language: null },
        })
      ).status,
    ).toBe(201)
    await call(contact, 'POST', '/api/contact', { json: { ...lead, name: 'Bo' } })
    await call(consultations, 'POST', '/api/consultations', {
      json: { ...lead, phone: '+966 50 000 0000', language: 'en' },
    })
    expect(languages()).toEqual([
      { name: 'سارة', language: 'ar' },
      { name: 'Ada', language: null },
      { name: 'Bo', language: null },
    ])
    expect(
      getDb().select({ language: consultationRows.language }).from(consultationRows).all(),
    ).toEqual([{ language: 'en' }])

    const { token } = await admin()
    const list = await body<Item[]>(await call(contact, 'GET', '/api/contact', { token }))
    expect(list.map((m) => [m.name, m.language])).toEqual([
      ['Bo', undefined],
      ['Ada', undefined],
      ['سارة', 'ar'],
    ])
    expect(Object.keys(list[0]!)).not.toContain('language')
    const [request] = await body<Item[]>(
      await call(consultations, 'GET', '/api/consultations', { token }),
    )
    expect(request!.language).toBe('en')
  })

  test('another language is a 400 naming it, and nothing is stored', async () => {
    const res = await call(contact, 'POST', '/api/contact', { json: { ...lead, language: 'fr' } })
    expect([res.status, await body(res)]).toEqual([
      400,
      {
        message: 'The language must be "en" or "ar".',
        errors: { language: 'The language must be "en" or "ar".' },
      },
    ])
    expect(tableCounts()).toMatchObject({ contact_messages: 0, outbox: 0 })
  })
})

describe("an Arabic lead's notification, through a real mail server", () => {
  let smtp: { close: () => Promise<void> } | undefined
  let received: Received[] = []

  beforeEach(async () => {
    received = []
    const port = await freePort()
    smtp = await startMailServer(port, received)
    Object.assign(process.env, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'site@agency.example',
    })
    resetEnv()
    resetMailTransport()
    saveSettings(SETTINGS)
  })

  afterEach(async () => {
    await smtp?.close()
    for (const name of ['SMTP_URL', 'MAIL_FROM']) delete process.env[name]
    resetEnv()
    resetMailTransport()
  })

  test('is laid out right to left; one posted without a language is text only, as before', async () => {
    await call(consultations, 'POST', '/api/consultations', {
      json: {
        name: 'سارة',
        phone: '+966 50 000 0000',
        email: 'sara@example.com',
        message: 'نريد فيلمًا قصيرًا',
        language: 'ar',
      },
    })
    await call(contact, 'POST', '/api/contact', {
      json: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    })
    expect(await sendDueMail()).toEqual({ sent: 2, failed: 0 })
    const mails = await Promise.all(received.map(({ raw }) => simpleParser(raw)))
    const arabic = mails.find((m) => m.subject?.startsWith('New consultation request'))!
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.html).toContain('<body dir="rtl" style="text-align:start">')
    expect(arabic.html).toContain('<bdi>سارة</bdi>')
    expect(arabic.html).toContain('<bdi dir="ltr">+966 50 000 0000</bdi>')
    expect(arabic.html).toContain('>نريد فيلمًا قصيرًا</p>')
    expect(arabic.text).toContain('نريد فيلمًا قصيرًا')

    const english = mails.find((m) => m.subject === 'New contact message from Ada')!
    expect(english.html).toBe(false)
    expect(english.text).toContain('Hello')
  })
})
