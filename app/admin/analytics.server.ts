// The analytics screen's server side: the range a GET form asks for (7, 30 or 90 days, or custom
// dates), the report, and each table as CSV (app/lib/csv.server.ts, as every export).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { conversionTables, CONVERSIONS } from '#app/analytics/conversions.server.ts'
import { analyticsReport, TABLES } from '#app/analytics/report.server.ts'
import { dayOf, isoToDay } from '#app/analytics/ids.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { csvResponse } from '#app/lib/csv.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { hasKey } from '#app/lib/record.ts'

export const RANGES = ['7', '30', '90', 'custom'] as const
const MAX_DAYS = 3_660
const ISO = /^\d{4}-\d{2}-\d{2}$/

export type RangeChoice = {
  range: (typeof RANGES)[number]
  from: number
  to: number
  typed: { from: string; to: string }
  error?: string
}

/** The days a query asks for; a custom range that cannot be read falls back to 30 days. */
export function readRange(url: URL, now: number): RangeChoice {
  const today = dayOf(now)
  const asked = url.searchParams.get('range') ?? '30'
  const typed = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }
  if (asked === 'custom') {
    const from = ISO.test(typed.from) ? isoToDay(typed.from) : NaN
    const to = ISO.test(typed.to) ? isoToDay(typed.to) : NaN
    if (Number.isNaN(from) || Number.isNaN(to)) {
      return { range: '30', from: today - 29, to: today, typed, error: 'Enter both dates.' }
    }
    if (from > to || to - from >= MAX_DAYS) {
      return {
        range: '30',
        from: today - 29,
        to: today,
        typed,
        error: 'The start must be on or before the end, at most ten years apart.',
      }
    }
    return { range: 'custom', from, to, typed }
  }
  const range = asked === '7' ? '7' : asked === '90' ? '90' : '30'
  const days = Number(range)
  return { range, from: today - days + 1, to: today, typed }
}

export async function analyticsLoader({ request }: LoaderFunctionArgs, now = Date.now()) {
  await requireAdmin(request)
  const choice = readRange(new URL(request.url), now)
  const started = performance.now()
  const report = await analyticsReport(choice.from, choice.to, now)
  const conversions = conversionTables(report)
  const ms = performance.now() - started
  return Response.json(
    // Whether pageviews are counted at all (ANALYTICS=off counts none): the screen says so.
    { choice, report, conversions, counting: getEnv().ANALYTICS },
    { headers: { 'Server-Timing': `report;dur=${ms.toFixed(1)}` } },
  )
}

export async function analyticsExportLoader({ request }: LoaderFunctionArgs, now = Date.now()) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const name = url.searchParams.get('table') ?? ''
  const leadsOf = name.startsWith('leads-') ? name.slice('leads-'.length) : null
  const conversion = leadsOf !== null && hasKey(CONVERSIONS, leadsOf) ? leadsOf : null
  const table = hasKey(TABLES, name) ? name : null
  if (name !== 'days' && !table && !conversion) {
    throw new Response('No such table.', { status: 404 })
  }
  const choice = readRange(url, now)
  const report = await analyticsReport(choice.from, choice.to, now)
  const file = `analytics-${name}-${report.from}-to-${report.to}.csv`
  if (name === 'days') {
    return csvResponse(file, ['date', 'visitors', 'pageviews', 'leads'], report.days, (d) => [
      d.date,
      d.visitors,
      d.pageviews,
      d.leads,
    ])
  }
  if (conversion) {
    return csvResponse(
      file,
      ['label', 'leads', 'visitors', 'conversion_rate'],
      conversionTables(report)[conversion],
      (r) => [r.label, r.leads, r.visitors, r.rate === null ? '' : r.rate.toFixed(4)],
    )
  }
  if (!table) throw new Response('No such table.', { status: 404 })
  return csvResponse(file, ['label', 'visitors', 'pageviews'], report.tables[table], (r) => [
    r.label,
    r.visitors,
    r.pageviews,
  ])
}
