// The inbox of both kinds of lead, contact messages and consultation requests: statuses, the
// filtered and searched pages the admin reads, unread counts. The two tables have the same columns,
// so one set of functions serves both (contact-message.server.ts and consultation.server.ts keep
// what differs: their input schema and their shape in the /api).
import { and, count, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { consultations, contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { requiredEnum } from './fields.ts'
import { recordAudit } from './audit.server.ts'
import { queueLeadMail } from './outbox.server.ts'
import { looksLikeSpam } from './spam.server.ts'
import { purgeOldSpamNowAndThen } from './spam-purge.server.ts'
import { checkLeadBudget, isLeadBudgetSpent, noticeLeadBudgetSpent } from './lead-budget.server.ts'

export const LEAD_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LeadStatusSchema = requiredEnum(LEAD_STATUSES, 'Status')

/** What an inbox view shows: one status, or `inbox` (all but archived and spam). */
export const LEAD_VIEWS = ['inbox', ...LEAD_STATUSES] as const
export type LeadView = (typeof LEAD_VIEWS)[number]

export const LEADS_PER_PAGE = 20
/** The longest search the inbox takes; longer text is cut, not refused. */
export const MAX_SEARCH = 200

export type LeadKind = 'contact' | 'consultation'
// The tables differ only in whether phone may be empty; queried alike.
const TABLES = {
  contact: contactMessages,
  consultation: consultations as unknown as typeof contactMessages,
}
export type LeadRow = typeof contactMessages.$inferSelect

export function isLeadView(value: unknown): value is LeadView {
  return typeof value === 'string' && (LEAD_VIEWS as readonly string[]).includes(value)
}

function viewFilter(table: typeof contactMessages, view: LeadView): SQL {
  if (view === 'inbox') {
    return and(ne(table.status, 'archived'), ne(table.status, 'spam'))!
  }
  return eq(table.status, view)
}

/** `%text%` for LIKE with the wildcards in the visitor's text taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function searchFilter(table: typeof contactMessages, query: string): SQL | undefined {
  const text = query.trim().slice(0, MAX_SEARCH)
  if (!text) return undefined
  const pattern = containing(text)
  return or(
    sql`${table.name} LIKE ${pattern} ESCAPE '\\'`,
    sql`${table.email} LIKE ${pattern} ESCAPE '\\'`,
    sql`${table.message} LIKE ${pattern} ESCAPE '\\'`,
  )
}

export type LeadPage = { rows: LeadRow[]; page: number; pages: number; total: number }

/** One page of a view, newest first, optionally searched by name, e-mail and text. */
export function listLeadPage(
  kind: LeadKind,
  { view = 'inbox', query = '', page = 1 }: { view?: LeadView; query?: string; page?: number },
): LeadPage {
  const table = TABLES[kind]
  const where = and(viewFilter(table, view), searchFilter(table, query))
  const db = getDb()
  const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
  const rows = db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(LEADS_PER_PAGE)
    .offset((current - 1) * LEADS_PER_PAGE)
    .all()
  return { rows, page: current, pages, total }
}

type LeadData = { name: string; email: string; phone?: string | null; message: string }
/**
 * What the form door found: `suspicious` (a strong sign, Spam), `fast` (a weak one, marked), and
 * where the lead came from (app/analytics/attribution.server.ts).
 */
export type LeadOptions = {
  suspicious?: boolean
  fast?: boolean
  attribution?: LeadAttribution | null
}

type Waiting = {
  kind: LeadKind
  data: LeadData
  suspicious: boolean
  fast: boolean
  attribution: LeadAttribution | null
  resolve: (row: LeadRow) => void
  reject: (error: unknown) => void
}

// Leads posted while one commit is being written wait for the next one: a full sync costs 2 to 7
// ms on a VPS disk whether it holds one lead or fifty, and the event loop waits for it.
let waiting: Waiting[] = []
let flushing = false

/**
 * Stores a lead: in the Spam folder when the form door found it suspicious (a filled honeypot, a
 * missing or forged stamp) or its text looks like spam (spam.server.ts), else as new (marked when
 * it was sent unusually fast: a weak signal never hides a lead), with its notification in the
 * same transaction (stored first, then sent: outbox.server.ts). Resolves once the commit is synced
 * to disk (synchronous=FULL for this write: in WAL mode NORMAL is safe from corruption but may lose
 * the last commits to a power cut, and a lead must not be one of them), so the visitor is told
 * "sent" only then. The leads posted meanwhile share one commit and one sync (group commit), each in
 * its own savepoint, so one refused row never takes another's with it.
 */
export function insertLead(
  kind: LeadKind,
  data: LeadData,
  { suspicious = false, fast = false, attribution = null }: LeadOptions = {},
): Promise<LeadRow> {
  return new Promise((resolve, reject) => {
    waiting.push({ kind, data, suspicious, fast, attribution, resolve, reject })
    if (!flushing) {
      flushing = true
      setImmediate(flushLeads)
    }
  })
}

function flushLeads() {
  const batch = waiting
  waiting = []
  flushing = false
  const db = getDb()
  const outcomes: Array<{ row: LeadRow } | { error: unknown }> = []
  // One connection, used synchronously: nothing else commits between the two pragmas.
  db.$client.pragma('synchronous = FULL')
  try {
    db.transaction(
      (tx) => {
        for (const lead of batch) {
          try {
            outcomes.push({ row: tx.transaction((one) => storeLead(one, lead)) })
          } catch (error) {
            outcomes.push({ error })
          }
        }
      },
      { behavior: 'immediate' },
    )
  } catch (error) {
    // The commit itself failed (a full disk, an I/O error): nothing of the batch is stored.
    for (const lead of batch) lead.reject(error)
    return
  } finally {
    db.$client.pragma('synchronous = NORMAL')
  }
  batch.forEach((lead, i) => {
    const outcome = outcomes[i]!
    if ('row' in outcome) lead.resolve(outcome.row)
    else lead.reject(outcome.error)
  })
  try {
    if (outcomes.some((o) => 'error' in o && isLeadBudgetSpent(o.error))) noticeLeadBudgetSpent()
    purgeOldSpamNowAndThen()
  } catch (error) {
    // The leads are stored and answered; the notice and the old spam wait for the next lead.
    console.error('Could not write the lead budget notice or purge old spam:', error)
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]

function storeLead(tx: Tx, { kind, data, suspicious, fast, attribution }: Waiting): LeadRow {
  checkLeadBudget(tx)
  const table = TABLES[kind]
  const status = suspicious || looksLikeSpam(data) ? 'spam' : 'new'
  const stored = tx
    .insert(table)
    .values({
      ...data,
      status,
      sentFast: fast,
      attribution: attribution && JSON.stringify(attribution),
    })
    .returning()
    .get()
  if (status === 'new') queueLeadMail(tx, kind, stored)
  return stored
}

/** Every row of a status (or all but spam), newest first: the /api's list. */
export function listLeadRows(kind: LeadKind, status?: LeadStatus): LeadRow[] {
  const table = TABLES[kind]
  return getDb()
    .select()
    .from(table)
    .where(status ? eq(table.status, status) : ne(table.status, 'spam'))
    .orderBy(desc(table.createdAt), desc(table.id))
    .all()
}

/** How many of each status there are. */
export function countLeadsByStatus(kind: LeadKind): Record<LeadStatus, number> {
  const table = TABLES[kind]
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>
  const rows = getDb()
    .select({ status: table.status, n: count() })
    .from(table)
    .groupBy(table.status)
    .all()
  for (const row of rows) {
    if (row.status in counts) counts[row.status as LeadStatus] = row.n
  }
  return counts
}

/** How many of each kind are new (unread): the admin navigation's and dashboard's badges. */
export function countUnreadLeads(): Record<LeadKind, number> {
  const unread = (kind: LeadKind) => {
    const table = TABLES[kind]
    return getDb().select({ n: count() }).from(table).where(eq(table.status, 'new')).get()?.n ?? 0
  }
  return { contact: unread('contact'), consultation: unread('consultation') }
}

const EXPORT_BATCH = 500

/**
 * Every lead of a view received within [from, until), newest first, read 500 at a time (an
 * export of thousands never sits in memory at once).
 */
export function* iterateLeads(
  kind: LeadKind,
  { view = 'inbox', from, until }: { view?: LeadView; from?: Date; until?: Date },
): Generator<LeadRow> {
  const table = TABLES[kind]
  const where = and(
    viewFilter(table, view),
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
  const table = TABLES[kind]
  return getDb().select().from(table).where(eq(table.id, id)).get()
}

/**
 * Sets a lead's status; undefined when there is no such lead. A lead moved out of spam is
 * notified then, as it would have been on arrival.
 */
export function setLeadStatus(kind: LeadKind, id: number, status: LeadStatus) {
  const table = TABLES[kind]
  const valid = LeadStatusSchema.parse(status)
  const row = getDb().transaction(
    (tx) => {
      const before = tx.select({ status: table.status }).from(table).where(eq(table.id, id)).get()
      const row = tx.update(table).set({ status: valid }).where(eq(table.id, id)).returning().get()
      if (row && before?.status === 'spam' && valid !== 'spam') queueLeadMail(tx, kind, row)
      return row
    },
    { behavior: 'immediate' },
  )
  if (row)
    recordAudit({ action: 'status', entity: AUDIT_ENTITY[kind], entityId: id, detail: valid })
  return row
}

/**
 * Opening a new lead marks it read (a change of status, so it is audited like any other); any
 * other status stays as it is, and opening it again writes nothing.
 */
export function openLead(kind: LeadKind, id: number): LeadRow | undefined {
  const table = TABLES[kind]
  const db = getDb()
  const marked = db
    .update(table)
    .set({ status: 'read' })
    .where(and(eq(table.id, id), eq(table.status, 'new')))
    .run().changes
  if (marked) {
    recordAudit({
      action: 'status',
      entity: AUDIT_ENTITY[kind],
      entityId: id,
      detail: 'read (opened)',
    })
  }
  return getLeadRow(kind, id)
}

export function deleteLead(kind: LeadKind, id: number): boolean {
  const table = TABLES[kind]
  const deleted = getDb().delete(table).where(eq(table.id, id)).run().changes > 0
  if (deleted) recordAudit({ action: 'delete', entity: AUDIT_ENTITY[kind], entityId: id })
  return deleted
}

const AUDIT_ENTITY: Record<LeadKind, string> = {
  contact: 'contact-message',
  consultation: 'consultation',
}
