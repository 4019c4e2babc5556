// POST /api/users/login for an account with two-factor sign-in: the code is one more field.
import { beforeEach, describe, expect, test } from 'vitest'
import { apiTokens, twoFactor } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { INVALID_CODE, LOGIN_LIMIT_CODE } from '#app/auth/login.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { codeAt, confirmEnrolment, startEnrolment } from '#app/models/two-factor.server.ts'
import { action as login, CODE_NEEDED } from '#app/routes/api.users.login.ts'
import { ADMIN, context, createAdmin } from '#tests/support/auth.ts'

const postJson = (value: unknown) =>
  login({
    request: new Request('http://localhost/api/users/login', {
      method: 'POST',
      body: JSON.stringify(value),
      headers: { 'Content-Type': 'application/json' },
    }),
    params: {},
    context,
  })

let secret: string
let recovery: string[]
beforeEach(async () => {
  resetAllLimits()
  const admin = await createAdmin()
  startEnrolment(admin.id)
  secret = getDb().select().from(twoFactor).get()!.secret
  // Switched on ten steps ago, so the current code has not been taken yet.
  const past = Date.now() - 300_000
  recovery = confirmEnrolment(admin.id, codeAt(secret, past), past)!
})

const credentials = { email: ADMIN.email, password: ADMIN.password }
const tokens = () => getDb().select().from(apiTokens).all()

describe('POST /api/users/login with two-factor on', () => {
  test('without a code: 401 saying a code is needed, and no token', async () => {
    const response = await postJson(credentials)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: CODE_NEEDED })
    expect(tokens()).toHaveLength(0)
  })

  test('a wrong password still says only that, code or not', async () => {
    const response = await postJson({ ...credentials, password: 'wrong password', code: '1' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Invalid email or password' })
  })

  test('a wrong code: 401 with its message; the current code: a token; once only', async () => {
    const wrong = await postJson({ ...credentials, code: '000000' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ message: INVALID_CODE })
    const code = codeAt(secret, Date.now())
    const right = await postJson({ ...credentials, code })
    expect(right.status).toBe(200)
    expect((await right.json()).token).toMatch(/^[\w-]{40,}$/)
    const replay = await postJson({ ...credentials, code })
    expect(replay.status).toBe(401)
    expect(tokens()).toHaveLength(1)
  })

  test('a recovery code answers a token, once', async () => {
    expect((await postJson({ ...credentials, code: recovery[0] })).status).toBe(200)
    expect((await postJson({ ...credentials, code: recovery[0] })).status).toBe(401)
  })

  test('wrong codes are limited: 429 with Retry-After', async () => {
    for (let i = 0; i < LOGIN_LIMIT_CODE.points; i++) {
      expect((await postJson({ ...credentials, code: '000000' })).status).toBe(401)
    }
    const blocked = await postJson({ ...credentials, code: codeAt(secret, Date.now()) })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  test('the code is bounded like every field', async () => {
    const response = await postJson({ ...credentials, code: '1'.repeat(65) })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ code: 'Code must be at most 64 characters' })
  })
})
