// The public forms' actions, called as Remix calls them: a real Request with form data.
import { beforeEach, describe, expect, test } from 'vitest'
import { getDb } from '#app/lib/db.server.ts'
import { PUBLIC_FORM_LIMIT } from '#app/lib/public-form.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as consultationAction } from '#app/routes/_public.consultation.tsx'
import { action as homeAction } from '#app/routes/_public._index.tsx'
import { contactMessages, consultations } from '#db/schema.ts'

type Action = typeof homeAction
type Result = {
  status: string
  message?: string
  errors?: Record<string, string[]>
  values?: Record<string, string>
}

async function post(
  action: Action,
  url: string,
  fields: Record<string, string>,
  ip = '203.0.113.7',
) {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) })
  const out = (await action({ request, params: {}, context: { clientAddress: ip } })) as unknown
  if (out instanceof Response)
    return { status: out.status, location: out.headers.get('Location'), body: null }
  const d = out as { init: ResponseInit | null; data: Result }
  return {
    status: d.init?.status ?? 200,
    location: null,
    body: d.data,
    headers: new Headers(d.init?.headers),
  }
}

const contact = { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hello there' }
const consultation = { ...contact, phone: '+1 555 0100', redirectTo: '/about?x=1' }

beforeEach(() => resetAllLimits())

describe('contact form action', () => {
  test('stores a valid message and redirects to the success state', async () => {
    const res = await post(homeAction, 'http://x/?index', contact)
    expect(res).toMatchObject({ status: 302, location: '/?contact=sent#contact' })
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

  test('a filled honeypot gets the success redirect and nothing is stored', async () => {
    const res = await post(homeAction, 'http://x/?index', { ...contact, website: 'spam.example' })
    expect(res).toMatchObject({ status: 302, location: '/?contact=sent#contact' })
    expect(getDb().select().from(contactMessages).all()).toHaveLength(0)
  })

  test('past the per-address limit it answers 429 with a clear message', async () => {
    for (let i = 0; i < PUBLIC_FORM_LIMIT.points; i++) {
      expect((await post(homeAction, 'http://x/?index', contact)).status).toBe(302)
    }
    const res = await post(homeAction, 'http://x/?index', contact)
    expect(res.status).toBe(429)
    expect(res.body?.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/)
    expect(Number(res.headers?.get('Retry-After'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await post(homeAction, 'http://x/?index', contact, '198.51.100.1')).status).toBe(302)
    expect(getDb().select().from(contactMessages).all()).toHaveLength(PUBLIC_FORM_LIMIT.points + 1)
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

describe('consultation action', () => {
  test('stores the request and returns to the page it came from, with the success state', async () => {
    const res = await post(consultationAction, 'http://x/consultation', consultation)
    expect(res).toMatchObject({ status: 302, location: '/about?x=1&consultation=sent' })
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
    expect(offsite.location).toBe('/?consultation=sent')
  })
})
