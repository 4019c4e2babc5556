// Site Settings → Team and the invitation page, through their loaders and actions with real
// requests: the link shown when no e-mail can carry it, the refusals beside the field and the
// action, an invitation accepted once into a signed-in session, and "Sign out everywhere else".
import { beforeEach, describe, expect, test } from 'vitest'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { sessions } from '#db/schema.ts'
import { getApiUser, issueApiToken } from '#app/api/api-auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { createInvitation } from '#app/models/invitation.server.ts'
import { LAST_ADMIN, listMembers } from '#app/models/team.server.ts'
import type { PublicUser } from '#app/models/user.server.ts'
import { action as accountAction, loader as accountLoader } from '#app/routes/admin.account.tsx'
import { action as teamAction } from '#app/routes/admin.settings_.team.tsx'
import { action as removeAction } from '#app/routes/admin.settings_.team.$id.remove.tsx'
import { action as acceptAction, loader as acceptLoader } from '#app/routes/admin_.invitation.tsx'
import {
  context,
  cookieFrom,
  createAdmin,
  formRequest,
  getRequest,
  sessionCookieFor,
  settle,
} from '#tests/support/auth.ts'

type Reply = { data: Record<string, unknown>; init: { status: number } | null }

let admin: PublicUser
let cookie: string
beforeEach(async () => {
  resetAllLimits()
  admin = await createAdmin()
  cookie = await sessionCookieFor(admin.id)
})

const onTeam = (fields: Record<string, string>, as = cookie) =>
  settle(() =>
    teamAction({
      request: formRequest('/admin/settings/team', fields, { cookie: as }),
      params: {},
      context,
    }),
  ) as Promise<Reply | Response>

const remove = (id: number, as = cookie) =>
  settle(() =>
    removeAction({
      request: formRequest(
        `/admin/settings/team/${id}/remove`,
        { intent: 'delete' },
        { cookie: as },
      ),
      params: { id: String(id) },
      context,
    }),
  ) as Promise<Reply | Response>

const accept = (fields: Record<string, string>) =>
  settle(() =>
    acceptAction({ request: formRequest('/admin/invitation', fields), params: {}, context }),
  ) as Promise<Reply | Response>

const JOIN = { name: 'Second Admin', password: 'a long enough password' }
const joinWith = (token: string) => accept({ token, ...JOIN, confirmPassword: JOIN.password })

describe('inviting', () => {
  test('without mail the link is shown to the inviter, and it opens the invitation page', async () => {
    const reply = (await onTeam({ intent: 'invite', email: 'second@example.com' })) as Reply
    const shown = reply.data.shown as { email: string; link: string }
    expect(shown.email).toBe('second@example.com')
    const link = new URL(shown.link)
    expect(link.pathname).toBe('/admin/invitation')
    const page = await acceptLoader({
      request: getRequest(`${link.pathname}${link.search}`),
      params: {},
      context,
    })
    expect(page).toMatchObject({ email: 'second@example.com' })
  })

  test('an address on the team is refused beside the field, and so is a bad one', async () => {
    const member = (await onTeam({ intent: 'invite', email: 'ADMIN@example.com' })) as Reply
    expect(member.init?.status).toBe(400)
    expect(member.data.result).toMatchObject({
      error: { email: ['This person is already on the team.'] },
    })
    const bad = (await onTeam({ intent: 'invite', email: 'not an address' })) as Reply
    expect(bad.init?.status).toBe(400)
  })

  test('a post without a session, or from another site, invites nobody', async () => {
    const anonymous = (await onTeam({ intent: 'invite', email: 'x@example.com' }, '')) as Response
    expect(anonymous.headers.get('Location')).toMatch(/^\/admin\/login/)
    const crossSite = await settle(() =>
      teamAction({
        request: formRequest(
          '/admin/settings/team',
          { intent: 'invite', email: 'x@example.com' },
          { cookie, origin: 'https://evil.example' },
        ),
        params: {},
        context,
      }),
    )
    expect((crossSite as Response).status).toBe(403)
    expect(getDb().$client.prepare('SELECT count(*) AS n FROM invitations').get()).toEqual({ n: 0 })
  })
})

describe('accepting', () => {
  test('once: a session for the new member, then the link is a 404', async () => {
    const { token } = createInvitation('second@example.com', admin)
    const mismatch = (await accept({ token, ...JOIN, confirmPassword: 'different' })) as Reply
    expect(mismatch.init?.status).toBe(400)
    const joined = (await joinWith(token)) as Response
    expect(joined.status).toBe(302)
    expect(joined.headers.get('Location')).toBe('/admin/dashboard')
    expect(cookieFrom(joined.headers.get('Set-Cookie'))).toMatch(/^__session=./)
    expect(listMembers().map((m) => m.email)).toContain('second@example.com')
    const again = (await joinWith(token)) as Response
    expect(again.status).toBe(404)
  })
})

describe('removing', () => {
  test('the last administrator: refused with the message beside the action', async () => {
    const refused = (await remove(admin.id)) as Reply
    expect(refused.init?.status).toBe(409)
    expect(formErrorOf(refused.data as FormReply)).toBe(LAST_ADMIN)
  })

  test('another member: their session ends at once; removing oneself signs out', async () => {
    const second = createInvitation('second@example.com', admin)
    const theirs = cookieFrom(
      ((await joinWith(second.token)) as Response).headers.get('Set-Cookie'),
    )
    const third = createInvitation('third@example.com', admin)
    const thirds = cookieFrom(((await joinWith(third.token)) as Response).headers.get('Set-Cookie'))
    const id = (email: string) => listMembers().find((m) => m.email === email)!.id

    const removed = (await remove(id('second@example.com'))) as Response
    expect(removed.headers.get('Location')).toBe('/admin/settings/team')
    const after = (await onTeam({ intent: 'invite', email: 'x@example.com' }, theirs)) as Response
    expect(after.headers.get('Location')).toMatch(/^\/admin\/login/)

    const self = (await remove(id('third@example.com'), thirds)) as Response
    expect(self.headers.get('Location')).toBe('/admin/login')
    expect(listMembers().map((m) => m.id)).toEqual([admin.id])
  })
})

describe('signing out everywhere else', () => {
  test('ends the other sessions and the API tokens of this account, not this session', async () => {
    const other = await sessionCookieFor(admin.id)
    const token = issueApiToken(admin.id)
    const before = await accountLoader({
      request: getRequest('/admin/account', cookie),
      params: {},
      context,
    })
    expect(before).toMatchObject({ otherSessions: 1 })
    const done = (await settle(() =>
      accountAction({
        request: formRequest('/admin/account', { intent: 'sign-out-others' }, { cookie }),
        params: {},
        context,
      }),
    )) as Response
    expect(done.headers.get('Location')).toBe('/admin/account?signed-out')
    expect(getDb().select().from(sessions).all()).toHaveLength(1)
    const bearer = new Request('http://localhost/api/services', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(getApiUser(bearer)).toBeNull()
    const gone = await settle(() =>
      accountLoader({ request: getRequest('/admin/account', other), params: {}, context }),
    )
    expect((gone as Response).headers.get('Location')).toMatch(/^\/admin\/login/)
  })
})
