// The dashboard's figures for a range of days (app/routes/admin.analytics.tsx): finished days from
// their daily totals (rollup.server.ts), today from its raw pageviews, leads from the two inboxes.
import { getDb } from '#app/lib/db.server.ts'
import { readPath } from '#app/i18n/languages.ts'
import { getDefaultLanguage } from '#app/models/settings.server.ts'
import { DEVICES } from './agent.server.ts'
import { channelName } from './channel.ts'
import { DAY_MS, dayOf, dayToIso } from './ids.ts'
import { liveTotals } from './live.server.ts'
import { DIM, rollUpFinishedDays } from './rollup.server.ts'
import { totalId, type Totals } from './tally.ts'
import { mapValues } from '#app/lib/record.ts'

export type Row = { label: string; visitors: number; pageviews: number }
export type Day = { date: string; visitors: number; pageviews: number; leads: number }
export const TABLES = {
  pages: { dim: DIM.page, title: 'Top pages' },
  landing: { dim: DIM.landing, title: 'Landing pages' },
  referrers: { dim: DIM.referrer, title: 'Referrers' },
  channels: { dim: DIM.channel, title: 'Channels' },
  campaigns: { dim: DIM.campaign, title: 'Campaigns' },
  sources: { dim: DIM.source, title: 'Campaign sources' },
  devices: { dim: DIM.device, title: 'Devices' },
  browsers: { dim: DIM.browser, title: 'Browsers' },
  // Visitors by the language of the page they landed on (from its address, docs/decisions/025).
  languages: { dim: DIM.landing, title: 'Languages' },
} as const
export type TableName = keyof typeof TABLES

export type Report = {
  from: string
  to: string
  days: Day[]
  totals: { visitors: number; pageviews: number; leads: number; conversion: number }
  tables: Record<TableName, Row[]>
  dropped: number
}

/** Leads (contact messages and consultations, spam left out) per day of the range. */
function leadsPerDay(from: number, to: number): Map<number, number> {
  const perDay = new Map<number, number>()
  for (const table of ['contact_messages', 'consultations']) {
    const times = getDb()
      .$client.prepare<unknown[], number>(
        `SELECT created_at FROM ${table} WHERE created_at >= ? AND created_at < ? AND status != 'spam'`,
      )
      .pluck()
      .all(from * DAY_MS, (to + 1) * DAY_MS)
    for (const t of times) perDay.set(dayOf(t), (perDay.get(dayOf(t)) ?? 0) + 1)
  }
  return perDay
}

function labelsOf(ids: number[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((id) => id > 0))]
  const labels = new Map<number, string>()
  const read = getDb().$client.prepare<[number], { id: number; value: string }>(
    'SELECT id, value FROM analytics_strings WHERE id = ?',
  )
  for (const id of wanted) {
    const row = read.get(id)
    if (row) labels.set(row.id, row.value)
  }
  return labels
}

function label(dim: number, key: number, labels: Map<number, string>): string | null {
  if (dim === DIM.channel) return channelName(key)
  if (dim === DIM.device) return DEVICES[key] ?? 'Other'
  if (key === 0) return dim === DIM.browser ? 'Unknown' : null
  return labels.get(key) ?? null
}

const LANGUAGE_LABELS = { en: 'English', ar: 'Arabic' } as const

/** Landing pages summed by the language their address names (the default one without a prefix). */
function byLanguage(landing: Row[]): Row[] {
  const fallback = getDefaultLanguage()
  const sums = new Map<string, Row>()
  for (const row of landing) {
    const name = LANGUAGE_LABELS[readPath(row.label.split('?')[0]!, fallback).language]
    const found = sums.get(name)
    if (found) {
      found.visitors += row.visitors
      found.pageviews += row.pageviews
    } else sums.set(name, { ...row, label: name })
  }
  return [...sums.values()]
}

/** The figures of the days from..to (inclusive, UTC day numbers), as of `now`. */
export async function analyticsReport(from: number, to: number, now: number): Promise<Report> {
  await rollUpFinishedDays(now)
  const client = getDb().$client
  const today = dayOf(now)
  const summed = client
    .prepare<
      unknown[],
      {
        dim: number
        key: number
        visitors: number
        pageviews: number
      }
    >(
      `SELECT dim, key, sum(visitors) AS visitors, sum(pageviews) AS pageviews
        FROM analytics_daily WHERE day >= ? AND day <= ? GROUP BY dim, key`,
    )
    .all(from, Math.min(to, today - 1))
  const totals: Totals = new Map(summed.map((t) => [totalId(t.dim, t.key), { ...t }]))
  const perDay = new Map<number, { visitors: number; pageviews: number }>()
  const daily = client
    .prepare<unknown[], { day: number; visitors: number; pageviews: number }>(
      'SELECT day, visitors, pageviews FROM analytics_daily WHERE dim = 0 AND day >= ? AND day <= ?',
    )
    .all(from, to)
  for (const d of daily) perDay.set(d.day, d)
  if (to >= today && from <= today) {
    const live = await liveTotals(today)
    const total = live.get(totalId(DIM.total, 0))
    if (total) perDay.set(today, { visitors: total.visitors, pageviews: total.pageviews })
    for (const t of live.values()) {
      const id = totalId(t.dim, t.key)
      const found = totals.get(id)
      if (found) {
        found.visitors += t.visitors
        found.pageviews += t.pageviews
      } else totals.set(id, { ...t })
    }
  }
  const leads = leadsPerDay(from, to)
  const days: Day[] = []
  for (let day = from; day <= to; day++) {
    const d = perDay.get(day)
    days.push({
      date: dayToIso(day),
      visitors: d?.visitors ?? 0,
      pageviews: d?.pageviews ?? 0,
      leads: leads.get(day) ?? 0,
    })
  }
  const labels = labelsOf([...totals.values()].map((t) => t.key))
  const tables = mapValues(TABLES, ({ dim }, name) => {
    let rows: Row[] = []
    for (const t of totals.values()) {
      if (t.dim !== dim) continue
      const text = label(dim, t.key, labels)
      if (text !== null) rows.push({ label: text, visitors: t.visitors, pageviews: t.pageviews })
    }
    if (name === 'languages') rows = byLanguage(rows)
    rows.sort(
      (a, b) =>
        b.visitors - a.visitors || b.pageviews - a.pageviews || (a.label < b.label ? -1 : 1),
    )
    return rows
  })
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0)
  const leadCount = days.reduce((sum, d) => sum + d.leads, 0)
  const dropped =
    client
      .prepare<[number, number], number>(
        'SELECT coalesce(sum(dropped), 0) FROM analytics_days WHERE day >= ? AND day <= ?',
      )
      .pluck()
      .get(from, to) ?? 0
  return {
    from: dayToIso(from),
    to: dayToIso(to),
    days,
    totals: {
      visitors,
      pageviews: days.reduce((sum, d) => sum + d.pageviews, 0),
      leads: leadCount,
      conversion: visitors > 0 ? leadCount / visitors : 0,
    },
    tables,
    dropped,
  }
}
