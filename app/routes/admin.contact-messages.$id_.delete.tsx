import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { attempt } from '#app/lib/admin-failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { deleteContactMessage } from '#app/models/contact-message.server.ts'
import { parseId } from '#app/models/id.ts'

const FAILED = 'Failed to delete message'
const LIST = '/admin/contact-messages'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const deleted = attempt(FAILED, () => id !== null && deleteContactMessage(id))
  if (!deleted.value) return data({ error: FAILED }, { status: deleted.ok ? 404 : 500 })
  return redirectWithMessage(LIST, 'Message deleted successfully.')
}

export default function DeleteContactMessage() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Delete Message" closeTo={LIST}>
      <ConfirmDelete
        question="Are you sure you want to delete this message?"
        cancelTo={LIST}
        error={actionData?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
