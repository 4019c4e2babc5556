import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { deleteAction, deleteLoader } from '#app/admin/delete-route.server.ts'
import { deleteCategory } from '#app/models/category.server.ts'

const FAILED = 'Failed to delete category'
const LIST = '/admin/categories'

export const loader = deleteLoader
export const action = deleteAction({
  list: LIST,
  failed: FAILED,
  done: 'Category deleted successfully.',
  remove: deleteCategory,
})

export default function DeleteCategory() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Delete Category" closeTo={LIST}>
      <ConfirmDelete
        question="Are you sure you want to delete this category?"
        cancelTo={LIST}
        error={actionData?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
