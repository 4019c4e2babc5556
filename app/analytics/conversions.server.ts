// Leads and conversion rate by channel, campaign, landing page and service page (docs/decisions/024-lead-attribution.md), for the
// dashboard's range: each lead counted by its attribution snapshot (lead-source.ts), against the
// visitors the report counted for the same label. Days are UTC, as the report's; spam is left out.
import { getDb } from '#app/lib/db.server.ts'
import { DAY_MS } from './ids.ts'
import { readAttribution, UNKNOWN_SOURCE, type LeadAttribution } from './lead-source.ts'
import type { Report, Row } from './report.server.ts'

export type ConversionRow = {
  label: string
  leads: number
  visitors: number
  /** Leads per visitor of the label; null when no visitor was counted for it. */
  rate: number | null
}
export const CONVERSIONS = {
  channel: 'Leads by channel',
  campaign: 'Leads by campaign',
  landing: 'Leads by landing page',
  service: 'Leads by service page',
} as const
export type ConversionName = keyof typeof CONVERSIONS

/** The attribution of every lead (not spam) received in the days from..to. */
function attributionsOf(from: number, to: number): Array<LeadAttribution | null> {
  const found: Array<LeadAttribution | null> = []
  for (const table of ['contact_messages', 'consultations']) {
    const texts = getDb()
      .$client.prepare<unknown[], string | null>(
        `SELECT attribution FROM ${table}
          WHERE created_at >= ? AND created_at < ? AND status != 'spam'`,
      )
      .pluck()
      .all(from * DAY_MS, (to + 1) * DAY_MS)
    for (const text of texts) found.push(readAttribution(text))
  }
  return found
}

function tally(labels: Iterable<string>, visitors: Row[]): ConversionRow[] {
  const leads = new Map<string, number>()
  for (const label of labels) leads.set(label, (leads.get(label) ?? 0) + 1)
  const seen = new Map(visitors.map((r) => [r.label, r.visitors]))
  return [...leads]
    .map(([label, count]) => {
      const v = seen.get(label) ?? 0
      return { label, leads: count, visitors: v, rate: v > 0 ? count / v : null }
    })
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || (a.label < b.label ? -1 : 1))
}

/**
 * The four tables for a report's range. Every lead is in the channel table (one whose source is
 * unknown under "Source unknown"), so its leads add up to the report's; a lead is in the campaign
 * and landing tables when it has one, and in the service table once for each service page it saw.
 */
export function conversionTables(report: Report): Record<ConversionName, ConversionRow[]> {
  const from = Math.round(Date.parse(`${report.from}T00:00:00Z`) / DAY_MS)
  const to = Math.round(Date.parse(`${report.to}T00:00:00Z`) / DAY_MS)
  const leads = attributionsOf(from, to)
  const known = leads.filter((a): a is LeadAttribution => a !== null)
  return {
    channel: tally(
      leads.map((a) => a?.channel ?? UNKNOWN_SOURCE),
      report.tables.channels,
    ),
    campaign: tally(
      known.flatMap((a) => (a.campaign ? [a.campaign] : [])),
      report.tables.campaigns,
    ),
    landing: tally(
      known.flatMap((a) => (a.landingPage ? [a.landingPage] : [])),
      report.tables.landing,
    ),
    service: tally(
      known.flatMap((a) => [...new Set(a.servicePages)]),
      report.tables.pages,
    ),
  }
}
