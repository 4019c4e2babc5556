import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { saveTestimonialForm } from '#app/admin/testimonial-form.server.ts'
import { parseId } from '#app/models/id.ts'
import { getTestimonial } from '#app/models/testimonial.server.ts'

const LIST = '/admin/testimonials'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  return { testimonial: id === null ? null : (getTestimonial(id) ?? null) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  if (id === null) throw new Response('Testimonial not found.', { status: 404 })
  return saveTestimonialForm(request, id)
}

export default function EditTestimonial() {
  const { testimonial } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Testimonial" closeTo={LIST}>
      {testimonial || actionData ? (
        <TestimonialForm
          lastResult={actionData?.result}

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
