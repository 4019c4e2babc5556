// Invitations to the team (Site Settings → Team, docs/decisions/051-team.md): the setup link's flow
// for every administrator after the first. A one-time link valid 48 hours, stored as the token's
// SHA-256; the invitee sets their own name and password. Accepting, revoking or resending deletes
// the row (a resend is a new row with a new token), so a link works once at most. With SMTP the link
// goes out through the mail outbox; without it the inviter is shown the link to pass on.
import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { invitations, outbox, users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { mailConfigured } from '#app/lib/mail.server.ts'
import { hashPassword } from '#app/lib/password.server.ts'
import { hashToken, newToken } from '#app/lib/tokens.server.ts'
import { recordAuditOrLog, userActor } from './audit.server.ts'
import { ConflictError } from './errors.ts'
import { nudgeMailSender } from './outbox.server.ts'
import type { PublicUser } from './user.server.ts'

export const INVITATION_TTL_MS = 48 * 60 * 60 * 1000
export const INVITATION_PATH = '/admin/invitation'
const MAIL_PURPOSE = 'invitation'

export const ALREADY_MEMBER = 'This person is already on the team.'
export const ALREADY_INVITED =
  'This address has an invitation waiting: resend or revoke it in the list below.'
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.'

export const InviteSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
})

export type Invitation = typeof invitations.$inferSelect
/** A link made: the row, and the token only this moment knows (the row keeps its hash). */
export type Issued = { invitation: Invitation; token: string }

export function invitationUrl(origin: string, token: string): string {
  return `${origin}${INVITATION_PATH}?${new URLSearchParams({ token })}`
}

export function listInvitations(): Invitation[] {
  return getDb().select().from(invitations).orderBy(invitations.createdAt).all()
}

export function getInvitation(id: number): Invitation | undefined {
  return getDb().select().from(invitations).where(eq(invitations.id, id)).get()
}

function isMemberAddress(email: string): boolean {
  const row = getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
    .get()
  return row !== undefined
}

function issue(email: string, inviter: PublicUser, now: number): Issued {
  const token = newToken()
  const invitation = getDb()
    .insert(invitations)
    .values({
      email,
      tokenHash: hashToken(token),
      invitedBy: inviter.id,
      invitedByName: inviter.name,
      createdAt: new Date(now),
      expiresAt: new Date(now + INVITATION_TTL_MS),
    })
    .returning()
    .get()
  return { invitation, token }
}

/** Invites `email`; refused beside the field for a member or an address already invited. */
export function createInvitation(email: string, inviter: PublicUser, now = Date.now()): Issued {
  const address = InviteSchema.parse({ email }).email
  if (isMemberAddress(address)) throw new ConflictError(ALREADY_MEMBER, 'email')
  const waiting = getDb()
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.email, address))
    .get()
  if (waiting) throw new ConflictError(ALREADY_INVITED, 'email')
  const issued = issue(address, inviter, now)
  recordAuditOrLog({
    action: 'invite',
    entity: 'invitation',
    entityId: issued.invitation.id,
    detail: address,
  })
  return issued
}

/** The same address invited again with a new link and 48 new hours; the old link stops working. */
export function resendInvitation(
  id: number,
  inviter: PublicUser,
  now = Date.now(),
): Issued | undefined {
  const issued = getDb().transaction(() => {
    const old = getInvitation(id)
    if (!old) return undefined
    drop(id)
    return issue(old.email, inviter, now)
  })
  if (issued) {
    recordAuditOrLog({
      action: 'resend',
      entity: 'invitation',
      entityId: issued.invitation.id,
      detail: issued.invitation.email,
    })
  }
  return issued
}

/** The invitation and its unsent e-mail, gone; false when there was none. */
function drop(id: number): boolean {
  const db = getDb()
  db.delete(outbox)
    .where(and(eq(outbox.purpose, MAIL_PURPOSE), eq(outbox.leadId, id), isNull(outbox.sentAt)))
    .run()
  return db.delete(invitations).where(eq(invitations.id, id)).run().changes > 0
}

export function revokeInvitation(id: number): boolean {
  const invitation = getInvitation(id)
  if (!invitation || !drop(id)) return false
  recordAuditOrLog({
    action: 'revoke',
    entity: 'invitation',
    entityId: id,
    detail: invitation.email,
  })
  return true
}

/** The invitation behind a link, while it is good: unknown, used, revoked or expired is none. */
export function findInvitation(token: string, now = Date.now()): Invitation | undefined {
  const row = getDb()
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)))
    .get()
  return row && row.expiresAt.getTime() > now ? row : undefined
}

/**
 * Makes the invitee an administrator with their own name and password, and uses the link up. A
 * removed member invited again gets their row back (their posts keep one author), with nothing of
 * their old sign-ins: removal ended those. Throws INVALID_INVITATION when the link is no longer good
 * (used meanwhile by another tab: the row is re-read inside the transaction).
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string },
  now = Date.now(),
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password)
  const accepted = getDb().transaction((tx) => {
    const invitation = findInvitation(token, now)
    if (!invitation) throw new ConflictError(INVALID_INVITATION, 'token')
    tx.delete(invitations).where(eq(invitations.id, invitation.id)).run()
    const existing = tx.select().from(users).where(eq(users.email, invitation.email)).get()
    if (existing && existing.removedAt === null) throw new ConflictError(ALREADY_MEMBER, 'token')
    const values = { name: input.name, passwordHash, removedAt: null, signedInAt: null }
    const row = existing
      ? tx.update(users).set(values).where(eq(users.id, existing.id)).returning().get()
      : tx
          .insert(users)
          .values({ ...values, email: invitation.email })
          .returning()
          .get()
    return { user: { id: row.id, name: row.name, email: row.email }, invitationId: invitation.id }
  })
  recordAuditOrLog(
    {
      action: 'accept',
      entity: 'invitation',
      entityId: accepted.invitationId,
      detail: accepted.user.email,
    },
    { actor: userActor(accepted.user.id, 'admin') },
  )
  return accepted.user
}

/**
 * Queues the invitation e-mail when SMTP is set (true), like an account notice: one outbox row per
 * invitation row, so a resend is a new e-mail. Without SMTP (false) the screen shows the link.
 */
export function queueInvitationMail(
  { invitation, token }: Issued,
  origin: string,
  now = Date.now(),
): boolean {
  if (!mailConfigured()) return false
  const site = getEnv().SITE_URL ?? origin
  const body = [
    `${invitation.invitedByName} invited you to administer the website at ${site}.`,
    '',
    `You will sign in as ${invitation.email}. Choose your name and password here (the link works`,
    'once, for 48 hours):',
    invitationUrl(origin, token),
    '',
    'If you did not expect this, ignore this e-mail: nothing happens without the link.',
    '',
  ].join('\n')
  getDb()
    .insert(outbox)
    .values({
      purpose: MAIL_PURPOSE,
      leadKind: MAIL_PURPOSE,
      leadId: invitation.id,
      to: invitation.email,
      subject: `You are invited to administer ${site}`,
      body,
      nextAttemptAt: new Date(now),
    })
    .onConflictDoNothing()
    .run()
  queueMicrotask(nudgeMailSender)
  return true
}
