// The sign-in's two doors, the admin form and POST /api/users/login, count failures together: per
// client address and per account. And the session cookie the form sets is locked down.
import { beforeEach, expect, test } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import { LOGIN_LIMIT_EMAIL, LOGIN_LIMIT_IP } from '#app/lib/login.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as apiLogin } from '#app/routes/api.users.login.ts'
import { action as formLogin } from '#app/routes/admin_.login.tsx'
import { ADMIN, createAdmin, formRequest, settle } from '#tests/support/auth.ts'

const at = (clientAddress: string) => ({ clientAddress })

async function viaForm(email: string, password: string, address: string): Promise<number> {
  const result = await settle(() =>
    formLogin({
      request: formRequest('/admin/login', { email, password }),
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
