import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { deleteAction, deleteLoader } from '#app/admin/delete-route.server.ts'
import { deleteService } from '#app/models/service.server.ts'

const FAILED = 'Failed to delete service'
const LIST = '/admin/services'

export const loader = deleteLoader
export const action = deleteAction({
  list: LIST,
  failed: FAILED,
  done: 'Service deleted successfully.',
  remove: deleteService,
})

export default function DeleteService() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Delete Service" closeTo={LIST}>
      <ConfirmDelete
        question="Are you sure you want to delete this service?"
        cancelTo={LIST}
        error={actionData?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
