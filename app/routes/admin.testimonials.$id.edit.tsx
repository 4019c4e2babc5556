import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readTestimonialForm } from '#app/lib/testimonial-form.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { releaseUploads } from '#app/lib/uploads.server.ts'
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
  const before = id === null ? undefined : getTestimonial(id)
  try {
    if (id === null || !before || !updateTestimonial(id, form.input)) return form.failed(404)
  } catch {
    return form.failed(500)
  }
  // The old image goes once nothing points at it any more.
  if (before.clientImage !== form.input.clientImage) await releaseUploads([before.clientImage])
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
