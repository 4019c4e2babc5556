// The inbox of both kinds of lead, contact messages and consultation requests: statuses, the
// filtered and searched pages the admin reads, unread counts. The two tables have the same columns,
// so one set of functions serves both (contact-message.server.ts and consultation.server.ts keep
// what differs: their input schema and their shape in the /api). A new lead's way to disk, the
// group commit, is lead-commit.server.ts's.
import { and, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm'
import { consultations, contactMessages, LEAD_STATUSES } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { matchesQuery, queryWords } from '#app/lib/search-text.ts'
import { requiredEnum } from './fields.ts'
import { entityHistory, recordAuditOrLog } from './audit.server.ts'
import { queueLeadMail } from './outbox.server.ts'
import { queueLeadWebhook } from './webhook.server.ts'
import { isOneOf } from '#app/lib/property.ts'

export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LeadStatusSchema = requiredEnum(LEAD_STATUSES, 'Status')

/** What an inbox view shows: one status, or `inbox` (all but archived and spam). */
export const LEAD_VIEWS = ['inbox', ...LEAD_STATUSES] as const
export type LeadView = (typeof LEAD_VIEWS)[number]

/** How a lead turned out (lead-work.server.ts); a lead with none is still open. */
export const LEAD_OUTCOMES = ['won', 'lost'] as const
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number]

/** The list's outcome filter: any, one outcome, or `none` (still open). */
export const OUTCOME_FILTERS = ['any', ...LEAD_OUTCOMES, 'none'] as const
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number]

export function isOutcomeFilter(value: unknown): value is OutcomeFilter {
  return isOneOf(OUTCOME_FILTERS, value)
}

export const LEADS_PER_PAGE = 20

export type LeadKind = 'contact' | 'consultation'
// The tables differ only in whether phone may be empty; queried alike (Drizzle types each table
// apart, so the second is named as the first).
export const LEAD_TABLES = {
  contact: contactMessages,
  consultation: consultations as unknown as typeof contactMessages,
}
export type LeadRow = typeof contactMessages.$inferSelect

export function isLeadView(value: unknown): value is LeadView {
  return isOneOf(LEAD_VIEWS, value)
}

function viewFilter(
  table: typeof contactMessages,
  view: LeadView,
  outcome: OutcomeFilter = 'any',
): SQL {
  const status =
    view === 'inbox'
      ? and(ne(table.status, 'archived'), ne(table.status, 'spam'))!
      : eq(table.status, view)
  if (outcome === 'any') return status
  return and(status, outcome === 'none' ? isNull(table.outcome) : eq(table.outcome, outcome))!
}

/**
 * The ids of a view's leads whose name, e-mail and text hold every word of `query`, newest first,
 * by the site search's rules (app/lib/search-text.ts: Arabic in any spelling of its vowels and
 * hamza, English endings, the last word a prefix, the first MAX_QUERY characters); undefined for
 * a query with no word (every lead). Read in full and matched here, as the admin's content lists
 * are (docs/scale.md, "Search").
 */
function searchedIds(table: typeof contactMessages, where: SQL, query: string) {
  const words = queryWords(query)
  if (words.words.length === 0) return undefined
  return getDb()
    .select({ id: table.id, name: table.name, email: table.email, message: table.message })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .all()
    .filter((r) => matchesQuery(words, [r.name, r.email, r.message]))
    .map((r) => r.id)
}

export type LeadPage = { rows: LeadRow[]; page: number; pages: number; total: number }

/**
 * One page of a view, newest first, optionally narrowed to an outcome and searched by name, e-mail
 * and text.
 */
export function listLeadPage(
  kind: LeadKind,
  {
    view = 'inbox',
    outcome = 'any',
    query = '',
    page = 1,
  }: { view?: LeadView; outcome?: OutcomeFilter; query?: string; page?: number },
): LeadPage {
  const table = LEAD_TABLES[kind]
  const where = viewFilter(table, view, outcome)
  const found = searchedIds(table, where, query)
  const db = getDb()
  const total = found?.length ?? db.select({ n: count() }).from(table).where(where).get()?.n ?? 0
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  const skip = (current - 1) * LEADS_PER_PAGE
  const ids = found?.slice(skip, skip + LEADS_PER_PAGE)
  const rows = db
    .select()
    .from(table)
    .where(ids ? inArray(table.id, ids) : where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(LEADS_PER_PAGE)
    .offset(ids ? 0 : skip)
    .all()
  return { rows, page: current, pages, total }
}

/** Every row of a status (or all but spam), newest first: the /api's list. */
export function listLeadRows(kind: LeadKind, status?: LeadStatus): LeadRow[] {
  const table = LEAD_TABLES[kind]
  return getDb()
    .select()
    .from(table)
    .where(status ? eq(table.status, status) : ne(table.status, 'spam'))
    .orderBy(desc(table.createdAt), desc(table.id))
    .all()
}

/** How many of each status there are. */
export function countLeadsByStatus(kind: LeadKind): Record<LeadStatus, number> {
  const table = LEAD_TABLES[kind]
  const counts: Record<LeadStatus, number> = { new: 0, read: 0, replied: 0, archived: 0, spam: 0 }
  const rows = getDb()
    .select({ status: table.status, n: count() })
    .from(table)
    .groupBy(table.status)
    .all()
  for (const row of rows) {
    if (isOneOf(LEAD_STATUSES, row.status)) counts[row.status] = row.n
  }
  return counts
}

/** How many of each kind are new (unread): the admin navigation's and dashboard's badges. */
export function countUnreadLeads(): Record<LeadKind, number> {
  const unread = (kind: LeadKind) => {
    const table = LEAD_TABLES[kind]
    return getDb().select({ n: count() }).from(table).where(eq(table.status, 'new')).get()?.n ?? 0
  }
  return { contact: unread('contact'), consultation: unread('consultation') }
}

const EXPORT_BATCH = 500

/**
 * Every lead of a view (and outcome) received within [from, until), newest first, read 500 at a
 * time (an export of thousands never sits in memory at once).
 */
export function* iterateLeads(
  kind: LeadKind,
  {
    view = 'inbox',
    outcome = 'any',
    from,
    until,
  }: { view?: LeadView; outcome?: OutcomeFilter; from?: Date; until?: Date },
): Generator<LeadRow> {
  const table = LEAD_TABLES[kind]
  const where = and(
    viewFilter(table, view, outcome),
    from ? gte(table.createdAt, from) : undefined,
    until ? lt(table.createdAt, until) : undefined,
  )
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = getDb()
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(EXPORT_BATCH)
      .offset(offset)
      .all()
    yield* rows
    if (rows.length < EXPORT_BATCH) return
  }
}

export function getLeadRow(kind: LeadKind, id: number): LeadRow | undefined {
  const table = LEAD_TABLES[kind]
  return getDb().select().from(table).where(eq(table.id, id)).get()
}

/**
 * Sets a lead's status; undefined when there is no such lead. A lead moved out of spam is
 * notified then, as it would have been on arrival.
 */
export function setLeadStatus(kind: LeadKind, id: number, status: LeadStatus) {
  const table = LEAD_TABLES[kind]
  const valid = LeadStatusSchema.parse(status)
  const row = getDb().transaction(
    (tx) => {
      const before = tx.select({ status: table.status }).from(table).where(eq(table.id, id)).get()
      const row = tx.update(table).set({ status: valid }).where(eq(table.id, id)).returning().get()
      if (row && before?.status === 'spam' && valid !== 'spam') {
        queueLeadMail(tx, kind, row)
        queueLeadWebhook(tx, kind, row)
      }
      return row
    },
    { behavior: 'immediate' },
  )
  if (row)
    recordAuditOrLog({
      action: 'status',
      entity: LEAD_AUDIT_ENTITY[kind],
      entityId: id,
      detail: valid,
    })
  return row
}

/**
 * Opening a new lead marks it read (a change of status, so it is audited like any other); any
 * other status stays as it is, and opening it again writes nothing.
 */
export function openLead(kind: LeadKind, id: number): LeadRow | undefined {
  const table = LEAD_TABLES[kind]
  const db = getDb()
  const marked = db
    .update(table)
    .set({ status: 'read' })
    .where(and(eq(table.id, id), eq(table.status, 'new')))
    .run().changes
  if (marked) {
    recordAuditOrLog({
      action: 'status',
      entity: LEAD_AUDIT_ENTITY[kind],
      entityId: id,
      detail: 'read (opened)',
    })
  }
  return getLeadRow(kind, id)
}

export function deleteLead(kind: LeadKind, id: number): boolean {
  const table = LEAD_TABLES[kind]
  const deleted = getDb().delete(table).where(eq(table.id, id)).run().changes > 0
  if (deleted) recordAuditOrLog({ action: 'delete', entity: LEAD_AUDIT_ENTITY[kind], entityId: id })
  return deleted
}

/** Who did what to the lead, and when, oldest first (the audit log's rows of it). */
export function leadHistory(kind: LeadKind, id: number) {
  return entityHistory(LEAD_AUDIT_ENTITY[kind], id)
}

/** A kind of lead's name in the audit log. */
export const LEAD_AUDIT_ENTITY: Record<LeadKind, string> = {
  contact: 'contact-message',
  consultation: 'consultation',
}
