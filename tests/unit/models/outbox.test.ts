// Store first, then notify, against a real SMTP server (smtp-server) started by the test: the lead
// is saved while the mail server is down, the mail goes out once it is up (after a "restart" of the
// app in between), exactly once, and never for spam.
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { outbox } from '#db/schema.ts'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { createSession } from '#app/auth/session.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { createConsultation } from '#app/models/consultation.server.ts'
import { createContactMessage, listContactMessages } from '#app/models/contact-message.server.ts'
import * as contactRoute from '#app/routes/api.contact.ts'
import { admin, call } from '#tests/api/helpers.ts'
import { setLeadStatus } from '#app/models/leads.server.ts'
import { MAX_ATTEMPTS, outboxState, sendDueMail } from '#app/models/outbox.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'
import { freePort, startMailServer, type Received } from '#tests/support/mail-server.ts'

let received: Received[] = []
let smtp: { close: () => Promise<void> } | undefined
let port = 0

async function startSmtp() {
  smtp = await startMailServer(port, received)
}

async function stopSmtp() {
  await smtp?.close()
  smtp = undefined
}

const lead = { name: 'Ada', email: 'ada@example.com', message: 'We need a launch video.' }
const later = () => new Date(Date.now() + 2 * 60 * 60_000)

beforeEach(async () => {
  received = []
  port = await freePort()
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'site@agency.example',
    SITE_URL: 'https://agency.example',
  })
  resetEnv()
  resetMailTransport()
  saveSettings({ contactEmail: 'owner@agency.example', contactPhone: '555', socialMedia: [] })
})

afterEach(async () => {
  await stopSmtp()
  for (const name of ['SMTP_URL', 'MAIL_FROM', 'SITE_URL', 'CONFIRMATION_EMAIL']) {
    delete process.env[name]
  }
  resetEnv()
  resetMailTransport()
})

test('a lead is stored while the mail server is down, and mailed once it is back, after a restart', async () => {
  // The visitor's submission is answered at once, mail server or not.
  const answer = await call(contactRoute, 'POST', '/api/contact', { json: lead })
  expect(answer.status).toBe(201)
  const [message] = listContactMessages()
  expect(message!.status).toBe('new')
  expect(await sendDueMail()).toEqual({ sent: 0, failed: 1 })
  expect(outboxState()).toEqual({ waiting: 1, failed: 0 })

  // The app restarts (a new connection and transport); the mail server comes up.
  closeDb()
  resetMailTransport()
  await startSmtp()
  // Not yet due: the retry waits (30 s after the first failure).
  expect(await sendDueMail()).toEqual({ sent: 0, failed: 0 })
  expect(await sendDueMail(later())).toEqual({ sent: 1, failed: 0 })
  expect(await sendDueMail(later())).toEqual({ sent: 0, failed: 0 })

  expect(received).toHaveLength(1)
  const [mail] = received
  expect(mail!.to).toEqual(['owner@agency.example'])
  expect(mail!.raw).toMatch(/^Subject: New contact message from Ada/m)
  expect(mail!.raw).toMatch(/^Reply-To: ada@example.com/m)
  expect(mail!.raw).toContain('We need a launch video.')
  expect(mail!.raw).toContain(`https://agency.example/admin/contact-messages/${message!._id}`)
  expect(outboxState()).toEqual({ waiting: 0, failed: 0 })
})

test('a mail the server keeps refusing is given up after MAX_ATTEMPTS tries, and said so', async () => {
  await call(contactRoute, 'POST', '/api/contact', { json: lead })
  let now = Date.now()
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    expect(await sendDueMail(new Date(now))).toEqual({ sent: 0, failed: 1 })
    now += 2 * 60 * 60_000
  }
  expect(outboxState()).toEqual({ waiting: 0, failed: 1 })
  // The mail server back: a given-up mail is not sent again.
  await startSmtp()
  expect(await sendDueMail(new Date(now))).toEqual({ sent: 0, failed: 0 })
  expect(received).toHaveLength(0)
})

test('exactly one mail per submission; spam is never mailed until it is moved back', async () => {
  await startSmtp()
  await createContactMessage(lead)
  await createConsultation({ ...lead, phone: '+1 555 0100' })
  const spam = await createContactMessage(lead, { suspicious: true })
  await sendDueMail()
  await sendDueMail(later())
  expect(received.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual([
    'New contact message from Ada',
    'New consultation request from Ada',
  ])

  setLeadStatus('contact', Number(spam._id), 'new')
  setLeadStatus('contact', Number(spam._id), 'spam')
  setLeadStatus('contact', Number(spam._id), 'new')
  await sendDueMail()
  expect(received).toHaveLength(3)
})

test('the visitor gets a confirmation only when CONFIRMATION_EMAIL is on', async () => {
  await startSmtp()
  process.env.CONFIRMATION_EMAIL = 'true'
  resetEnv()
  await createContactMessage(lead)
  await sendDueMail()
  expect(received.map((m) => m.to[0]).sort()).toEqual(['ada@example.com', 'owner@agency.example'])
})

test('without SMTP settings nothing is queued or sent, and the submission still works', async () => {
  delete process.env.SMTP_URL
  resetEnv()
  resetMailTransport()
  expect((await createContactMessage(lead)).status).toBe('new')
  expect(await sendDueMail()).toEqual({ sent: 0, failed: 0 })
  expect(outboxState()).toEqual({ waiting: 0, failed: 0 })
})

const notifications = () =>
  getDb()
    .select()
    .from(outbox)
    .all()
    .filter((m) => m.purpose === 'notify')

test('a lead sent unusually fast is notified, marked so in the subject and the text', async () => {
  await createContactMessage(lead, { fast: true })
  const [mail] = notifications()
  expect(mail!.subject).toBe('New contact message from Ada (sent unusually fast)')
  expect(mail!.body).toContain('sent unusually fast')
})

describe('the link to the lead is absolute, and never from the lead request', () => {
  const linkIn = (body: string) => body.match(/^Open it in the admin: (.*)$/m)?.[1]

  test('without SITE_URL and without a sign-in, the e-mail says in plain words what to do', async () => {
    delete process.env.SITE_URL
    resetEnv()
    await call(contactRoute, 'POST', '/api/contact', {
      json: lead,
      headers: { Host: 'evil.example' },
    })
    const [mail] = notifications()
    expect(mail!.body).toMatch(
      /^Open it in the admin: \/admin\/contact-messages\/\d+ in the admin/m,
    )
    expect(mail!.body).toContain('ask whoever runs the site to set that address')
    // The owner reads it: no setting's name, no file of the repository (issue 50).
    expect(mail!.body).not.toMatch(/[A-Z]+_[A-Z]+|README/)
    expect(mail!.body).not.toContain('evil.example')
  })

  test('without SITE_URL it is the origin an admin last signed in at, whatever Host the lead came with', async () => {
    delete process.env.SITE_URL
    resetEnv()
    const { user } = await admin()
    await createSession(
      user.id,
      new Request('https://agency.example/admin/login', { method: 'POST' }),
    )
    await call(contactRoute, 'POST', '/api/contact', {
      json: lead,
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    })
    const { _id } = listContactMessages()[0]!
    expect(linkIn(notifications()[0]!.body)).toBe(
      `https://agency.example/admin/contact-messages/${_id}`,
    )
  })

  test('SITE_URL wins over where an admin signed in', async () => {
    const { user } = await admin()
    await createSession(user.id, new Request('http://127.0.0.1:3000/admin/login'))
    const row = await createConsultation({ ...lead, phone: '+1 555 0100' })
    expect(linkIn(notifications()[0]!.body)).toBe(
      `https://agency.example/admin/consultations/${row._id}`,
    )
  })
})
