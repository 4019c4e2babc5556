// Several administrators (docs/decisions/051-team.md): an invitation's link works once and for 48
// hours, the last administrator is never removed, and a removed member's session, API token and
// password stop working at once.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { invitations, outbox, users } from '#db/schema.ts'
import { getApiUser, issueApiToken } from '#app/api/api-auth.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import {
  acceptInvitation,
  ALREADY_INVITED,
  ALREADY_MEMBER,
  createInvitation,
  findInvitation,
  INVALID_INVITATION,
  INVITATION_TTL_MS,
  queueInvitationMail,
  resendInvitation,
  revokeInvitation,
} from '#app/models/invitation.server.ts'
import { LAST_ADMIN, listMembers, removeMember } from '#app/models/team.server.ts'
import { countUsers, verifyCredentials, type PublicUser } from '#app/models/user.server.ts'
import { createAdmin, getRequest, sessionCookieFor, settle } from '#tests/support/auth.ts'

const PASSWORD = 'a long enough password'
const T0 = Date.parse('2026-11-01T09:00:00Z')

let admin: PublicUser
beforeEach(async () => {
  resetAllLimits()
  admin = await createAdmin()
})

async function invited(email = 'second@example.com', now = T0) {
  const { token } = createInvitation(email, admin, now)
  return acceptInvitation(token, { name: 'Second Admin', password: PASSWORD }, now + 1000)
}

describe('an invitation', () => {
  test('is good for 48 hours, and not a moment longer', async () => {
    const { token } = createInvitation('second@example.com', admin, T0)
    expect(findInvitation(token, T0 + INVITATION_TTL_MS - 1)?.email).toBe('second@example.com')
    expect(findInvitation(token, T0 + INVITATION_TTL_MS)).toBeUndefined()
    await expect(
      acceptInvitation(token, { name: 'Late', password: PASSWORD }, T0 + INVITATION_TTL_MS + 1),
    ).rejects.toThrow(INVALID_INVITATION)
    expect(countUsers()).toBe(1)
  })

  test('works once: the second use of the link is refused and makes no account', async () => {
    const { token } = createInvitation('Second@Example.com', admin, T0)
    const user = await acceptInvitation(token, { name: 'Second Admin', password: PASSWORD }, T0)
    expect(user).toMatchObject({ name: 'Second Admin', email: 'second@example.com' })
    expect(await verifyCredentials('second@example.com', PASSWORD)).toMatchObject({ id: user.id })
    expect(findInvitation(token, T0)).toBeUndefined()
    await expect(
      acceptInvitation(token, { name: 'Someone Else', password: 'another long password' }, T0),
    ).rejects.toThrow(INVALID_INVITATION)
    expect(listMembers().map((m) => m.name)).toEqual(['Second Admin', 'Test Admin'])
  })

  test('a resend makes a new link and 48 new hours; the old link and a revoked one stop working', async () => {
    const first = createInvitation('second@example.com', admin, T0)
    const again = resendInvitation(first.invitation.id, admin, T0 + 47 * 3600_000)!
    expect(findInvitation(first.token, T0)).toBeUndefined()
    expect(findInvitation(again.token, T0 + 94 * 3600_000)?.email).toBe('second@example.com')
    expect(revokeInvitation(again.invitation.id)).toBe(true)
    expect(findInvitation(again.token, T0 + 48 * 3600_000)).toBeUndefined()
    expect(getDb().select().from(invitations).all()).toEqual([])
  })

  test('is refused for a member or an address already invited, beside the field', () => {
    expect(() => createInvitation('admin@example.com', admin)).toThrow(ALREADY_MEMBER)
    createInvitation('second@example.com', admin)
    expect(() => createInvitation('SECOND@example.com', admin)).toThrow(ALREADY_INVITED)
  })

  describe('with mail configured', () => {
    beforeEach(() => {
      Object.assign(process.env, {
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_FROM: 'site@agency.example',
      })
      resetEnv()
      resetMailTransport()
    })
    afterEach(() => {
      delete process.env.SMTP_URL
      delete process.env.MAIL_FROM
      resetEnv()
      resetMailTransport()
    })

    test('goes out through the outbox with its link; a revoke takes the unsent e-mail back', () => {
      const issued = createInvitation('second@example.com', admin, T0)
      expect(queueInvitationMail(issued, 'https://agency.example', T0)).toBe(true)
      const [mail] = getDb().select().from(outbox).all()
      expect(mail).toMatchObject({ to: 'second@example.com', purpose: 'invitation' })
      expect(mail!.body).toContain(`https://agency.example/admin/invitation?token=${issued.token}`)
      expect(mail!.body).toContain('Test Admin invited you')
      revokeInvitation(issued.invitation.id)
      expect(getDb().select().from(outbox).all()).toEqual([])
    })
  })

  test('without mail nothing is queued: the screen shows the link instead', () => {
    const issued = createInvitation('second@example.com', admin, T0)
    expect(queueInvitationMail(issued, 'https://agency.example', T0)).toBe(false)
    expect(getDb().select().from(outbox).all()).toEqual([])
  })
})

describe('the last administrator', () => {
  test('cannot be removed, by themselves or anyone', async () => {
    expect(removeMember(admin.id)).toEqual({ ok: false, message: LAST_ADMIN })
    const second = await invited()
    expect(removeMember(second.id)).toMatchObject({ ok: true })
    expect(removeMember(admin.id)).toEqual({ ok: false, message: LAST_ADMIN })
    expect(listMembers().map((m) => m.id)).toEqual([admin.id])
  })
})

describe('a removed member', () => {
  test('loses their session, their API token and their password at once', async () => {
    const second = await invited()
    const cookie = await sessionCookieFor(second.id)
    const token = issueApiToken(second.id)
    const bearer = new Request('http://localhost/api/services', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(await requireAdmin(getRequest('/admin/dashboard', cookie))).toMatchObject({
      id: second.id,
    })
    expect(getApiUser(bearer)).toMatchObject({ id: second.id })

    expect(removeMember(second.id)).toMatchObject({ ok: true })

    const refused = await settle(() => requireAdmin(getRequest('/admin/dashboard', cookie)))
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).headers.get('Location')).toMatch(/^\/admin\/login/)
    expect(getApiUser(bearer)).toBeNull()
    expect(await verifyCredentials('second@example.com', PASSWORD)).toBeNull()
    // The row stays, so their posts keep their name.
    const row = getDb().select().from(users).where(eq(users.id, second.id)).get()
    expect(row).toMatchObject({ name: 'Second Admin', removedAt: expect.any(Date) })
  })

  test('invited again, gets their row back with the new password and nothing of the old sign-ins', async () => {
    const second = await invited()
    removeMember(second.id)
    const back = await invited('second@example.com', T0 + 5000)
    expect(back.id).toBe(second.id)
    expect(await verifyCredentials('second@example.com', PASSWORD)).toMatchObject({ id: second.id })
    expect(countUsers()).toBe(2)
  })
})
