import { useActionData, useLoaderData } from '@remix-run/react'
import { testimonials } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { TestimonialForm } from '#app/components/admin/testimonial-form.tsx'
import { getTestimonial } from '#app/models/testimonial.server.ts'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'

export const loader = editLoader({
  find: getTestimonial,
  values: (testimonial) => testimonial,
  notFoundText: 'Testimonial not found.',
})
export const action = testimonials.editAction

export default function EditTestimonial() {
  const { values } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Testimonial" closeTo="/admin/testimonials">
      <LanguageTabs kind="testimonial" />
      <TestimonialForm
        lastResult={actionData?.result}
        defaultValue={values}
        cancelTo="/admin/testimonials"
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
