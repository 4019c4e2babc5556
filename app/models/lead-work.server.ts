// What the admin keeps on a lead while working it, beside its status (new, read, replied ...): a
// private note and an outcome (won or lost; none while it is open). Both are the admin's alone:
// shown on the lead's screen and in the CSV export, never in the /api nor in a notification. Each
// change is a row of the lead's history (the audit log), the note's without its text.
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { getDb } from '#app/lib/db.server.ts'
import { MAX, textOrEmpty } from './fields.ts'
import { recordAuditOrLog } from './audit.server.ts'
import {
  LEAD_AUDIT_ENTITY,
  LEAD_OUTCOMES,
  LEAD_TABLES,
  type LeadKind,
  type LeadRow,
} from './leads.server.ts'

/** What the outcome field posts: won, lost, or `none` (still open). */
export const OUTCOME_CHOICES = [...LEAD_OUTCOMES, 'none'] as const
export const LeadOutcomeSchema = z.enum(OUTCOME_CHOICES, {
  error: `Outcome must be one of: ${OUTCOME_CHOICES.join(', ')}`,
})

export const LeadNoteSchema = z.object({ note: textOrEmpty('Note', MAX.message) })

/**
 * Keeps the lead's note (blank clears it); undefined when there is no such lead. An unchanged
 * note writes nothing, so the history shows only real edits.
 */
export function setLeadNote(kind: LeadKind, id: number, note: string): LeadRow | undefined {
  const table = LEAD_TABLES[kind]
  const text = LeadNoteSchema.parse({ note }).note
  const before = getDb().select({ note: table.note }).from(table).where(eq(table.id, id)).get()
  if (!before) return undefined
  const row = getDb().update(table).set({ note: text }).where(eq(table.id, id)).returning().get()
  if (row && before.note !== text) {
    recordAuditOrLog({ action: 'note', entity: LEAD_AUDIT_ENTITY[kind], entityId: id })
  }
  return row
}

/** Sets or clears (`none`) the lead's outcome; undefined when there is no such lead. */
export function setLeadOutcome(
  kind: LeadKind,
  id: number,
  choice: (typeof OUTCOME_CHOICES)[number],
): LeadRow | undefined {
  const table = LEAD_TABLES[kind]
  const valid = LeadOutcomeSchema.parse(choice)
  const outcome = valid === 'none' ? null : valid
  const before = getDb()
    .select({ outcome: table.outcome })
    .from(table)
    .where(eq(table.id, id))
    .get()
  if (!before) return undefined
  const row = getDb().update(table).set({ outcome }).where(eq(table.id, id)).returning().get()
  if (row && before.outcome !== outcome) {
    recordAuditOrLog({
      action: 'outcome',
      entity: LEAD_AUDIT_ENTITY[kind],
      entityId: id,
      detail: outcome ?? 'no outcome',
    })
  }
  return row
}
