// The team: every administrator, with the same rights (the spec's one role), and removing one
// (docs/decisions/051-team.md). A removed member's row stays, marked removedAt, so their name still
// reads under their posts; everything that signed them in ends in the same transaction: browser
// sessions, API tokens, trusted browsers, two-factor and its recovery codes. The last administrator
// is never removed, by anyone, themselves included.
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { apiTokens, recoveryCodes, sessions, trustedDevices, twoFactor, users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { recordAuditOrLog } from './audit.server.ts'

export const LAST_ADMIN = 'The last administrator cannot be removed.'
export const MEMBER_NOT_FOUND = 'Member not found.'

export type Member = { id: number; name: string; email: string; signedInAt: Date | null }

export function listMembers(): Member[] {
  return getDb()
    .select({ id: users.id, name: users.name, email: users.email, signedInAt: users.signedInAt })
    .from(users)
    .where(isNull(users.removedAt))
    .orderBy(asc(users.name), asc(users.id))
    .all()
}

export function getMember(id: number): Member | undefined {
  return listMembers().find((member) => member.id === id)
}

export type Removal = { ok: true; member: Member } | { ok: false; message: string }

/** Removes a member and ends their sign-ins at once; refused for the last one. */
export function removeMember(id: number, now = Date.now()): Removal {
  const outcome = getDb().transaction((tx): Removal => {
    const member = tx
      .select({ id: users.id, name: users.name, email: users.email, signedInAt: users.signedInAt })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.removedAt)))
      .get()
    if (!member) return { ok: false, message: MEMBER_NOT_FOUND }
    const members = tx.select({ n: count() }).from(users).where(isNull(users.removedAt)).get()
    if ((members?.n ?? 0) <= 1) return { ok: false, message: LAST_ADMIN }
    tx.update(users)
      .set({ removedAt: new Date(now) })
      .where(eq(users.id, id))
      .run()
    for (const table of [sessions, apiTokens, trustedDevices, twoFactor, recoveryCodes]) {
      tx.delete(table).where(eq(table.userId, id)).run()
    }
    return { ok: true, member }
  })
  if (outcome.ok) {
    recordAuditOrLog({
      action: 'remove',
      entity: 'user',
      entityId: id,
      detail: outcome.member.email,
    })
  }
  return outcome
}
