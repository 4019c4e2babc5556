import { describe, expect, test } from 'vitest'
import { issueApiToken, requireApiUser } from '#app/api/api-auth.server.ts'
import { requireAdmin, requireAdminForJson } from '#app/auth/auth.server.ts'
import {
  actorName,
  currentActor,
  currentAddress,
  setActor,
  withRequestContext,
} from '#app/lib/request-context.server.ts'
import { createAdmin, getRequest, sessionCookieFor, settle } from '#tests/support/auth.ts'

const fresh = (address: string | null = '203.0.113.9') => ({ address, actor: null })

describe('the request context', () => {
  test('outside any request the system acts, from nowhere, and naming an actor changes nothing', () => {
    expect(currentActor()).toBeNull()
    expect(currentAddress()).toBeNull()
    expect(actorName()).toBe('system')
    setActor({ userId: 1, name: 'Nobody', via: 'admin' })
    expect(currentActor()).toBeNull()
  })

  test('each request sees its own address and actor across awaits, even interleaved', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    const seen = await Promise.all(
      ['198.51.100.1', '198.51.100.2'].map((address, i) =>
        withRequestContext(fresh(address), async () => {
          await tick()
          setActor({ userId: i, name: `User ${i}`, via: 'api' })
          await tick()
          return [currentAddress(), actorName()]
        }),
      ),
    )
    expect(seen).toEqual([
      ['198.51.100.1', 'User 0'],
      ['198.51.100.2', 'User 1'],
    ])
    expect(currentActor()).toBeNull()
  })

  test('requireAdmin and requireAdminForJson name the signed-in admin', async () => {
    const admin = await createAdmin()
    const cookie = await sessionCookieFor(admin.id)
    for (const guard of [requireAdmin, requireAdminForJson]) {
      const actor = await withRequestContext(fresh(), async () => {
        await guard(getRequest('/admin/dashboard', cookie))
        return currentActor()
      })
      expect(actor).toEqual({ userId: admin.id, name: admin.name, via: 'admin' })
    }
  })

  test('a refused visitor names nobody', async () => {
    const actor = await withRequestContext(fresh(), async () => {
      await settle(() => requireAdmin(getRequest('/admin/dashboard')))
      return currentActor()
    })
    expect(actor).toBeNull()
  })

  test('requireApiUser names the token holder, through the api', async () => {
    const admin = await createAdmin()
    const token = issueApiToken(admin.id)
    const request = new Request('http://localhost/api/services', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const actor = withRequestContext(fresh(), () => {
      requireApiUser(request)
      return currentActor()
    })
    expect(actor).toEqual({ userId: admin.id, name: admin.name, via: 'api' })
  })
})
