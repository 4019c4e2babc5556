import { useActionData } from '@remix-run/react'
import { guardLoader } from '#app/admin/guard.server.ts'
import { testimonials } from '#app/admin/forms.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'

export const loader = guardLoader
export const action = testimonials.newAction

export default function NewTestimonial() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Testimonial" closeTo="/admin/testimonials">
      <TestimonialForm lastResult={actionData?.result} cancelTo="/admin/testimonials" />
    </Modal>
  )
}
