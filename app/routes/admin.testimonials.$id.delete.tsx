import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteTestimonial, getTestimonial } from '#app/models/testimonial.server.ts'

const route = deleteRoute({
  find: getTestimonial,
  notFoundText: 'Testimonial not found.',
  remove: deleteTestimonial,
  list: '/admin/testimonials',
  failed: 'Failed to delete testimonial',
  done: 'Testimonial deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteTestimonial() {
  return (
    <DeleteModal
      trashed
      title="Delete Testimonial"
      question="Are you sure you want to delete this testimonial?"
      list="/admin/testimonials"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
