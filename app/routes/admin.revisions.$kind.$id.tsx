import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { revisionsLoader } from '#app/admin/revisions.server.ts'
import { cellClass, DataTable } from '#app/components/admin/data-table.tsx'
import { FieldDiffs } from '#app/components/admin/revision-diff.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Revisions of ${data?.item.name ?? 'an item'} | Admin` },
]

export const loader = revisionsLoader

const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300'

export default function Revisions() {
  const { item, max, revisions, selected, comparison, error, message } =
    useLoaderData<typeof loader>()
  return (
    <section className="max-w-4xl space-y-4">
      <Link to={item.editUrl} className={`text-sm ${linkClass}`}>
        Back to edit {item.name}
      </Link>
      <h1 className="text-2xl font-bold">Revisions of {item.name}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Every save keeps its version, with who saved it and when: the last {max} of this {item.noun}{' '}
        are kept. Pick two versions to compare them, or restore one.
      </p>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <Form method="get" preventScrollReset className="space-y-3">
        <DataTable
          columns={['From', 'To', 'Saved', 'By', 'Actions']}
          isEmpty={revisions.length === 0}
          empty="No versions kept yet: the next save keeps the first."
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
                    aria-label={`Compare ${end} the version of ${r.at}`}
                  />
                </td>
              ))}
              <td className={cellClass}>
                {r.at}
                {index === 0 ? (
                  <span className="block text-xs font-semibold text-green-700 dark:text-green-300">
                    Current version
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>
                {r.who}
                {r.via ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    through {r.via}
                  </span>
                ) : null}
              </td>
              <td className={cellClass}>
                {index > 0 ? (
                  <Link
                    to={`restore/${r.id}`}
                    className={linkClass}
                    aria-label={`Restore the version of ${r.at}`}
                  >
                    Restore
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
        {revisions.length > 1 ? (
          <button type="submit" className={buttonClass('secondary')}>
            Compare selected versions
          </button>
        ) : null}
      </Form>
      {comparison ? (
        <section aria-labelledby="comparison" className="space-y-3">
          <h2 id="comparison" className="text-xl font-bold">
            Changes from {comparison.from.at} to {comparison.to.at}
          </h2>
          <FieldDiffs fields={comparison.fields} />
        </section>
      ) : null}
    </section>
  )
}

export { RevisionsError as ErrorBoundary } from '#app/components/admin/revision-diff.tsx'
