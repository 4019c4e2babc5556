// Spam is deleted SPAM_RETENTION_DAYS after it arrived (issue 28, the storage budget): at start, and
// when a lead arrives; a lead rescued with "Not spam" and every other lead stay.
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { auditLog, consultations, contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { setLeadStatus, type LeadStatus } from '#app/models/leads.server.ts'
import { purgeOldSpam } from '#app/models/spam-purge.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 5, 30, 12)

function contact(name: string, status: LeadStatus, daysAgo: number, now = NOW) {
  return getDb()
    .insert(contactMessages)
    .values({
      name,
      email: 'x@example.com',
      message: 'Hello',
      status,
      createdAt: new Date(now - daysAgo * DAY_MS),
    })
    .returning()
    .get().id
}

const contactNames = () =>
  getDb()
    .select({ name: contactMessages.name })
    .from(contactMessages)
    .all()
    .map((r) => r.name)
    .sort()

test('spam received more than 30 days ago is deleted, and only spam', () => {
  contact('old spam', 'spam', 31)
  contact('recent spam', 'spam', 29)
  contact('old lead', 'new', 400)
  contact('old archived', 'archived', 400)
  const rescued = contact('rescued', 'spam', 40)
  setLeadStatus('contact', rescued, 'read')
  getDb()
    .insert(consultations)
    .values({
      name: 'old spam',
      email: 'x@example.com',
      phone: '1',
      message: 'Hello',
      status: 'spam',
      createdAt: new Date(NOW - 31 * DAY_MS),
    })
    .run()

  expect(purgeOldSpam(NOW)).toEqual({ contact: 1, consultation: 1 })
  expect(contactNames()).toEqual(['old archived', 'old lead', 'recent spam', 'rescued'])
  expect(getDb().select().from(consultations).all()).toEqual([])
  const [row] = getDb().select().from(auditLog).where(eq(auditLog.action, 'purge')).all()
  expect(row).toMatchObject({
    entity: 'spam',
    detail: '1 contact message(s) and 1 consultation(s) received more than 30 days ago',
  })
  // Nothing left to purge: no second audit row.
  expect(purgeOldSpam(NOW)).toEqual({ contact: 0, consultation: 0 })
  expect(getDb().select().from(auditLog).where(eq(auditLog.action, 'purge')).all()).toHaveLength(1)
})

test('SPAM_RETENTION_DAYS sets the days', () => {
  process.env.SPAM_RETENTION_DAYS = '7'
  resetEnv()
  try {
    contact('eight days', 'spam', 8)
    contact('six days', 'spam', 6)
    expect(purgeOldSpam(NOW)).toEqual({ contact: 1, consultation: 0 })
    expect(contactNames()).toEqual(['six days'])
  } finally {
    delete process.env.SPAM_RETENTION_DAYS
    resetEnv()
  }
})

test("a lead's arrival purges the old spam", async () => {
  contact('old spam', 'spam', 31, Date.now())
  await createContactMessage({ name: 'Ann', email: 'ann@example.com', message: 'Hello' })
  expect(contactNames()).toEqual(['Ann'])
})
