// The audit log: who did what, when and from where, newest first, 25 to a page, filtered by a GET
// form (who, what, action, dates) that works without JavaScript, and exported as CSV. Read only:
// this route has no action, and nothing in the admin writes the log (docs/security.md).
import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { auditLoader } from '#app/admin/audit-screen.server.ts'
import { cellClass, DataTable } from '#app/components/admin/data-table.tsx'
import { Pager } from '#app/components/admin/pager.tsx'
import {
  DateRangeFields,
  FilterButton,
  filterControlClass,
} from '#app/components/admin/filter-controls.tsx'
import { adminTitle, useAdminLanguage, useAdminT } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Audit log')]

export const loader = auditLoader

export default function AuditLog() {
  const { typed, choices, rows, total, page, pages } = useLoaderData<typeof loader>()
  const query = new URLSearchParams(
    Object.entries(typed).filter(([, value]) => value !== ''),
  ).toString()
  const pageHref = (n: number) =>
    `?${new URLSearchParams([...new URLSearchParams(query), ['page', String(n)]])}`
  const { t, message: m } = useAdminLanguage()
  const a = t.audit
  const c = a.columns

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{m('Audit log')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{a.intro}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
        <Choice
          label={a.who}
          name="who"
          value={typed.who}
          options={choices.who.map((who) => ({ code: who, name: who }))}
        />
        <Choice label={a.what} name="entity" value={typed.entity} options={choices.entity} />
        <Choice label={a.action} name="action" value={typed.action} options={choices.action} />
        <DateRangeFields idPrefix="audit" from={typed.from} to={typed.to} />
        <FilterButton>{a.filter}</FilterButton>
        <Link to="/admin/audit" className="py-1.5 font-medium text-brand-700 dark:text-brand-300">
          {a.clear}
        </Link>
        <a
          href={`/admin/audit/export.csv${query ? `?${query}` : ''}`}
          className="ms-auto py-1.5 font-medium text-brand-700 underline dark:text-brand-300"
        >
          {a.exportCsv}
        </a>
      </Form>
      <p className="text-sm" role="status">
        {a.entries(total)}
      </p>
      <DataTable
        columns={[c.when, c.who, c.action, c.what, c.detail, c.address]}
        isEmpty={rows.length === 0}
        empty={a.empty}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`${cellClass} whitespace-nowrap`}>{row.at}</td>
            <td className={cellClass}>
              <bdi>{row.who}</bdi>{' '}
              <span className="text-slate-500 dark:text-slate-400">({row.via.name})</span>
            </td>
            <td className={cellClass}>
              <Named {...row.action} />
            </td>
            <td className={cellClass}>
              <Named {...row.entity} />
              {row.entityId ? (
                <>
                  {' '}
                  <bdi>#{row.entityId}</bdi>
                </>
              ) : null}
            </td>
            <td className={`${cellClass} break-all`}>
              <bdi>{row.detail}</bdi>
            </td>
            <td className={cellClass}>{row.address}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} href={pageHref} />
    </section>
  )
}

/**
 * A code of the log by its name, with the code itself beside it for whoever reads the CSV or the
 * database (docs/decisions/039-audit-codes-named.md).
 */
function Named({ code, name }: { code: string; name: string }) {
  return (
    <>
      {name}{' '}
      <code dir="ltr" translate="no" className="text-xs text-slate-500 dark:text-slate-400">
        {code}
      </code>
    </>
  )
}

function Choice({
  label,
  name,
  value,
  options,
}: {
  label: string
  name: string
  value: string
  options: ReadonlyArray<{ code: string; name: string }>
}) {
  const id = `audit-${name}`
  const t = useAdminT()
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      {label}
      <select id={id} name={name} defaultValue={value} className={filterControlClass}>
        <option value="">{t.audit.all}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  )
}
