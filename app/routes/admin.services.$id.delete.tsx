import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteService, getService } from '#app/models/service.server.ts'

const route = deleteRoute({
  find: getService,
  notFoundText: 'Service not found.',
  remove: deleteService,
  list: '/admin/services',
  failed: 'Failed to delete service',
  done: 'Service deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteService() {
  return (
    <DeleteModal
      trashed
      title="Delete Service"
      question="Are you sure you want to delete this service?"
      list="/admin/services"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
