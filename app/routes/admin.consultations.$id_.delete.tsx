import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { deleteAction, deleteLoader } from '#app/admin/delete-route.server.ts'
import { deleteConsultation } from '#app/models/consultation.server.ts'

const FAILED = 'Failed to delete consultation'
const LIST = '/admin/consultations'

export const loader = deleteLoader
export const action = deleteAction({
  list: LIST,
  failed: FAILED,
  done: 'Consultation request deleted successfully.',
  remove: deleteConsultation,
})

export default function DeleteConsultation() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Delete Consultation Request" closeTo={LIST}>
      <ConfirmDelete
        question="Are you sure you want to delete this consultation request?"
        cancelTo={LIST}
        error={actionData?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
