import { beforeEach, describe, expect, test } from 'vitest'
import { sessions } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getAdmin } from '#app/auth/auth.server.ts'
import {
  ABSOLUTE_MS,
  createSession,
  destroySession,
  getSession,
  IDLE_MS,
} from '#app/auth/session.server.ts'
import { action as logoutAction } from '#app/routes/admin_.logout.ts'
import { loader as dashboardLoader } from '#app/routes/admin.dashboard.tsx'
import type { PublicUser } from '#app/models/user.server.ts'
import {
  cookieFrom,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

let admin: PublicUser
beforeEach(async () => {
  admin = await createAdmin()
})

const rows = () => getDb().select().from(sessions).all()

describe('sessions', () => {
  test('the cookie holds only an opaque id; the row holds its hash and the user', async () => {
    const setCookie = await createSession(admin.id)
    expect(setCookie).toMatch(/^__session=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toContain(String(admin.email))
    const [row] = rows()
    expect(row?.userId).toBe(admin.id)
    expect(row?.idHash).toMatch(/^[0-9a-f]{64}$/)
    expect(setCookie).not.toContain(row!.idHash)
    expect(await getAdmin(getRequest('/admin', cookieFrom(setCookie)))).toEqual(admin)
  })

  test('a cookie with a forged signature or an unknown id is no session', async () => {
    const cookie = await sessionCookieFor(admin.id)
    const forged = cookie.replace(/.{4}$/, 'AAAA')
    expect(await getSession(getRequest('/admin', forged))).toBeNull()
    getDb().delete(sessions).run()
    expect(await getSession(getRequest('/admin', cookie))).toBeNull()
  })

  test('an idle-expired session is refused and its row deleted', async () => {
    const cookie = await sessionCookieFor(admin.id)
    getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .run()
    const result = await settle(() =>
      dashboardLoader({ request: getRequest('/admin/dashboard', cookie), params: {}, context: {} }),
    )
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).headers.get('Location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fdashboard',
    )
    expect(rows()).toHaveLength(0)
  })

  test('a session older than the absolute limit is refused even when in use', async () => {
    const cookie = await sessionCookieFor(admin.id)
    getDb()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - ABSOLUTE_MS - 1000) })
      .run()
    expect(await getSession(getRequest('/admin', cookie))).toBeNull()
    expect(rows()).toHaveLength(0)
  })

  test('the idle expiry slides only when it has gone stale', async () => {
    const cookie = await sessionCookieFor(admin.id)
    const fresh = rows()[0]!.expiresAt.getTime()
    await getSession(getRequest('/admin', cookie))
    expect(rows()[0]!.expiresAt.getTime()).toBe(fresh)

    const stale = new Date(Date.now() + IDLE_MS / 2)
    getDb().update(sessions).set({ expiresAt: stale }).run()
    await getSession(getRequest('/admin', cookie))
    expect(rows()[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + IDLE_MS - 60_000)
  })

  test('a stolen cookie stops working after logout', async () => {
    const cookie = await sessionCookieFor(admin.id)
    const stolen = cookie
    const response = await logoutAction({
      request: formRequest('/admin/logout', {}, { cookie }),
      params: {},
      context: {},
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin/login')
    expect(response.headers.get('Set-Cookie')).toMatch(/__session=;.*Max-Age=0/i)
    expect(rows()).toHaveLength(0)
    const later = await settle(() =>
      dashboardLoader({ request: getRequest('/admin/dashboard', stolen), params: {}, context: {} }),
    )
    expect((later as Response).status).toBe(302)
    expect((later as Response).headers.get('Location')).toMatch(/^\/admin\/login/)
  })

  test('signing out ends only the session it was sent with', async () => {
    const mine = await sessionCookieFor(admin.id)
    const other = await sessionCookieFor(admin.id)
    await destroySession(getRequest('/admin', mine))
    expect(await getSession(getRequest('/admin', mine))).toBeNull()
    expect(await getSession(getRequest('/admin', other))).not.toBeNull()
    expect(rows().filter((r) => r.userId === admin.id)).toHaveLength(1)
  })
})
