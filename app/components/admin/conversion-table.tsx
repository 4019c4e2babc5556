// One of the analytics screen's conversion tables (docs/decisions/024-lead-attribution.md): leads
// by channel, campaign, landing page or service page, with the visitors counted for the same label
// and the rate between them.
import type { ConversionRow } from '#app/analytics/conversions.server.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { cellClass, DataTable, longTextCellClass, TableHeading } from './data-table.tsx'

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`)

export function ConversionTable({
  title,
  label,
  rows,
  csv,
  name = (label) => label,
}: {
  title: string
  /** The first column's heading ("Channel"). */
  label: string
  rows: ConversionRow[]
  csv: string
  /** A row's label as shown (a channel's name in the admin's language). */
  name?: (label: string) => string
}) {
  const shown = rows.slice(0, 10)
  const { locale, t } = useAdminLanguage()
  const a = t.analytics
  return (
    <div className="space-y-2">
      <TableHeading title={title} csv={csv} />
      <DataTable
        columns={[label, a.leads, a.visitors, a.conversion]}
        isEmpty={shown.length === 0}
        empty={a.noLeads}
      >
        {shown.map((row) => (
          <tr key={row.label}>
            <td className={longTextCellClass}>
              <bdi>{name(row.label)}</bdi>
            </td>
            <td className={cellClass}>{row.leads.toLocaleString(locale)}</td>
            <td className={cellClass}>{row.visitors.toLocaleString(locale)}</td>
            <td className={cellClass}>{percent(row.rate)}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}
