import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readTestimonialForm, SAVE_FAILED } from '#app/admin/testimonial-form.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { createTestimonial } from '#app/models/testimonial.server.ts'

const LIST = '/admin/testimonials'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await readTestimonialForm(request)
  if (form.refused) return form.refused
  const saved = attempt(SAVE_FAILED, () => createTestimonial(form.input))
  if (saved.error) return form.failed(500)
  return redirectWithMessage(LIST, 'Testimonial saved successfully.')
}

export default function NewTestimonial() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Testimonial" closeTo={LIST}>
      <TestimonialForm lastResult={actionData?.result} error={actionData?.error} cancelTo={LIST} />
    </Modal>
  )
}
