// A server-wide daily budget for leads (issue 28): the per-address limits let each address store
// about 22 MB a day, and many addresses together had no bound. Past LEADS_DAILY_LIMIT leads a UTC
// day (spam included, both doors), a lead is refused with 503 and Retry-After until midnight UTC,
// and the first refusal of the day writes an audit row for the admin. Checked in the lead's own
// transaction (app/models/leads.server.ts), so the leads of one group commit count each other;
// the notice is written after it, which the refusal rolls back.
import { count, gte } from 'drizzle-orm'
import { consultations, contactMessages } from '#db/schema.ts'
import type { Db } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { firstAuditAt, recordAuditOrLog } from './audit.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export const LEAD_BUDGET_MESSAGE =
  'The site cannot take more messages today. Please try again tomorrow, or write to us by e-mail.'

/** Thrown when the day's budget is spent; both doors answer 503 with Retry-After. */
export class LeadBudgetSpent extends Error {
  constructor(readonly retryAfterSec: number) {
    super('The daily budget of leads is spent')
    this.name = 'LeadBudgetSpent'
  }
}

export const isLeadBudgetSpent = (error: unknown): error is LeadBudgetSpent =>
  error instanceof LeadBudgetSpent

type Tx = Pick<Db, 'select'>

/** Throws LeadBudgetSpent when `now`'s UTC day already holds LEADS_DAILY_LIMIT leads. */
export function checkLeadBudget(tx: Tx, now = Date.now()) {
  const limit = getEnv().LEADS_DAILY_LIMIT
  if (limit === 0) return
  const dayStart = new Date(now - (now % DAY_MS))
  let stored = 0
  for (const table of [contactMessages, consultations]) {
    stored +=
      tx.select({ n: count() }).from(table).where(gte(table.createdAt, dayStart)).get()?.n ?? 0
  }
  if (stored >= limit)
    throw new LeadBudgetSpent(Math.ceil((dayStart.getTime() + DAY_MS - now) / 1000))
}

/** When today's (UTC) budget first refused a lead, or null: the dashboard says so. */
export function leadBudgetSpentAt(now = Date.now()): Date | null {
  const dayStart = new Date(now - (now % DAY_MS))
  return firstAuditAt('lead-budget', dayStart)
}

/** The admin's notice: one audit row the first time a day's budget refuses a lead. */
export function noticeLeadBudgetSpent(now = Date.now()) {
  if (leadBudgetSpentAt(now)) return
  const detail = `${getEnv().LEADS_DAILY_LIMIT} leads stored today (UTC): more are refused until midnight UTC`
  recordAuditOrLog({ action: 'refuse', entity: 'lead-budget', detail }, { now })
}
