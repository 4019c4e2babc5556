// The admin list table: a header row from `columns`, the rows as children (<tr><td className={cellClass}>),
// and `empty` when there are none. RowActions gives the Edit and Delete links to nested modal routes.
// On a phone (under 640 px) each row is a card: its cells stacked, each under its column's name
// (the `data-label` given to every cell here), so the actions are in view without scrolling sideways.
import { Link } from '@remix-run/react'
import { Pencil, Trash2 } from 'lucide-react'
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const cellClass = 'px-4 py-3 align-top text-sm'
/**
 * A cell of text that may have no break in it (an address, percent-encoded Arabic included): it
 * breaks anywhere rather than widen the table past its box, which would scroll where a keyboard
 * cannot (axe: scrollable-region-focusable).
 */
export const longTextCellClass = `${cellClass} [overflow-wrap:anywhere]`

// The card layout, for the table's rows and cells (Tailwind variants on the table, so the screens'
// own markup stays a plain table).
const PHONE_CARDS = [
  'max-sm:block',
  'max-sm:[&_tbody]:block',
  'max-sm:[&_tr]:block',
  'max-sm:[&_tr]:py-2',
  'max-sm:[&_td]:block',
  'max-sm:[&_td]:py-1.5',
  'max-sm:[&_td[data-label]]:before:block',
  'max-sm:[&_td[data-label]]:before:text-xs',
  'max-sm:[&_td[data-label]]:before:font-semibold',
  'max-sm:[&_td[data-label]]:before:uppercase',
  'max-sm:[&_td[data-label]]:before:tracking-wide',
  'max-sm:[&_td[data-label]]:before:text-slate-600',
  'dark:max-sm:[&_td[data-label]]:before:text-slate-300',
  'max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
].join(' ')

type Element = ReactElement<{ children?: ReactNode; 'data-label'?: string }>

/** Each row's cells named by their column (`data-label`), for the card layout. */
function labelCells(rows: ReactNode, columns: string[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<Element['props']>(row)) return row
    let index = 0
    const cells = Children.map(row.props.children, (cell) =>
      isValidElement<Element['props']>(cell)
        ? cloneElement(cell, { 'data-label': columns[index++] })
        : cell,
    )
    return cloneElement(row, {}, cells)
  })
}

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
  const { message: m } = useAdminLanguage()
  const names = columns.map(m)
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table
        className={`min-w-full divide-y divide-slate-200 dark:divide-slate-800 ${PHONE_CARDS}`}
      >
        <thead className="bg-slate-100 max-sm:sr-only dark:bg-slate-800">
          <tr>
            {names.map((c) => (
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
                {m(empty)}
              </td>
            </tr>
          ) : (
            labelCells(children, names)
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
  const { message: m } = useAdminLanguage()
  return (
    <div className="flex gap-2">
      {editTo ? (
        <Link
          to={editTo}
          preventScrollReset
          aria-label={`${m('Edit')} ${label}`}
          className={`${ROW_LINK} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800`}
        >
          <Pencil aria-hidden className="h-4 w-4" />
          {m('Edit')}
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
  const { message: m } = useAdminLanguage()
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={`${m('Delete')} ${label}`}
      className={`${ROW_LINK} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800 ${className}`}
    >
      <Trash2 aria-hidden className="h-4 w-4" />
      {m('Delete')}
    </Link>
  )
}

/** A report table's heading with the link to its CSV (the analytics screen's tables). */
export function TableHeading({ title, csv }: { title: string; csv: string }) {
  const { t } = useAdminLanguage()
  return (
    <div className="flex items-baseline justify-between gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <a className="text-sm underline" href={csv}>
        CSV<span className="sr-only">{t.analytics.csvOf(title)}</span>
      </a>
    </div>
  )
}
