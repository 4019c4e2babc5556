import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { restoreAction, restoreLoader } from '#app/admin/revisions.server.ts'
import { FieldDiffs } from '#app/components/admin/revision-diff.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { AdminHandle } from '#app/components/admin/admin-error.tsx'
import { adminTitle, useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'

export const meta: MetaFunction<typeof loader> = (args) => [
  adminTitle(args, (t) => t.revisions.restoreTitle(args.data?.item.name ?? t.revisions.anItem)),
]

/** A version or item that is gone keeps the screen's heading (app/components/admin/admin-error.tsx). */
export const handle: AdminHandle = { errorHeading: (t) => t.revisions.heading }

export const loader = restoreLoader
export const action = restoreAction

export default function RestoreRevision() {
  const { item, listUrl, revision, fields } = useLoaderData<typeof loader>()
  const failed = formErrorOf(useActionData<typeof action>())
  const busy = useNavigation().state === 'submitting'
  const { t: dictionary, message: m } = useAdminLanguage()
  const t = dictionary.revisions
  const who = t.who[revision.who] ?? revision.who
  const via = revision.via ? (t.via[revision.via] ?? revision.via) : null
  return (
    <section className="max-w-4xl space-y-4">
      <Link
        to={listUrl}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t.backToList}
      </Link>
      <h1 className="text-2xl font-bold">{t.restoreTitle(item.name)}</h1>
      <p>{t.restoreIntro(revision.at, who, via)}</p>
      {failed ? <StatusMessage kind="error">{m(failed)}</StatusMessage> : null}
      <FieldDiffs fields={fields} />
      <Form method="post" className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? t.restoring : t.restoreThis}
        </button>
        <Link to={listUrl} className={buttonClass('secondary')}>
          {t.cancel}
        </Link>
      </Form>
    </section>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
