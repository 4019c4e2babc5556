// The admin list table: a header row from `columns`, the rows as children (<tr><td className={cellClass}>),
// and `empty` when there are none. RowActions gives the Edit and Delete links to nested modal routes.
import { Link } from '@remix-run/react'
import { Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'

export const cellClass = 'px-4 py-3 align-top text-sm'

export function DataTable({
  columns,
  children,
  isEmpty,
  empty = 'Nothing here yet.',
}: {
  columns: string[]
  children: ReactNode
  isEmpty: boolean
  empty?: string
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-4 py-3 text-start text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300"
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {isEmpty ? (
            <tr>
              <td
                colSpan={columns.length}
                className={`${cellClass} text-slate-500 dark:text-slate-400`}
              >
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  )
}

/** Edit / Delete links for one row; `label` names the row for screen readers. */
const ROW_LINK =
  'inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500'

export function RowActions({
  editTo,
  deleteTo,
  label,
}: {
  editTo?: string
  deleteTo: string
  label: string
}) {
  return (
    <div className="flex gap-2">
      {editTo ? (
        <Link
          to={editTo}
          preventScrollReset
          aria-label={`Edit ${label}`}
          className={`${ROW_LINK} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800`}
        >
          <Pencil aria-hidden className="h-4 w-4" />
          Edit
        </Link>
      ) : null}
      <DeleteLink to={deleteTo} label={label} />
    </div>
  )
}

/** The red Delete link of a row or card, to its confirmation ("Delete <label>" to a screen reader). */
export function DeleteLink({
  to,
  label,
  className = '',
}: {
  to: string
  label: string
  className?: string
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={`Delete ${label}`}
      className={`${ROW_LINK} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800 ${className}`}
    >
      <Trash2 aria-hidden className="h-4 w-4" />
      Delete
    </Link>
  )
}

/** A report table's heading with the link to its CSV (the analytics screen's tables). */
export function TableHeading({ title, csv }: { title: string; csv: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <a className="text-sm underline" href={csv}>
        CSV<span className="sr-only"> of {title}</span>
      </a>
    </div>
  )
}
