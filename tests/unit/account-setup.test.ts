import { beforeEach, describe, expect, test } from 'vitest'
import type { FormReply } from '#app/lib/form-reply.ts'
import { sessions, users } from '#db/schema.ts'
import { getApiUser, issueApiToken } from '#app/api/api-auth.server.ts'
import { getAdmin } from '#app/auth/auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { action as accountAction } from '#app/routes/admin.account.tsx'
import { action as setupAction, loader as setupLoader } from '#app/routes/admin_.setup.tsx'
import { createSetupToken, getAdminLanguage, verifyCredentials } from '#app/models/user.server.ts'
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

type Reply = { data: FormReply; init: { status: number } }

beforeEach(() => resetAllLimits())

describe('changing one’s password', () => {
  const NEW = 'a brand new password'

  test('needs the current password and ends the other sessions and API tokens', async () => {
    const admin = await createAdmin()
    const mine = await sessionCookieFor(admin.id)
    const elsewhere = await sessionCookieFor(admin.id)
    const token = issueApiToken(admin.id)
    const bearer = new Request('http://localhost/api/services', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const wrong = (await settle(() =>
      accountAction({
        request: formRequest(
          '/admin/account',
          { currentPassword: 'not it', newPassword: NEW, confirmPassword: NEW },
          { cookie: mine },
        ),
        params: {},
        context,
      }),
    )) as Reply
    expect(wrong.init.status).toBe(400)
    expect(wrong.data.result.error?.currentPassword).toEqual([
      'The current password is not correct',
    ])
    expect(await verifyCredentials(ADMIN.email, ADMIN.password)).not.toBeNull()
    expect(getApiUser(bearer)).not.toBeNull()

    const done = (await accountAction({
      request: formRequest(
        '/admin/account',
        { currentPassword: ADMIN.password, newPassword: NEW, confirmPassword: NEW },
        { cookie: mine },
      ),
      params: {},
      context,
    })) as Response
    expect(done.status).toBe(302)
    expect(await verifyCredentials(ADMIN.email, NEW)).not.toBeNull()
    expect(await getAdmin(getRequest('/admin', mine))).not.toBeNull()
    expect(await getAdmin(getRequest('/admin', elsewhere))).toBeNull()
    expect(getApiUser(bearer)).toBeNull()
  })

  test('refuses a new password that is short or typed differently twice', async () => {
    const admin = await createAdmin()
    const cookie = await sessionCookieFor(admin.id)
    const reply = (await accountAction({
      request: formRequest(
        '/admin/account',
        { currentPassword: ADMIN.password, newPassword: 'short', confirmPassword: 'other' },
        { cookie },
      ),
      params: {},
      context,
    })) as Reply
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error?.newPassword).toEqual(['Use at least 12 characters'])
    expect(reply.data.result.error?.confirmPassword).toEqual(['The passwords do not match'])
  })
})

describe('the first-admin setup link', () => {
  const fields = {
    name: 'Owner',
    email: 'Owner@Example.com',
    password: 'owner password 123',
    confirmPassword: 'owner password 123',
  }

  test('creates the admin once, signs them in, and then leads to the sign-in page', async () => {
    const token = createSetupToken()
    expect(
      await setupLoader({
        request: getRequest(`/admin/setup?token=${token}`),
        params: {},
        context,
      }),
    ).toEqual({ token })
    const done = (await setupAction({
      request: formRequest('/admin/setup', { ...fields, token }),
      params: {},
      context,
    })) as Response
    expect(done.headers.get('Location')).toBe('/admin/dashboard')
    const admin = await getAdmin(getRequest('/', cookieFrom(done.headers.get('Set-Cookie'))))
    expect(admin).toMatchObject({ name: 'Owner', email: 'owner@example.com' })

    const again = (await settle(() =>
      setupLoader({ request: getRequest(`/admin/setup?token=${token}`), params: {}, context }),
    )) as Response
    expect(again.headers.get('Location')).toBe('/admin/login')
    const replay = (await settle(() =>
      setupAction({
        request: formRequest('/admin/setup', { ...fields, email: 'x@example.com', token }),
        params: {},
        context,
      }),
    )) as Response
    expect(replay.headers.get('Location')).toBe('/admin/login')
    expect(getDb().select().from(users).all()).toHaveLength(1)
  })

  // Issue 34: an admin who set the site up on the Arabic setup page landed on an English dashboard.
  test('the account reads the admin in the language the setup page was in', async () => {
    const token = createSetupToken()
    const done = (await setupAction({
      request: formRequest('/admin/setup', { ...fields, token }, { cookie: 'admin_language=ar' }),
      params: {},
      context,
    })) as Response
    const admin = await getAdmin(getRequest('/', cookieFrom(done.headers.get('Set-Cookie'))))
    expect(getAdminLanguage(admin!.id)).toBe('ar')
  })

  test('an unknown token is a 404 and creates nobody', async () => {
    createSetupToken()
    const result = (await settle(() =>
      setupAction({
        request: formRequest('/admin/setup', { ...fields, token: 'guess' }),
        params: {},
        context,
      }),
    )) as Response
    expect(result.status).toBe(404)
    expect(getDb().select().from(users).all()).toHaveLength(0)
    expect(getDb().select().from(sessions).all()).toHaveLength(0)
  })

  test('field errors come back with what was typed, passwords left out', async () => {
    const token = createSetupToken()
    const reply = (await setupAction({
      request: formRequest('/admin/setup', { ...fields, email: 'not-an-email', token }),
      params: {},
      context,
    })) as Reply
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error?.email).toEqual(['Enter a valid email address'])
    expect(reply.data.result.initialValue).toMatchObject({ name: 'Owner', email: 'not-an-email' })
    expect(reply.data.result.initialValue?.password).toBeUndefined()
  })
})
