// Spam is kept for SPAM_RETENTION_DAYS (30) after it arrived, time enough for the admin to rescue a
// real lead with "Not spam", then deleted: anonymous posts judged spam otherwise pile up for good
// (issue 28: one address could store about 22 MB a day). Spam only grows when a lead arrives, so
// the purge runs at start and then on a lead's arrival, at most once an hour.
import { and, eq, lt } from 'drizzle-orm'
import { consultations, contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { recordAuditOrLog } from './audit.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const PURGE_EVERY_MS = 60 * 60 * 1000

let lastPurge = -Infinity

/** Deletes the spam received more than SPAM_RETENTION_DAYS before `now`; says how many of each. */
export function purgeOldSpam(now = Date.now()): { contact: number; consultation: number } {
  lastPurge = now
  const days = getEnv().SPAM_RETENTION_DAYS
  const before = new Date(now - days * DAY_MS)
  const db = getDb()
  const purged = { contact: 0, consultation: 0 }
  for (const [kind, table] of [
    ['contact', contactMessages],
    ['consultation', consultations],
  ] as const) {
    purged[kind] = db
      .delete(table)
      .where(and(eq(table.status, 'spam'), lt(table.createdAt, before)))
      .run().changes
  }
  if (purged.contact + purged.consultation > 0) {
    recordAuditOrLog(
      {
        action: 'purge',
        entity: 'spam',
        detail: `${purged.contact} contact message(s) and ${purged.consultation} consultation(s) received more than ${days} days ago`,
      },
      { now },
    )
  }
  return purged
}

/** purgeOldSpam, unless it ran within the hour (called on each lead's arrival). */
export function purgeOldSpamNowAndThen(now = Date.now()) {
  if (now - lastPurge >= PURGE_EVERY_MS) purgeOldSpam(now)
}
