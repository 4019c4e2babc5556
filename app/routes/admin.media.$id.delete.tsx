// Delete a file from the media library, after a confirmation that names it; refused (with the list
// of its uses, each a link) while anything uses it.
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { MEDIA_URL } from '#app/admin/media-fields.ts'
import { deleteMediaRoute, type Use } from '#app/admin/media-screen.server.ts'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'

export const loader = deleteMediaRoute.loader
export const action = deleteMediaRoute.action

function UsesList({ uses }: { uses: Use[] }) {
  return (
    <ul className="mt-2 list-disc ps-5 text-sm">
      {uses.map((use) => (
        <li key={use.href + use.text}>
          <Link to={use.href} className="text-brand-700 hover:underline dark:text-brand-300">
            {use.text}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export default function DeleteMediaFile() {
  const { name, uses } = useLoaderData<typeof loader>()
  const error = formErrorOf(useActionData<typeof action>())
  const t = useAdminT()
  return (
    <Modal title={t.mediaLibrary.deleteTitle} closeTo={MEDIA_URL}>
      {uses.length > 0 ? (
        <div>
          <StatusMessage kind="error">{error ?? t.mediaLibrary.inUse(name)}</StatusMessage>
          {error ? <p className="mt-3 text-sm">{t.mediaLibrary.itIsUsedBy}</p> : null}
          <UsesList uses={uses} />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {t.mediaLibrary.removeFirst}
          </p>
          <div className="mt-6 flex justify-end">
            <Link to={MEDIA_URL} preventScrollReset className={buttonClass('secondary')}>
              {t.mediaLibrary.back}
            </Link>
          </div>
        </div>
      ) : (
        <ConfirmDelete
          question={t.mediaLibrary.deleteQuestion(name)}
          note={t.mediaLibrary.deleteNote}
          cancelTo={MEDIA_URL}
          error={error}
        />
      )}
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
