// Visitor analytics (docs/privacy.md): visitors, pageviews and leads per day as a server-drawn
// chart, the conversion rate, and where visits came from, for 7, 30 or 90 days or custom dates (a
// GET form that works without JavaScript); each table downloads as CSV. Read only: no action.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { analyticsLoader } from '#app/admin/analytics.server.ts'
import type { Row } from '#app/analytics/report.server.ts'
import { SOURCE_WORDS_EN } from '#app/analytics/source-words.ts'
import { AnalyticsChart, ChartNote } from '#app/components/admin/analytics-chart.tsx'
import { ConversionTable } from '#app/components/admin/conversion-table.tsx'
import {
  cellClass,
  DataTable,
  longTextCellClass,
  TableHeading,
} from '#app/components/admin/data-table.tsx'
import {
  DateRangeFields,
  FilterButton,
  filterControlClass,
} from '#app/components/admin/filter-controls.tsx'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Analytics')]

export const loader = (args: LoaderFunctionArgs) => analyticsLoader(args)

/** A rate, or a dash while there is nothing to divide by (no visitors: no rate, not 0%). */
const percent = (value: number, of: number) => (of === 0 ? '—' : `${(value * 100).toFixed(1)}%`)
const TABLES = [
  ...['pages', 'landing', 'referrers', 'channels', 'campaigns'],
  ...['sources', 'devices', 'browsers', 'languages'],
] as const
// Leads by where they came from (issue 32).
const CONVERSIONS = ['channel', 'campaign', 'landing', 'service'] as const

/** A label the report writes in English (a channel, a device), by its name in `names` if any. */
const named = (names: Record<string, string>) => (label: string) =>
  Object.hasOwn(names, label) ? names[label]! : label

export default function Analytics() {
  const { choice, report, conversions, counting } = useLoaderData<typeof loader>()
  const query = new URLSearchParams(
    choice.range === 'custom'
      ? { range: 'custom', from: report.from, to: report.to }
      : { range: choice.range },
  )
  const csv = (table: string) => `/admin/analytics/export.csv?${query}&table=${table}`
  // Counts in the admin's language's pinned tag (its digits Latin in Arabic too), as on the server.
  const { locale, t, message: m } = useAdminLanguage()
  const a = t.analytics
  // The channels' and devices' names in the admin's language; what visitors sent stays as it came.
  const words = t.lead.sourceWords
  const channel = named({ ...words.channels, [SOURCE_WORDS_EN.unknown]: words.unknown })
  const names: Partial<Record<string, (label: string) => string>> = {
    channels: channel,
    devices: named(a.devices),
  }
  const stats: Array<[string, string]> = [
    [a.visitors, report.totals.visitors.toLocaleString(locale)],
    [a.pageviews, report.totals.pageviews.toLocaleString(locale)],
    [a.leads, report.totals.leads.toLocaleString(locale)],
    [a.conversionRate, percent(report.totals.conversion, report.totals.visitors)],
  ]
  // Nothing counted in the range: one sentence saying what will appear and when, instead of zeros,
  // an empty chart and a dozen empty tables; the lead tables stay for leads that came meanwhile.
  const visited = report.totals.pageviews > 0
  const anything = visited || report.totals.leads > 0
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{m('Analytics')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {a.intro(report.from, report.to)}
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1" htmlFor="analytics-range">
          {a.range}
          <select
            id="analytics-range"
            name="range"
            defaultValue={choice.range}
            className={filterControlClass}
          >
            {(['7', '30', '90', 'custom'] as const).map((range) => (
              <option key={range} value={range}>
                {a.ranges[range]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields idPrefix="analytics" from={choice.typed.from} to={choice.typed.to} />
        <FilterButton>{a.show}</FilterButton>
        {choice.error ? (
          <p role="alert" className="w-full text-red-700 dark:text-red-400">
            {m(choice.error)}
          </p>
        ) : null}
      </Form>
      {anything ? (
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map(([label, value]) => (
            <div
              key={label}
              className="rounded-md border border-slate-200 p-4 dark:border-slate-700"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {report.dropped > 0 ? (
        <p className="text-sm">{a.dropped(report.dropped.toLocaleString(locale))}</p>
      ) : null}
      {/* With ANALYTICS=off nothing new is counted: said above what was counted before, if any. */}
      {counting ? null : <ChartNote testId="analytics-counting-off">{a.countingOff}</ChartNote>}
      {visited ? (
        <AnalyticsChart days={report.days} />
      ) : counting ? (
        <ChartNote testId="analytics-chart-empty">{a.emptyChart(report.from, report.to)}</ChartNote>
      ) : null}
      {visited ? (
        <p className="text-sm">
          <a className="underline" href={csv('days')}>
            {a.daysCsv}
          </a>
        </p>
      ) : null}
      <div className="grid gap-6 empty:hidden lg:grid-cols-2">
        {CONVERSIONS.filter((name) => conversions[name].length > 0).map((name) => (
          <ConversionTable
            key={name}
            title={a.conversions[name][0]}
            label={a.conversions[name][1]}
            rows={conversions[name]}
            csv={csv(`leads-${name}`)}
            name={name === 'channel' ? channel : undefined}
          />
        ))}
      </div>
      {visited ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {TABLES.map((name) => (
            <FigureTable
              key={name}
              title={a.tables[name]}
              rows={report.tables[name]}
              csv={csv(name)}
              name={names[name]}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

function FigureTable({
  title,
  rows,
  csv,
  name = (label) => label,
}: {
  title: string
  rows: Row[]
  csv: string
  /** A row's label as shown (a channel's name in the admin's language). */
  name?: (label: string) => string
}) {
  const shown = rows.slice(0, 10)
  const { locale, t } = useAdminLanguage()
  return (
    <div className="space-y-2">
      <TableHeading title={title} csv={csv} />
      <DataTable
        columns={[title, t.analytics.visitors, t.analytics.pageviews]}
        isEmpty={shown.length === 0}
        empty={t.analytics.nothingCounted}
      >
        {shown.map((row) => (
          <tr key={row.label}>
            <td className={longTextCellClass}>
              <bdi>{name(row.label)}</bdi>
            </td>
            <td className={cellClass}>{row.visitors.toLocaleString(locale)}</td>
            <td className={cellClass}>{row.pageviews.toLocaleString(locale)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}
