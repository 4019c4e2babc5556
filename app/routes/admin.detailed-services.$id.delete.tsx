import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { deleteAction, deleteLoader } from '#app/admin/delete-route.server.ts'
import { deleteDetailedService } from '#app/models/detailed-service.server.ts'

const FAILED = 'Failed to delete service'
const LIST = '/admin/detailed-services'

export const loader = deleteLoader
export const action = deleteAction({
  list: LIST,
  failed: FAILED,
  done: 'Detailed service deleted successfully.',
  remove: deleteDetailedService,
})

export default function DeleteDetailedService() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Delete Detailed Service" closeTo={LIST}>
      <ConfirmDelete
        question="Are you sure you want to delete this detailed service?"
        cancelTo={LIST}
        error={actionData?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
