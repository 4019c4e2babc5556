// Sessions like a bank's: a __Host- cookie and HSTS over HTTPS, a browser-session cookie and a
// 12-hour server limit unless "Keep me signed in" was ticked (then 14 days).
import { beforeEach, expect, test } from 'vitest'
import { getSession, SESSION_COOKIE, SECURE_SESSION_COOKIE } from '#app/auth/session.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as formLogin } from '#app/routes/admin_.login.tsx'
import { handleDataRequest } from '#app/entry.server.tsx'
import { ADMIN, createAdmin, settle } from '#tests/support/auth.ts'

beforeEach(async () => {
  resetAllLimits()
  await createAdmin()
})

async function signIn(origin: string, fields: Record<string, string> = {}) {
  const request = new Request(`${origin}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, ...fields }),
  })
  const response = (await settle(() =>
    formLogin({ request, params: {}, context: { clientAddress: '198.51.100.70' } }),
  )) as Response
  expect(response.status).toBe(302)
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`${SECURE_SESSION_COOKIE}=`))
  return session!
}

const cookieHeader = (setCookie: string) => setCookie.split(';')[0]!

test('over HTTPS the session cookie is __Host-session: Secure, Path=/, no Domain', async () => {
  const cookie = await signIn('https://site.example')
  expect(cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true)
  expect(cookie).toMatch(/; Secure/i)
  expect(cookie).toMatch(/; Path=\//i)
  expect(cookie).not.toMatch(/Domain=/i)
  // It signs in over HTTPS, and the plain-HTTP name is not accepted there.
  const https = new Request('https://site.example/admin', {
    headers: { Cookie: cookieHeader(cookie) },
  })
  expect(await getSession(https)).not.toBeNull()
  const renamed = cookieHeader(cookie).replace(SECURE_SESSION_COOKIE, SESSION_COOKIE)
  const plainName = new Request('https://site.example/admin', { headers: { Cookie: renamed } })
  expect(await getSession(plainName)).toBeNull()
})

test('over plain HTTP (local use) the cookie keeps its plain name', async () => {
  const cookie = await signIn('http://localhost')
  expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true)
})

test('without "Keep me signed in" the cookie ends with the browser and the server ends it after 12 hours', async () => {
  const cookie = await signIn('http://localhost')
  expect(cookie).not.toMatch(/Max-Age|Expires/i)
  const request = new Request('http://localhost/admin', {
    headers: { Cookie: cookieHeader(cookie) },
  })
  const hour = 60 * 60 * 1000
  expect(await getSession(request, Date.now() + 11 * hour)).not.toBeNull()
  expect(await getSession(request, Date.now() + 12 * hour + 1000)).toBeNull()
})

test('with "Keep me signed in" the cookie and the session last 14 days', async () => {
  const cookie = await signIn('http://localhost', { remember: 'on' })
  expect(cookie).toMatch(/Max-Age=1209600/i)
  const request = new Request('http://localhost/admin', {
    headers: { Cookie: cookieHeader(cookie) },
  })
  const day = 24 * 60 * 60 * 1000
  // Used every day (the idle limit is two days), it lasts until day 14.
  for (let d = 1; d <= 13; d++)
    expect(await getSession(request, Date.now() + d * day)).not.toBeNull()
  expect(await getSession(request, Date.now() + 14 * day + 1000)).toBeNull()
})

test('answers carry Strict-Transport-Security over HTTPS only', async () => {
  const hsts = (url: string) =>
    handleDataRequest(new Response('{}'), { request: new Request(url) }).headers.get(
      'Strict-Transport-Security',
    )
  expect(hsts('https://site.example/blog.data')).toBe('max-age=31536000')
  expect(hsts('http://localhost/blog.data')).toBeNull()
})
