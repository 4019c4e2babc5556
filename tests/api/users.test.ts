import { beforeEach, describe, expect, test } from 'vitest'
import { apiTokens } from '#db/schema.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { LOGIN_LIMIT_EMAIL } from '#app/auth/login.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as login, loader as loginGet } from '#app/routes/api.users.login.ts'
import { action as logout } from '#app/routes/api.users.logout.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import { ADMIN, context, createAdmin } from '#tests/support/auth.ts'

const URL_LOGIN = 'http://localhost/api/users/login'

function post(body: BodyInit, headers: HeadersInit = { 'Content-Type': 'application/json' }) {
  return login({
    request: new Request(URL_LOGIN, { method: 'POST', body, headers }),
    params: {},
    context,
  })
}
const postJson = (value: unknown) => post(JSON.stringify(value))

function logoutWith(token?: string) {
  const headers: HeadersInit = token ? { Authorization: `Bearer ${token}` } : {}
  return logout({
    request: new Request('http://localhost/api/users/logout', { method: 'POST', headers }),
    params: {},
    context,
  })
}

function thrown(run: () => unknown): Response {
  try {
    run()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown Response')
}

const bearer = (token: string) =>
  new Request('http://localhost/api/services', { headers: { Authorization: `Bearer ${token}` } })

let admin: PublicUser
beforeEach(async () => {
  resetAllLimits()
  admin = await createAdmin()
})

describe('POST /api/users/login', () => {
  test('right credentials answer the user and a working token', async () => {
    const response = await postJson({ email: ADMIN.email, password: ADMIN.password })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['_id', 'email', 'name', 'token'])
    expect(body).toMatchObject({ _id: String(admin.id), name: ADMIN.name, email: ADMIN.email })
    expect(body.token).toMatch(/^[\w-]{40,}$/)
    expect(requireApiUser(bearer(body.token))).toEqual(admin)
    const [row] = getDb().select().from(apiTokens).all()
    expect(row?.tokenHash).not.toBe(body.token)
  })

  test('wrong credentials answer 401 with the message, known address or not', async () => {
    for (const email of [ADMIN.email, 'nobody@example.com']) {
      const response = await postJson({ email, password: 'wrong password' })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid email or password' })
    }
    expect(getDb().select().from(apiTokens).all()).toHaveLength(0)
  })

  test('missing fields answer 400 with a message per field', async () => {
    const response = await postJson({ email: '' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Email is required',
      errors: { email: 'Email is required', password: 'Password is required' },
    })
    const notAnObject = await postJson(['x'])
    expect(notAnObject.status).toBe(400)
    expect((await notAnObject.json()).message).toBe('The request body must be a JSON object.')
  })

  test('malformed JSON answers 400', async () => {
    const response = await post('{"email": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body must be valid JSON.' })
  })

  test('a body over 1 MiB answers 413, declared or not', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) })
    const declared = await post(big)
    expect(declared.status).toBe(413)
    expect((await declared.json()).message).toBeTypeOf('string')
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const undeclared = await login({
      request: new Request(URL_LOGIN, {
        method: 'POST',
        body: stream,
        // Node's fetch needs this for a streamed body.
        duplex: 'half',
      }),
      params: {},
      context,
    })
    expect(undeclared.status).toBe(413)
  })

  test('other methods answer 405', async () => {
    const get = await loginGet({
      request: new Request(URL_LOGIN),
      params: {},
      context,
    })
    expect(get.status).toBe(405)
    const put = await login({
      request: new Request(URL_LOGIN, { method: 'PUT', body: '{}' }),
      params: {},
      context,
    })
    expect(put.status).toBe(405)
    expect(put.headers.get('Allow')).toBe('POST, OPTIONS')
  })

  test('repeated failures answer 429 with Retry-After, shared with the sign-in form', async () => {
    for (let i = 0; i < LOGIN_LIMIT_EMAIL.points; i++) {
      expect((await postJson({ email: ADMIN.email, password: `guess ${i}` })).status).toBe(401)
    }
    const response = await postJson({ email: ADMIN.email, password: ADMIN.password })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await response.json()).message).toMatch(/Too many sign-in attempts/)
  })
})

describe('POST /api/users/logout', () => {
  test('revokes the token it is called with; the token then answers 401', async () => {
    const { token } = await (
      await postJson({ email: ADMIN.email, password: ADMIN.password })
    ).json()
    const response = await logoutWith(token)
    expect(response.status).toBe(200)
    expect((await response.json()).message).toBeTypeOf('string')
    expect(thrown(() => requireApiUser(bearer(token))).status).toBe(401)
    expect(getDb().select().from(apiTokens).all()).toHaveLength(0)
  })

  test('without a valid token it answers 401', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await logoutWith(token).catch((error: Response) => error)
      expect(response.status).toBe(401)
      expect((await response.json()).message).toBeTypeOf('string')
    }
  })
})
