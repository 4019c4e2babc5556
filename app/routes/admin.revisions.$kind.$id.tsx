import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { revisionsLoader } from '#app/admin/revisions.server.ts'
import { cellClass, DataTable } from '#app/components/admin/data-table.tsx'
import { FieldDiffs } from '#app/components/admin/revision-diff.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { AdminHandle } from '#app/components/admin/admin-error.tsx'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction<typeof loader> = (args) => [
  adminTitle(args, (t) => t.revisions.title(args.data?.item.name ?? t.revisions.anItem)),
]

/** A version or item that is gone keeps the screen's heading (app/components/admin/admin-error.tsx). */
export const handle: AdminHandle = { errorHeading: (t) => t.revisions.heading }

export const loader = revisionsLoader

const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300'

export default function Revisions() {
  const { item, max, revisions, selected, comparison, error, message } =
    useLoaderData<typeof loader>()
  const { t: dictionary, message: m } = useAdminLanguage()
  const t = dictionary.revisions
  const columns = t.columns
  return (
    <section className="max-w-4xl space-y-4">
      <Link to={item.editUrl} className={`text-sm ${linkClass}`}>
        {t.backToEdit(item.name)}
      </Link>
      <h1 className="text-2xl font-bold">{t.title(item.name)}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.intro(max, item.noun)}</p>
      {message ? <StatusMessage kind={message.kind}>{m(message.text)}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{m(error)}</StatusMessage> : null}
      <Form method="get" preventScrollReset className="space-y-3">
        <DataTable
          columns={[columns.from, columns.to, columns.saved, columns.by, columns.actions]}
          isEmpty={revisions.length === 0}
          empty={t.empty}
        >
          {revisions.map((r, index) => (
            <tr key={r.id} data-testid="revision">
              {(['from', 'to'] as const).map((end) => (
                <td key={end} className={cellClass}>
                  <input
                    type="radio"
                    name={end}
                    value={r.id}
                    defaultChecked={selected[end] === r.id}
                    aria-label={end === 'from' ? t.compareFrom(r.at) : t.compareTo(r.at)}
                  />
                </td>
              ))}
              <td className={cellClass}>
                {r.at}
                {index === 0 ? (
                  <span className="block text-xs font-semibold text-green-700 dark:text-green-300">
                    {t.current}
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>
                {t.who[r.who] ?? r.who}
                {r.via ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t.through(t.via[r.via] ?? r.via)}
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>
                {index > 0 ? (
                  <Link
                    to={`restore/${r.id}`}
                    className={linkClass}
                    aria-label={t.restoreVersion(r.at)}
                  >
                    {t.restore}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
        {revisions.length > 1 ? (
          <button type="submit" className={buttonClass('secondary')}>
            {t.compare}
          </button>
        ) : null}
      </Form>
      {comparison ? (
        <section aria-labelledby="comparison" className="space-y-3">
          <h2 id="comparison" className="text-xl font-bold">
            {t.changes(comparison.from.at, comparison.to.at)}
          </h2>
          <FieldDiffs fields={comparison.fields} />
        </section>
      ) : null}
    </section>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
