import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { saveTestimonialForm } from '#app/admin/testimonial-form.server.ts'

const LIST = '/admin/testimonials'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  return saveTestimonialForm(request, null)
}

export default function NewTestimonial() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Testimonial" closeTo={LIST}>
      <TestimonialForm lastResult={actionData?.result} cancelTo={LIST} />
    </Modal>
  )
}
