import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { deleteAction, deleteLoader } from '#app/admin/delete-route.server.ts'
import { deleteContactMessage } from '#app/models/contact-message.server.ts'

const FAILED = 'Failed to delete message'
const LIST = '/admin/contact-messages'

export const loader = deleteLoader
export const action = deleteAction({
  list: LIST,
  failed: FAILED,
  done: 'Message deleted successfully.',
  remove: deleteContactMessage,
})

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
