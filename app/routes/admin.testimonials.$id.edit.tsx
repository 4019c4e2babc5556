import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readTestimonialForm, SAVE_FAILED } from '#app/admin/testimonial-form.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { getTestimonial, updateTestimonial } from '#app/models/testimonial.server.ts'

const LIST = '/admin/testimonials'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  return { testimonial: id === null ? null : (getTestimonial(id) ?? null) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const form = await readTestimonialForm(request)
  if (form.refused) return form.refused
  const saved = attempt(SAVE_FAILED, () => {
    const before = id === null ? undefined : getTestimonial(id)
    return id !== null && before && updateTestimonial(id, form.input) ? before : null
  })
  if (!saved.value) return form.failed(saved.ok ? 404 : 500)
  return redirectWithMessage(LIST, 'Testimonial saved successfully.')
}

export default function EditTestimonial() {
  const { testimonial } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Testimonial" closeTo={LIST}>
      {testimonial || actionData ? (
        <TestimonialForm
          lastResult={actionData?.result}
          error={actionData?.error}
          defaultValue={testimonial ?? undefined}
          cancelTo={LIST}
        />
      ) : (
        <StatusMessage kind="error">Testimonial not found.</StatusMessage>
      )}
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
