import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { deleteCategory } from '#app/models/category.server.ts'
import { parseId } from '#app/models/id.ts'

const LIST = '/admin/categories'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  let deleted = false
  try {
    deleted = id !== null && deleteCategory(id)
  } catch {
    deleted = false
  }
  if (!deleted) return data({ error: 'Failed to delete category' }, { status: 404 })
  return redirectWithMessage(LIST, 'Category deleted successfully.')
}

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
