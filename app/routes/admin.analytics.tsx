// Visitor analytics (docs/privacy.md): visitors, pageviews and leads per day as a server-drawn
// chart, the conversion rate, and where visits came from, for 7, 30 or 90 days or custom dates (a
// GET form that works without JavaScript); each table downloads as CSV. Read only: no action.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { analyticsLoader } from '#app/admin/analytics.server.ts'
import type { Row } from '#app/analytics/report.server.ts'
import { AnalyticsChart } from '#app/components/admin/analytics-chart.tsx'
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

const percent = (value: number) => `${(value * 100).toFixed(1)}%`
const TABLE_TITLES = [
  ['pages', 'Top pages'],
  ['landing', 'Landing pages'],
  ['referrers', 'Referrers'],
  ['channels', 'Channels'],
  ['campaigns', 'Campaigns'],
  ['sources', 'Campaign sources'],
  ['devices', 'Devices'],
  ['browsers', 'Browsers'],
  ['languages', 'Languages'],
] as const
// Leads by where they came from (issue 32): the table's name, its title and first column.
const CONVERSION_TITLES = [
  ['channel', 'Leads by channel', 'Channel'],
  ['campaign', 'Leads by campaign', 'Campaign'],
  ['landing', 'Leads by landing page', 'Landing page'],
  ['service', 'Leads by service page', 'Service page'],
] as const

export default function Analytics() {
  const { choice, report, conversions } = useLoaderData<typeof loader>()
  const query = new URLSearchParams(
    choice.range === 'custom'
      ? { range: 'custom', from: report.from, to: report.to }
      : { range: choice.range },
  )
  const csv = (table: string) => `/admin/analytics/export.csv?${query}&table=${table}`
  // Counts in the admin's language's pinned tag (its digits Latin in Arabic too), as on the server.
  const { locale } = useAdminLanguage()
  const stats: Array<[string, string]> = [
    ['Visitors', report.totals.visitors.toLocaleString(locale)],
    ['Pageviews', report.totals.pageviews.toLocaleString(locale)],
    ['Leads', report.totals.leads.toLocaleString(locale)],
    ['Conversion rate', percent(report.totals.conversion)],
  ]
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Analytics</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Counted without cookies (docs/privacy.md): a visitor is new every day, so visitors over
        several days are the sum of each day&apos;s. Days are UTC. {report.from} to {report.to}.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1" htmlFor="analytics-range">
          Range
          <select
            id="analytics-range"
            name="range"
            defaultValue={choice.range}
            className={filterControlClass}
          >
            <option value="7">Last 7 days</option>
            <option value="30">Last 30 days</option>
            <option value="90">Last 90 days</option>
            <option value="custom">Custom dates</option>
          </select>
        </label>
        <DateRangeFields idPrefix="analytics" from={choice.typed.from} to={choice.typed.to} />
        <FilterButton>Show</FilterButton>
        {choice.error ? (
          <p role="alert" className="w-full text-red-700 dark:text-red-400">
            {choice.error}
          </p>
        ) : null}
      </Form>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {report.dropped > 0 ? (
        <p className="text-sm">
          {report.dropped.toLocaleString(locale)} pageviews were dropped past the daily budget
          (ANALYTICS_DAILY_LIMIT).
        </p>
      ) : null}
      <AnalyticsChart days={report.days} />
      <p className="text-sm">
        <a className="underline" href={csv('days')}>
          Download the days as CSV
        </a>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        {CONVERSION_TITLES.map(([name, title, label]) => (
          <ConversionTable
            key={name}
            title={title}
            label={label}
            rows={conversions[name]}
            csv={csv(`leads-${name}`)}
          />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {TABLE_TITLES.map(([name, title]) => (
          <FigureTable key={name} title={title} rows={report.tables[name]} csv={csv(name)} />
        ))}
      </div>
    </section>
  )
}

function FigureTable({ title, rows, csv }: { title: string; rows: Row[]; csv: string }) {
  const shown = rows.slice(0, 10)
  const { locale } = useAdminLanguage()
  return (
    <div className="space-y-2">
      <TableHeading title={title} csv={csv} />
      <DataTable
        columns={[title, 'Visitors', 'Pageviews']}
        isEmpty={shown.length === 0}
        empty="Nothing counted yet."
      >
        {shown.map((row) => (
          <tr key={row.label}>
            <td className={longTextCellClass}>
              <bdi>{row.label}</bdi>
            </td>
            <td className={cellClass}>{row.visitors.toLocaleString(locale)}</td>
            <td className={cellClass}>{row.pageviews.toLocaleString(locale)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}
