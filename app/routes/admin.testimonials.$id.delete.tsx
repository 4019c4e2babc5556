import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { deleteTestimonial, getTestimonial } from '#app/models/testimonial.server.ts'

const FAILED = 'Failed to delete testimonial'
const LIST = '/admin/testimonials'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const deleted = attempt(FAILED, () => {
    const before = id === null ? undefined : getTestimonial(id)
    return id !== null && before && deleteTestimonial(id) ? before : null
  })
  if (!deleted.value) return data({ error: FAILED }, { status: deleted.ok ? 404 : 500 })
  return redirectWithMessage(LIST, 'Testimonial deleted successfully.')
}

export default function DeleteTestimonial() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Delete Testimonial" closeTo={LIST}>
      <ConfirmDelete
        question="Are you sure you want to delete this testimonial?"
        cancelTo={LIST}
        error={actionData?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
