// The trash (docs/decisions/019-trash.md): what was deleted in the last 30 days, newest first, with
// who deleted it and the days it has left. Restore is a plain POST from each row; Delete forever
// opens a confirmation (admin.trash.$id.delete.tsx) painted over the list. Both work without
// JavaScript.
import type { MetaFunction } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useNavigation } from '@remix-run/react'
import { RotateCcw, Trash2 } from 'lucide-react'
import { trashAction, trashLoader } from '#app/admin/trash-screen.server.ts'
import { cellClass, DataTable } from '#app/components/admin/data-table.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { RESTORE_INTENT } from '#app/lib/admin-form-fields.ts'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Trash')]

export const loader = trashLoader
export const action = trashAction

const actionClass =
  'inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500'

export default function Trash() {
  const { items, error, message, days } = useLoaderData<typeof loader>()
  const busy = useNavigation().state === 'submitting'
  const { t, message: m } = useAdminLanguage()
  const columns = t.trash.columns
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{m('Trash')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.trash.intro(days)}</p>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <DataTable
        columns={[
          columns.type,
          columns.title,
          columns.deleted,
          columns.by,
          columns.daysLeft,
          columns.actions,
        ]}
        isEmpty={items.length === 0}
        empty={t.trash.empty}
      >
        {items.map((item) => (
          <tr key={item.id}>
            <td className={cellClass}>{m(item.label)}</td>
            <td className={`${cellClass} font-medium`}>
              <bdi>{item.title}</bdi>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{item.deletedAt}</td>
            <td className={cellClass}>
              <bdi>{item.deletedBy}</bdi>
            </td>
            <td className={cellClass}>{item.daysLeft}</td>
            <td className={cellClass}>
              <div className="flex gap-2">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={RESTORE_INTENT}
                    disabled={busy}
                    aria-label={t.trash.restoreItem(item.title)}
                    className={`${actionClass} text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800`}
                  >
                    <RotateCcw aria-hidden className="h-4 w-4" />
                    {t.trash.restore}
                  </button>
                </Form>
                <Link
                  to={`${item.id}/delete`}
                  preventScrollReset
                  aria-label={t.trash.deleteItemForever(item.title)}
                  className={`${actionClass} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-slate-800`}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {t.trash.deleteForever}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      <Outlet />
    </section>
  )
}
