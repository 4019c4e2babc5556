import { beforeEach, describe, expect, test } from 'vitest'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import * as consultations from '#app/routes/api.consultations.ts'
import * as consultationOne from '#app/routes/api.consultations.$id.ts'
import * as contact from '#app/routes/api.contact.ts'
import * as contactOne from '#app/routes/api.contact.$id.ts'
import { admin, body, call, tableCounts } from './helpers.ts'

beforeEach(() => resetAllLimits())

const message = { name: 'Sam', email: 'sam@example.com', phone: '', message: 'Hello' }
const request = { name: 'Kim', phone: '+1 555 0100', email: 'kim@example.com', message: 'Call me' }

describe('/api/contact', () => {
  test('anyone can send; the admin lists newest first and deletes', async () => {
    const sent = await call(contact, 'POST', '/api/contact', { json: message })
    expect([sent.status, await body(sent)]).toEqual([
      201,
      { message: 'Message sent successfully!' },
    ])
    await call(contact, 'POST', '/api/contact', { json: { ...message, name: 'Lee', phone: '123' } })

    const { token } = await admin()
    const list = await body<Record<string, unknown>[]>(
      await call(contact, 'GET', '/api/contact', { token }),
    )
    expect(list).toEqual([
      {
        _id: expect.any(String),
        name: 'Lee',
        email: 'sam@example.com',
        phone: '123',
        message: 'Hello',
        status: 'new',
        createdAt: expect.any(String),
        // Issue 32: a lead posted to the /api has no attribution snapshot.
        attribution: null,
      },
      expect.objectContaining({ name: 'Sam', phone: null }),
    ])
    const params = { id: String(list[0]!._id) }
    const del = await call(contactOne, 'DELETE', '/x', { token, params })
    expect(await body(del)).toEqual({ message: 'Message deleted successfully.' })
    const again = await call(contactOne, 'DELETE', '/x', { token, params })
    expect([again.status, await body(again)]).toEqual([404, { message: 'Message not found.' }])
  })

  test('name, email and message required; email format', async () => {
    const res = await call(contact, 'POST', '/api/contact', { json: { email: 'nope' } })
    expect(res.status).toBe(400)
    expect((await body(res)).errors).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      message: 'Message is required',
    })
  })

  test('rate limited per address with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await call(contact, 'POST', '/api/contact', { json: message })).status).toBe(201)
    }
    const before = tableCounts()
    const limited = await call(contact, 'POST', '/api/contact', { json: message })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await body(limited)).toEqual({ message: 'Too many requests. Please try again later.' })
    expect(tableCounts()).toEqual(before)
    const elsewhere = await call(contact, 'POST', '/api/contact', { json: message, ip: '10.0.0.9' })
    expect(elsewhere.status).toBe(201)
  })
})

describe('/api/consultations', () => {
  test('anyone can request; the admin lists newest first and deletes', async () => {
    const sent = await call(consultations, 'POST', '/api/consultations', { json: request })
    expect([sent.status, await body(sent)]).toEqual([
      201,
      { message: 'Consultation request sent successfully!' },
    ])
    await call(consultations, 'POST', '/api/consultations', { json: { ...request, name: 'Zed' } })
    const { token } = await admin()
    const list = await body<Record<string, unknown>[]>(
      await call(consultations, 'GET', '/api/consultations', { token }),
    )
    expect(list.map((c) => c.name)).toEqual(['Zed', 'Kim'])
    expect(list[1]).toEqual({
      ...request,
      _id: expect.any(String),
      status: 'new',
      createdAt: expect.any(String),
      attribution: null,
    })

    const params = { id: String(list[0]!._id) }
    const del = await call(consultationOne, 'DELETE', '/x', { token, params })
    expect(await body(del)).toEqual({ message: 'Consultation request deleted successfully.' })
    const again = await call(consultationOne, 'DELETE', '/x', { token, params })
    expect([again.status, await body(again)]).toEqual([
      404,
      { message: 'Consultation request not found.' },
    ])
  })

  test('every field is required', async () => {
    const res = await call(consultations, 'POST', '/api/consultations', { json: {} })
    expect(Object.keys((await body(res)).errors as object)).toEqual([
      'name',
      'phone',
      'email',
      'message',
    ])
  })

  test('rate limited per address', async () => {
    for (let i = 0; i < 5; i++) await call(consultations, 'POST', '/x', { json: request })
    const limited = await call(consultations, 'POST', '/x', { json: request })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
  })
})

describe('statuses through the /api', () => {
  test('PUT sets the status; ?status= filters; spam only when asked for', async () => {
    await call(contact, 'POST', '/api/contact', { json: message })
    await call(contact, 'POST', '/api/contact', { json: { ...message, name: 'Lee' } })
    const { token } = await admin()
    const [lee, sam] = await body<{ _id: string }[]>(
      await call(contact, 'GET', '/api/contact', { token }),
    )
    const put = (id: string, json: unknown) =>
      call(contactOne, 'PUT', '/x', { token, params: { id }, json })

    const replied = await put(lee!._id, { status: 'replied' })
    expect([replied.status, (await body(replied)).status]).toEqual([200, 'replied'])
    expect(
      ((await body(await put(sam!._id, { status: 'spam' }))) as { status: string }).status,
    ).toBe('spam')
    const names = async (query: string) =>
      (
        await body<{ name: string }[]>(
          await call(contact, 'GET', `/api/contact${query}`, { token }),
        )
      ).map((m) => m.name)
    expect(await names('')).toEqual(['Lee'])
    expect(await names('?status=spam')).toEqual(['Sam'])
    expect(await names('?status=replied')).toEqual(['Lee'])
    expect(await names('?status=new')).toEqual([])

    const bad = await put(lee!._id, { status: 'deleted' })
    expect(bad.status).toBe(400)
    expect((await body(bad)).errors).toEqual({
      status: 'Status must be one of: new, read, replied, archived, spam',
    })
    const badFilter = await call(contact, 'GET', '/api/contact?status=x', { token })
    expect(badFilter.status).toBe(400)
    const missing = await put('999999', { status: 'read' })
    expect([missing.status, await body(missing)]).toEqual([404, { message: 'Message not found.' }])
    const anonymous = await call(contactOne, 'PUT', '/x', {
      params: { id: lee!._id },
      json: { status: 'read' },
    })
    expect(anonymous.status).toBe(401)
  })

  test('a consultation request changes status the same way', async () => {
    await call(consultations, 'POST', '/api/consultations', { json: request })
    const { token } = await admin()
    const [kim] = await body<{ _id: string }[]>(
      await call(consultations, 'GET', '/api/consultations', { token }),
    )
    const archived = await call(consultationOne, 'PUT', '/x', {
      token,
      params: { id: kim!._id },
      json: { status: 'archived' },
    })
    expect((await body(archived)).status).toBe('archived')
  })
})
