// A lead's way to disk (docs/decisions/029-lead-group-commit.md): the leads posted together are
// stored in one synced commit, each in its own savepoint with its notification, and every visitor
// is answered once that commit is on disk. The inbox's reads and statuses are leads.server.ts's.
import { getDb } from '#app/lib/db.server.ts'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import type { Language } from '#app/i18n/languages.ts'
import { checkLeadBudget, isLeadBudgetSpent, noticeLeadBudgetSpent } from './lead-budget.server.ts'
import { LEAD_TABLES, type LeadKind, type LeadRow } from './leads.server.ts'
import { queueLeadMail } from './outbox.server.ts'
import { queueLeadWebhook } from './webhook.server.ts'
import { looksLikeSpam } from './spam.server.ts'
import { purgeOldSpamNowAndThen } from './spam-purge.server.ts'

export type LeadData = { name: string; email: string; phone?: string | null; message: string }
/**
 * What the form door found: `suspicious` (a strong sign, Spam), `fast` (a weak one, marked), and
 * where the lead came from (app/analytics/attribution.server.ts).
 */
export type LeadOptions = {
  suspicious?: boolean
  fast?: boolean
  attribution?: LeadAttribution | null
  /** The language of the page the form was sent from; null when not known (the /api). */
  language?: Language | null
}

type Waiting = {
  kind: LeadKind
  data: LeadData
  suspicious: boolean
  fast: boolean
  attribution: LeadAttribution | null
  language: Language | null
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
  { suspicious = false, fast = false, attribution = null, language = null }: LeadOptions = {},
): Promise<LeadRow> {
  return new Promise((resolve, reject) => {
    waiting.push({ kind, data, suspicious, fast, attribution, language, resolve, reject })
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

function storeLead(
  tx: Tx,
  { kind, data, suspicious, fast, attribution, language }: Waiting,
): LeadRow {
  checkLeadBudget(tx)
  const table = LEAD_TABLES[kind]
  const status = suspicious || looksLikeSpam(data) ? 'spam' : 'new'
  const stored = tx
    .insert(table)
    .values({
      ...data,
      status,
      sentFast: fast,
      attribution: attribution && JSON.stringify(attribution),
      language,
    })
    .returning()
    .get()
  if (status === 'new') {
    queueLeadMail(tx, kind, stored)
    // The team's tools hear of it in the same transaction (docs/webhooks.md).
    queueLeadWebhook(tx, kind, stored)
  }
  return stored
}
