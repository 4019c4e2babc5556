// Keeps the Spam folder in sight: how many leads went to spam since the admin last opened each Spam
// tab ("N in Spam" on the dashboard and the inbox). A person's lead taken for a bot is then a click
// away instead of silently filed.
import { and, count, eq, gt } from 'drizzle-orm'
import { consultations, contactMessages, users } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import type { LeadKind } from './leads.server.ts'

const TABLES = { contact: contactMessages, consultation: consultations } as const
const SEEN = { contact: users.contactSpamSeenAt, consultation: users.consultationSpamSeenAt }
const SEEN_KEY = { contact: 'contactSpamSeenAt', consultation: 'consultationSpamSeenAt' } as const

/** Leads received into the Spam folder since this admin last looked at it (all, if never). */
export function countUnseenSpam(userId: number, kind: LeadKind): number {
  const db = getDb()
  const seen = db.select({ at: SEEN[kind] }).from(users).where(eq(users.id, userId)).get()?.at
  const table = TABLES[kind]
  const where = seen
    ? and(eq(table.status, 'spam'), gt(table.createdAt, seen))
    : eq(table.status, 'spam')
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0
}

/** The admin opened the Spam tab at `now`. */
export function markSpamSeen(userId: number, kind: LeadKind, now = new Date()) {
  getDb()
    .update(users)
    .set({ [SEEN_KEY[kind]]: now })
    .where(eq(users.id, userId))
    .run()
}
