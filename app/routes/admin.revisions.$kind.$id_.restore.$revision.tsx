import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { restoreAction, restoreLoader } from '#app/admin/revisions.server.ts'
import { FieldDiffs } from '#app/components/admin/revision-diff.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Restore a version of ${data?.item.name ?? 'an item'} | Admin` },
]

export const loader = restoreLoader
export const action = restoreAction

export default function RestoreRevision() {
  const { item, listUrl, revision, fields } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  return (
    <section className="max-w-4xl space-y-4">
      <Link
        to={listUrl}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        Back to the revisions
      </Link>
      <h1 className="text-2xl font-bold">Restore a version of {item.name}</h1>
      <p>
        The version saved {revision.at} by {revision.who}
        {revision.via ? ` through ${revision.via}` : ''}. Restoring saves it again as the newest
        version; the current one stays in the list. Its status, publish time and address do not
        change. Restoring it changes:
      </p>
      {reply && 'error' in reply ? <StatusMessage kind="error">{reply.error}</StatusMessage> : null}
      <FieldDiffs fields={fields} />
      <Form method="post" className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Restoring...' : 'Restore this version'}
        </button>
        <Link to={listUrl} className={buttonClass('secondary')}>
          Cancel
        </Link>
      </Form>
    </section>
  )
}

export { RevisionsError as ErrorBoundary } from '#app/components/admin/revision-diff.tsx'
