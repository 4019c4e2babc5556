// Delete forever, after a confirmation: the item leaves the trash and the files only it used are
// removed from disk (app/models/trash.server.ts).
import { useActionData, useLoaderData } from '@remix-run/react'
import { purgeRoute } from '#app/admin/trash-screen.server.ts'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'

const TRASH_URL = '/admin/trash'

export const loader = purgeRoute.loader
export const action = purgeRoute.action

export default function DeleteForever() {
  const { label, title } = useLoaderData<typeof loader>()
  const reply = useActionData<FormReply>()
  const { t, message: m } = useAdminLanguage()
  return (
    <Modal title={t.trash.deleteForever} closeTo={TRASH_URL}>
      <ConfirmDelete
        question={t.trash.question(m(label), title)}
        note={t.trash.note}
        label={t.trash.deleteForever}
        cancelTo={TRASH_URL}
        error={formErrorOf(reply)}
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
