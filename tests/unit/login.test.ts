import { beforeEach, describe, expect, test } from 'vitest'
import { sessions } from '#db/schema.ts'
import { getAdmin } from '#app/auth/auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { LOGIN_LIMIT_EMAIL } from '#app/auth/login.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { action, loader } from '#app/routes/admin_.login.tsx'
import type { PublicUser } from '#app/models/user.server.ts'
import {
  ADMIN,
  context,
  cookieFrom,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

type Reply = {
  type: string
  data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, string> } }
  init: { status: number; headers?: Record<string, string> }
}

let admin: PublicUser
beforeEach(async () => {
  resetAllLimits()
  admin = await createAdmin()
})

const signIn = (fields: Record<string, string>, init: { cookie?: string; origin?: string } = {}) =>
  settle(() => action({ request: formRequest('/admin/login', fields, init), params: {}, context }))

describe('the sign-in form', () => {
  test('right credentials start a session and land on the dashboard', async () => {
    const response = (await signIn({ email: ADMIN.email, password: ADMIN.password })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin/dashboard')
    const cookie = cookieFrom(response.headers.get('Set-Cookie'))
    expect(await getAdmin(getRequest('/admin', cookie))).toEqual(admin)
  })

  test('the address is matched without regard to case or spaces', async () => {
    const response = await signIn({ email: '  ADMIN@Example.com ', password: ADMIN.password })
    expect((response as Response).status).toBe(302)
  })

  test('it goes back to the page asked for, but never off the site', async () => {
    const back = (await signIn({
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: '/admin/projects?page=2',
    })) as Response
    expect(back.headers.get('Location')).toBe('/admin/projects?page=2')
    const away = (await signIn({
      email: ADMIN.email,
      password: ADMIN.password,
      redirectTo: '//evil.example/x',
    })) as Response
    expect(away.headers.get('Location')).toBe('/admin/dashboard')
  })

  test('a target that a browser would read as another site is refused', async () => {
    const offsite = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/ /evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '//evil.example',
      '/\t\t/evil.example/admin',
      'https://evil.example/admin',
      ' /admin/blogs',
      'admin/blogs',
    ]
    for (const target of offsite) {
      expect(safeRedirectPath(target, '/admin/dashboard'), JSON.stringify(target)).toBe(
        '/admin/dashboard',
      )
      const response = (await signIn({
        email: ADMIN.email,
        password: ADMIN.password,
        redirectTo: target,
      })) as Response
      expect(response.headers.get('Location'), JSON.stringify(target)).toBe('/admin/dashboard')
    }
    for (const target of ['/admin/blogs', '/admin/projects?page=2#top', '/admin/%09x', '/']) {
      expect(safeRedirectPath(target, '/admin/dashboard')).toBe(target)
    }
  })

  test('a signed-in visit with a tab-smuggled redirectTo stays on the site', async () => {
    const cookie = await sessionCookieFor(admin.id)
    const result = (await settle(() =>
      loader({
        request: getRequest('/admin/login?redirectTo=/%09/evil.example', cookie),
        params: {},
        context,
      }),
    )) as Response
    expect(result.headers.get('Location')).toBe('/admin/dashboard')
  })

  test('the session id changes at sign-in and the old one is ended', async () => {
    const before = await sessionCookieFor(admin.id)
    const response = (await signIn(
      { email: ADMIN.email, password: ADMIN.password },
      { cookie: before },
    )) as Response
    const after = cookieFrom(response.headers.get('Set-Cookie'))
    expect(after).not.toBe(before)
    expect(await getAdmin(getRequest('/admin', before))).toBeNull()
    expect(await getAdmin(getRequest('/admin', after))).toEqual(admin)
    expect(getDb().select().from(sessions).all()).toHaveLength(1)
  })

  test('a wrong password shows the server message, keeps the email and starts nothing', async () => {
    const reply = (await signIn({ email: ADMIN.email, password: 'wrong password' })) as Reply
    expect(reply.init.status).toBe(401)
    expect(reply.data.result.error?.['']).toEqual(['Invalid email or password'])
    expect(reply.data.result.initialValue).toEqual({ email: ADMIN.email })
    expect(getDb().select().from(sessions).all()).toHaveLength(0)
  })

  test('an unknown address gets the very same answer', async () => {
    const known = (await signIn({ email: ADMIN.email, password: 'wrong password' })) as Reply
    const unknown = (await signIn({ email: 'nobody@example.com', password: 'x' })) as Reply
    expect(unknown.init.status).toBe(known.init.status)
    expect(unknown.data.result.error).toEqual(known.data.result.error)
  })

  test('empty fields get their own messages beside them', async () => {
    const reply = (await signIn({ email: '', password: '' })) as Reply
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error?.email).toEqual(['Email is required'])
    expect(reply.data.result.error?.password).toEqual(['Password is required'])
  })

  test('after repeated failures it answers 429 with Retry-After, even to the right password', async () => {
    for (let i = 0; i < LOGIN_LIMIT_EMAIL.points; i++) {
      expect(
        ((await signIn({ email: ADMIN.email, password: `guess ${i}` })) as Reply).init.status,
      ).toBe(401)
    }
    const reply = (await signIn({ email: ADMIN.email, password: ADMIN.password })) as Reply
    expect(reply.init.status).toBe(429)
    expect(Number(reply.init.headers?.['Retry-After'])).toBeGreaterThan(0)
    expect(reply.data.result.error?.['']?.[0]).toMatch(/Too many sign-in attempts/)
    expect(getDb().select().from(sessions).all()).toHaveLength(0)
  })

  test('a post from another site is refused', async () => {
    const result = (await signIn(
      { email: ADMIN.email, password: ADMIN.password },
      { origin: 'https://evil.example' },
    )) as Response
    expect(result.status).toBe(403)
  })

  test('a signed-in admin visiting the page goes straight to the dashboard', async () => {
    const cookie = await sessionCookieFor(admin.id)
    const result = (await settle(() =>
      loader({ request: getRequest('/admin/login', cookie), params: {}, context }),
    )) as Response
    expect(result.headers.get('Location')).toBe('/admin/dashboard')
    expect(
      await loader({
        request: getRequest('/admin/login?redirectTo=/admin/blogs'),
        params: {},
        context,
      }),
    ).toEqual({ redirectTo: '/admin/blogs', needsHttps: false })
  })

  test('in production, plain HTTP off the loopback address says the sign-in needs HTTPS', async () => {
    const page = (url: string) =>
      loader({ request: new Request(url), params: {}, context }) as Promise<{ needsHttps: boolean }>
    process.env.NODE_ENV = 'production'
    resetEnv()
    try {
      expect((await page('http://203.0.113.9:3000/admin/login')).needsHttps).toBe(true)
      expect((await page('https://agency.example/admin/login')).needsHttps).toBe(false)
      expect((await page('http://localhost:3000/admin/login')).needsHttps).toBe(false)
      expect((await page('http://127.0.0.1:3000/admin/login')).needsHttps).toBe(false)
    } finally {
      process.env.NODE_ENV = 'test'
      resetEnv()
    }
  })
})
