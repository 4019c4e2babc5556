import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteConsultation } from '#app/models/consultation.server.ts'
import { getLeadRow } from '#app/models/leads.server.ts'

const route = deleteRoute({
  find: (id) => getLeadRow('consultation', id),
  notFoundText: 'Consultation request not found.',
  remove: deleteConsultation,
  list: '/admin/consultations',
  failed: 'Failed to delete consultation',
  done: 'Consultation request deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteConsultation() {
  return (
    <DeleteModal
      title="Delete Consultation Request"
      question="Are you sure you want to delete this consultation request?"
      list="/admin/consultations"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
