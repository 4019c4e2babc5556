// The public forms' actions, called as Remix calls them: a real Request with form data.
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import {
  CONSULTATION_LIMIT,
  CONTACT_LIMIT,
  FORM_TOO_LARGE_MESSAGE,
  PUBLIC_FORM_MAX_BYTES,
} from '#app/site/form-limits.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as consultationAction } from '#app/routes/_public.consultation.tsx'
import { action as homeAction } from '#app/routes/_public._index.tsx'
import { action as apiConsultations } from '#app/routes/api.consultations.ts'
import { action as apiContact } from '#app/routes/api.contact.ts'
import { contactMessages, consultations } from '#db/schema.ts'
import type { FormReply } from '#app/lib/form-reply.ts'

type Action = typeof homeAction
type Result = {
  message?: string
  errors?: Record<string, string[]>
  values?: Record<string, string>
}

/** A public form's reply (Conform's) as the form reads it: its message, field errors and values. */
function readReply({ result }: FormReply): Result {
  const { '': form, ...errors } = (result.error ?? {}) as Record<string, string[]>
  return {
    ...(form?.[0] ? { message: form[0] } : {}),
    ...(Object.keys(errors).length ? { errors } : {}),
    ...(result.initialValue ? { values: result.initialValue as Record<string, string> } : {}),
  }
}

/** What a person's browser sends besides the fields: the empty honeypot and a stamp 3 s old. */
function asPerson(fields: Record<string, string>): Record<string, string> {
  return { website: '', form_stamp: issueFormStamp(Date.now() - 3_000), ...fields }
}

async function post(
  action: Action,
  url: string,
  fields: Record<string, string> | Request,
  ip = '203.0.113.7',
) {
  const request =
    fields instanceof Request
      ? fields
      : new Request(url, { method: 'POST', body: new URLSearchParams(asPerson(fields)) })
  const out = (await action({ request, params: {}, context: { clientAddress: ip } })) as unknown
  if (out instanceof Response)
    return { status: out.status, location: out.headers.get('Location'), body: null }
  const d = out as { init: ResponseInit | null; data: FormReply }
  return {
    status: d.init?.status ?? 200,
    location: null,
    body: readReply(d.data),
    headers: new Headers(d.init?.headers),
  }
}

const contact = { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hello there' }
const consultation = { ...contact, phone: '+1 555 0100', redirectTo: '/about?x=1' }

beforeEach(() => resetAllLimits())

describe('contact form action', () => {
  test('stores a valid message and redirects to the success state', async () => {
    const res = await post(homeAction, 'http://x/?index', contact)
    expect(res).toMatchObject({ status: 302, location: '/?contact=sent#contact-sent' })
    const rows = getDb().select().from(contactMessages).all()
    expect(rows).toMatchObject([
      { name: 'Ada', email: 'ada@example.com', phone: null, message: 'Hello there' },
    ])
  })

  test('refuses an invalid email with a field error and keeps what was typed', async () => {
    const res = await post(homeAction, 'http://x/?index', { ...contact, email: 'a@b' })
    expect(res.status).toBe(400)
    expect(res.body?.errors?.email?.[0]).toBe('Enter a valid email address')
    expect(res.body?.values).toMatchObject({ name: 'Ada', email: 'a@b', message: 'Hello there' })
    expect(getDb().select().from(contactMessages).all()).toHaveLength(0)
  })

  test('an over-long message gets a field error naming its limit and keeps what was typed', async () => {
    const long = 'y'.repeat(5_001)
    const res = await post(homeAction, 'http://x/?index', { ...contact, message: long })
    expect(res.status).toBe(400)
    expect(res.body?.errors?.message?.[0]).toBe('Message must be at most 5,000 characters')
    expect(res.body?.values).toMatchObject({ name: 'Ada', message: long })
    expect(getDb().select().from(contactMessages).all()).toHaveLength(0)
  })

  test('a post without the honeypot or with a missing or forged stamp is a bot: success, kept as spam, not notified', async () => {
    const bot = (fields: Record<string, string>) =>
      homeAction({
        request: new Request('http://x/?index', {
          method: 'POST',
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: { clientAddress: '203.0.113.8' },
      })
    const stamp = issueFormStamp(Date.now() - 3_000)
    for (const fields of [
      { ...contact, form_stamp: stamp },
      { ...contact, website: '', form_stamp: `${Date.now() - 3_000}.forged` },
      { ...contact, website: '', form_stamp: `${stamp.slice(0, 13)}.${'A'.repeat(43)}` },
      { ...contact, website: '' },
    ]) {
      const res = (await bot(fields)) as Response
      expect(res.headers.get('Location')).toBe('/?contact=sent#contact-sent')
    }
    const stored = getDb().select().from(contactMessages).all()
    expect(stored.map((m) => m.status)).toEqual(['spam', 'spam', 'spam', 'spam'])
    expect(stored.map((m) => m.sentFast)).toEqual([false, false, false, false])
  })

  test('a genuine stamp sent back sooner than FORM_MIN_FILL_MS is a lead in the inbox, marked sent unusually fast', async () => {
    const send = (stamp: string) =>
      homeAction({
        request: new Request('http://x/?index', {
          method: 'POST',
          body: new URLSearchParams({ ...contact, website: '', form_stamp: stamp }),
        }),
        params: {},
        context: { clientAddress: '203.0.113.9' },
      })
    await send(issueFormStamp(Date.now() - 500))
    await send(issueFormStamp(Date.now() - 2_500))
    const stored = getDb().select().from(contactMessages).orderBy(contactMessages.id).all()
    expect(stored.map((m) => [m.status, m.sentFast])).toEqual([
      ['new', true],
      ['new', false],
    ])
  })

  // A stamp proves one fresh form (docs/security.md, "Spam").
  const sendFrom = (ip: string, stamp: string, message = 'Hello there') =>
    homeAction({
      request: new Request('http://x/?index', {
        method: 'POST',
        body: new URLSearchParams({ ...contact, message, website: '', form_stamp: stamp }),
      }),
      params: {},
      context: { clientAddress: ip },
    })

  test('one stamp replayed from five addresses: only the first post is a lead, the rest are spam', async () => {
    const stamp = issueFormStamp(Date.now() - 5_000)
    for (let i = 1; i <= 5; i++) {
      const res = (await sendFrom(`198.51.100.${i}`, stamp, `Replay ${i}`)) as Response
      expect(res.headers.get('Location')).toBe('/?contact=sent#contact-sent')
    }
    const stored = getDb().select().from(contactMessages).orderBy(contactMessages.id).all()
    expect(stored.map((m) => [m.message, m.status])).toEqual([
      ['Replay 1', 'new'],
      ['Replay 2', 'spam'],
      ['Replay 3', 'spam'],
      ['Replay 4', 'spam'],
      ['Replay 5', 'spam'],
    ])
  })

  test('two stamps of the same millisecond are two forms: each is a lead', async () => {
    const at = Date.now() - 5_000
    await sendFrom('198.51.100.20', issueFormStamp(at), 'First visitor')
    await sendFrom('198.51.100.21', issueFormStamp(at), 'Second visitor')
    const stored = getDb().select().from(contactMessages).all()
    expect(stored.map((m) => m.status)).toEqual(['new', 'new'])
  })

  test('a stamp older than a day is not a person form: spam; one of 23 hours is a lead', async () => {
    const hour = 60 * 60 * 1000
    await sendFrom('198.51.100.30', issueFormStamp(Date.now() - 30 * 24 * hour), 'Thirty days')
    await sendFrom('198.51.100.31', issueFormStamp(Date.now() - 25 * hour), 'A day and more')
    await sendFrom('198.51.100.32', issueFormStamp(Date.now() - 23 * hour), 'Same day')
    const stored = getDb().select().from(contactMessages).orderBy(contactMessages.id).all()
    expect(stored.map((m) => [m.message, m.status])).toEqual([
      ['Thirty days', 'spam'],
      ['A day and more', 'spam'],
      ['Same day', 'new'],
    ])
  })

  test('the memory of used stamps outlives the process: it is in the database', async () => {
    const stamp = issueFormStamp(Date.now() - 5_000)
    await sendFrom('198.51.100.40', stamp, 'Before')
    const rows = getDb()
      .$client.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'form-stamp-used:%'")
      .get() as { n: number }
    expect(rows.n).toBe(1)
  })

  test('a filled honeypot gets the success redirect and goes to the Spam folder', async () => {
    const res = await post(homeAction, 'http://x/?index', { ...contact, website: 'spam.example' })
    expect(res).toMatchObject({ status: 302, location: '/?contact=sent#contact-sent' })
    expect(
      getDb()
        .select()
        .from(contactMessages)
        .all()
        .map((m) => m.status),
    ).toEqual(['spam'])
  })

  test("a person's message is new; links only, or a blocklisted word, is spam", async () => {
    process.env.SPAM_BLOCKLIST = 'casino, cheap-seo.example'
    resetEnv()
    await post(homeAction, 'http://x/?index', contact)
    await post(homeAction, 'http://x/?index', {
      ...contact,
      message: 'https://a.example https://b.example',
    })
    await post(homeAction, 'http://x/?index', { ...contact, message: 'Best CASINO offers for you' })
    await post(homeAction, 'http://x/?index', { ...contact, email: 'x@cheap-seo.example' })
    const statuses = getDb()
      .select()
      .from(contactMessages)
      .all()
      .map((m) => m.status)
    expect(statuses).toEqual(['new', 'spam', 'spam', 'spam'])
    delete process.env.SPAM_BLOCKLIST
    resetEnv()
  })

  test('past the per-address limit it answers 429 with a clear message', async () => {
    for (let i = 0; i < CONTACT_LIMIT.limit.points; i++) {
      expect((await post(homeAction, 'http://x/?index', contact)).status).toBe(302)
    }
    const res = await post(homeAction, 'http://x/?index', contact)
    expect(res.status).toBe(429)
    expect(res.body?.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/)
    expect(Number(res.headers?.get('Retry-After'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await post(homeAction, 'http://x/?index', contact, '198.51.100.1')).status).toBe(302)
    expect(getDb().select().from(contactMessages).all()).toHaveLength(
      CONTACT_LIMIT.limit.points + 1,
    )
  })

  test('a failed save is a 500 with the form’s fallback and the typed values, not a thrown error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    getDb().$client.exec('DROP TABLE contact_messages')
    const res = await post(homeAction, 'http://x/?index', contact)
    expect(res.status).toBe(500)
    // Conform leaves the empty phone out of the values it sends back.
    const { phone: _empty, ...typed } = contact
    expect(res.body).toEqual({
      message: 'Failed to send message',
      values: { ...typed, form_stamp: expect.any(String) },
    })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })

  test('a failed save from an Arabic page says the fallback in Arabic', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    getDb().$client.exec('DROP TABLE consultations')
    const from = { ...consultation, redirectTo: '/ar/about' }
    const res = await post(consultationAction, 'http://x/ar/consultation', from)
    expect([res.status, res.body?.message]).toEqual([500, 'تعذّر إرسال الطلب'])
    logged.mockRestore()
  })

  test('a body that is not form data is a 400, not a crash', async () => {
    const request = new Request('http://x/?index', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    const out = (await homeAction({ request, params: {}, context: {} })) as unknown as {
      init: ResponseInit
    }
    expect(out.init.status).toBe(400)
  })
})

/** A form body sent in chunks with no Content-Length, as a chunked upload arrives. */
function chunkedPost(url: string, fields: Record<string, string>) {
  const bytes = new TextEncoder().encode(new URLSearchParams(asPerson(fields)).toString())
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192))
      controller.close()
    },
  })
  return new Request(url, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  } as RequestInit)
}

describe('body cap', () => {
  const huge = { ...consultation, message: 'x'.repeat(PUBLIC_FORM_MAX_BYTES) }

  test('a declared Content-Length over the cap is a 413 and the body is never read', async () => {
    let pulled = false
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true
          throw new Error('read')
        },
      },
      { highWaterMark: 0 },
    )
    const request = new Request('http://x/?index', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(PUBLIC_FORM_MAX_BYTES + 1),
      },
    } as RequestInit)
    const res = await post(homeAction, '', request)
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ message: FORM_TOO_LARGE_MESSAGE, values: {} })
    expect(pulled).toBe(false)
  })

  test('an undeclared body is counted while read: over the cap is a 413, nothing stored', async () => {
    const res = await post(consultationAction, '', chunkedPost('http://x/consultation', huge))
    expect(res.status).toBe(413)
    expect(res.body?.message).toBe(FORM_TOO_LARGE_MESSAGE)
    expect(getDb().select().from(consultations).all()).toHaveLength(0)

    // Just under the cap is read and stored (the message itself has its own, smaller limit).
    const room =
      PUBLIC_FORM_MAX_BYTES - new URLSearchParams(asPerson(consultation)).toString().length
    const fits = { ...consultation, padding: 'y'.repeat(room - '&padding='.length) }
    const ok = await post(consultationAction, '', chunkedPost('http://x/consultation', fits))
    expect(ok.status).toBe(302)
    expect(getDb().select().from(consultations).all()).toHaveLength(1)
  })

  test('the rate limit is checked first: oversized posts count, and a refused client gets 429', async () => {
    for (let i = 0; i < CONSULTATION_LIMIT.limit.points; i++) {
      const res = await post(consultationAction, '', chunkedPost('http://x/consultation', huge))
      expect(res.status).toBe(413)
    }
    const oversized = await post(consultationAction, '', chunkedPost('http://x/consultation', huge))
    expect(oversized.status).toBe(429)
    const normal = await post(consultationAction, 'http://x/consultation', consultation)
    expect(normal.status).toBe(429)
    // A person who was refused gets back what they typed.
    expect(normal.body?.values).toMatchObject({ name: 'Ada', message: 'Hello there' })
  })
})

describe('consultation action', () => {
  test('stores the request and returns to the page it came from, with the success state', async () => {
    const res = await post(consultationAction, 'http://x/consultation', consultation)
    expect(res).toMatchObject({
      status: 302,
      location: '/about?x=1&consultation=sent#consultation-sent',
    })
    expect(getDb().select().from(consultations).all()).toMatchObject([
      { name: 'Ada', phone: '+1 555 0100', email: 'ada@example.com', message: 'Hello there' },
    ])
  })

  test('requires a phone and never redirects off the site', async () => {
    const missing = await post(consultationAction, 'http://x/consultation', {
      ...consultation,
      phone: ' ',
    })
    expect(missing.status).toBe(400)
    expect(missing.body?.errors?.phone?.[0]).toBe('Phone is required')
    expect(missing.body?.values?.redirectTo).toBe('/about?x=1')

    const offsite = await post(consultationAction, 'http://x/consultation', {
      ...consultation,
      redirectTo: '//evil.example/',
    })
    expect(offsite.location).toBe('/?consultation=sent#consultation-sent')
  })
})

/** A JSON post to an /api route, from the same address as `post()`'s default. */
async function postApi(action: typeof apiContact, url: string, json: object, ip = '203.0.113.7') {
  const request = new Request(url, {
    method: 'POST',
    body: JSON.stringify(json),
    headers: { 'Content-Type': 'application/json' },
  })
  const res = await action({ request, params: {}, context: { clientAddress: ip } })
  return res.status
}

describe('one budget per form per address, whichever door is used', () => {
  test('contact: posts to /api/contact count against the web form, and the other way round', async () => {
    const points = CONTACT_LIMIT.limit.points
    for (let i = 0; i < points - 1; i++) {
      expect(await postApi(apiContact, 'http://x/api/contact', contact)).toBe(201)
    }
    expect((await post(homeAction, 'http://x/?index', contact)).status).toBe(302)
    expect((await post(homeAction, 'http://x/?index', contact)).status).toBe(429)
    expect(await postApi(apiContact, 'http://x/api/contact', contact)).toBe(429)
    // The consultation budget is its own.
    expect((await post(consultationAction, 'http://x/consultation', consultation)).status).toBe(302)
  })

  test('consultation: web posts count against /api/consultations', async () => {
    for (let i = 0; i < CONSULTATION_LIMIT.limit.points; i++) {
      expect((await post(consultationAction, 'http://x/consultation', consultation)).status).toBe(
        302,
      )
    }
    expect(await postApi(apiConsultations, 'http://x/api/consultations', consultation)).toBe(429)
    expect(await postApi(apiConsultations, 'http://x/api/consultations', consultation, '::1')).toBe(
      201,
    )
  })
})
