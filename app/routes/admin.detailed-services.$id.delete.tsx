import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteDetailedService, getDetailedService } from '#app/models/detailed-service.server.ts'

const route = deleteRoute({
  find: getDetailedService,
  notFoundText: 'Service not found.',
  remove: deleteDetailedService,
  list: '/admin/detailed-services',
  failed: 'Failed to delete service',
  done: 'Detailed service deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteDetailedService() {
  return (
    <DeleteModal
      trashed
      title="Delete Detailed Service"
      question="Are you sure you want to delete this detailed service?"
      list="/admin/detailed-services"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
