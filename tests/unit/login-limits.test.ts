// The sign-in's two doors, the admin form and POST /api/users/login, count attempts together: per
// client address and per account, or per device for a browser that signed in before, spent before the
// password is checked and kept in the database. And the session cookie the form sets is locked down.
import { beforeEach, expect, test, vi } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import { closeDb } from '#app/lib/db.server.ts'
import { DEVICE_COOKIE } from '#app/lib/device-cookie.server.ts'
import { LOGIN_LIMIT_DEVICE, LOGIN_LIMIT_EMAIL, LOGIN_LIMIT_IP } from '#app/auth/login.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as apiLogin } from '#app/routes/api.users.login.ts'
import { action as formLogin } from '#app/routes/admin_.login.tsx'
import { ADMIN, createAdmin, formRequest, settle } from '#tests/support/auth.ts'

const at = (clientAddress: string) => ({ clientAddress })

async function viaForm(
  email: string,
  password: string,
  address: string,
  cookie?: string,
): Promise<number> {
  const result = await settle(() =>
    formLogin({
      request: formRequest('/admin/login', { email, password }, { cookie }),
      params: {},
      context: at(address),
    }),
  )
  return result instanceof Response
    ? result.status
    : (result as { init: { status: number } }).init.status
}

async function viaApi(email: string, password: string, address: string): Promise<Response> {
  return apiLogin({
    request: new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    params: {},
    context: at(address),
  })
}

beforeEach(async () => {
  resetAllLimits()
  await createAdmin()
})

/** Signs in through the form and returns the device cookie the browser would keep. */
async function deviceCookieFromSignIn(address: string): Promise<string> {
  const response = (await settle(() =>
    formLogin({
      request: formRequest('/admin/login', { email: ADMIN.email, password: ADMIN.password }),
      params: {},
      context: at(address),
    }),
  )) as Response
  expect(response.status).toBe(302)
  const device = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
  return device!.split(';')[0]!
}

test('guesses against the owner’s account do not lock out a browser that signed in before', async () => {
  const device = await deviceCookieFromSignIn('198.51.100.30')
  // Anyone, anywhere, spends the account's budget for clients without a device cookie.
  for (let i = 0; i < LOGIN_LIMIT_EMAIL.points + 3; i++) {
    await viaApi(ADMIN.email, `guess ${i}`, `203.0.113.${i + 1}`)
  }
  expect(await viaForm(ADMIN.email, ADMIN.password, '198.51.100.31')).toBe(429)
  // The owner's browser, even from the guessers' address, is limited on its own and gets in.
  expect(await viaForm(ADMIN.email, ADMIN.password, '203.0.113.1', device)).toBe(302)
})

test('a device cookie is limited per device: a stolen one buys no more guesses than the limit', async () => {
  const device = await deviceCookieFromSignIn('198.51.100.40')
  for (let i = 0; i < LOGIN_LIMIT_DEVICE.points; i++) {
    expect(await viaForm(ADMIN.email, `guess ${i}`, `203.0.113.${i + 50}`, device)).toBe(401)
  }
  expect(await viaForm(ADMIN.email, ADMIN.password, '203.0.113.99', device)).toBe(429)
  // A forged or foreign cookie is no device at all: the account-wide budget applies.
  expect(await viaForm(ADMIN.email, 'guess', '203.0.113.98', '__device=forged')).toBe(401)
})

test('parallel guesses spend the budget before the password is checked: at most the limit are checked', async () => {
  const attempts = await Promise.all(
    Array.from({ length: 40 }, (_, i) => viaApi(ADMIN.email, `guess ${i}`, '198.51.100.50')),
  )
  const statuses = attempts.map((r) => r.status)
  expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMIT_EMAIL.points)
  expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMIT_EMAIL.points)
})

test('the counters are kept in the database: a restart does not reset them', async () => {
  for (let i = 0; i < LOGIN_LIMIT_EMAIL.points; i++) {
    expect((await viaApi(ADMIN.email, `guess ${i}`, '198.51.100.60')).status).toBe(401)
  }
  // A restart: the database closed, every module loaded afresh (nothing kept in memory survives).
  closeDb()
  vi.resetModules()
  const restarted = await import('#app/routes/api.users.login.ts')
  const response = await restarted.action({
    request: new Request('http://localhost/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    }),
    params: {},
    context: at('198.51.100.61'),
  })
  expect(response.status).toBe(429)
})

test('failures on one account through both doors add up, and both doors then answer 429', async () => {
  const address = '198.51.100.1'
  for (let i = 0; i < LOGIN_LIMIT_EMAIL.points; i++) {
    const status =
      i % 2 === 0
        ? await viaForm(ADMIN.email, `guess ${i}`, address)
        : (await viaApi(ADMIN.email, `guess ${i}`, address)).status
    expect(status).toBe(401)
  }
  // Even the right password waits now, at either door and from another address.
  const api = await viaApi(ADMIN.email, ADMIN.password, '198.51.100.2')
  expect(api.status).toBe(429)
  expect(Number(api.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect(await viaForm(ADMIN.email, ADMIN.password, '198.51.100.3')).toBe(429)
})

test('one address guessing across many accounts is stopped, at both doors; other addresses are not', async () => {
  const address = '198.51.100.9'
  for (let i = 0; i < LOGIN_LIMIT_IP.points; i++) {
    const email = `nobody${i}@example.com`
    const status =
      i % 2 === 0
        ? await viaForm(email, 'wrong password', address)
        : (await viaApi(email, 'wrong password', address)).status
    expect(status).toBeLessThan(429)
  }
  expect((await viaApi('fresh@example.com', 'wrong password', address)).status).toBe(429)
  expect(await viaForm(ADMIN.email, ADMIN.password, address)).toBe(429)
  // The admin, from somewhere else, still gets in.
  expect((await viaApi(ADMIN.email, ADMIN.password, '198.51.100.10')).status).toBe(200)
  expect(await viaForm(ADMIN.email, ADMIN.password, '198.51.100.11')).toBe(302)
})

test('the session cookie is HttpOnly, SameSite=Lax and Path=/, and Secure in production only', async () => {
  const setCookie = async () => {
    const response = (await settle(() =>
      formLogin({
        request: formRequest('/admin/login', { email: ADMIN.email, password: ADMIN.password }),
        params: {},
        context: at('198.51.100.20'),
      }),
    )) as Response
    expect(response.status).toBe(302)
    return response.headers.get('Set-Cookie') ?? ''
  }
  const dev = await setCookie()
  expect(dev).toMatch(/; HttpOnly/i)
  expect(dev).toMatch(/; SameSite=Lax/i)
  expect(dev).toMatch(/; Path=\//i)
  expect(dev).not.toMatch(/; Secure/i)

  process.env.NODE_ENV = 'production'
  resetEnv()
  try {
    const prod = await setCookie()
    expect(prod).toMatch(/; Secure/i)
    expect(prod).toMatch(/; HttpOnly/i)
    expect(prod).toMatch(/; SameSite=Lax/i)
  } finally {
    process.env.NODE_ENV = 'test'
    resetEnv()
  }
})
