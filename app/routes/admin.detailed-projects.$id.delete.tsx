import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteDetailedProject, getDetailedProject } from '#app/models/detailed-project.server.ts'

const route = deleteRoute({
  find: (id) => getDetailedProject(id, { all: true }),
  notFoundText: 'Project not found.',
  remove: deleteDetailedProject,
  list: '/admin/detailed-projects',
  failed: 'Failed to delete project',
  done: 'Project deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteDetailedProject() {
  return (
    <DeleteModal
      trashed
      title="Delete Detailed Project"
      question="Are you sure you want to delete this project?"
      list="/admin/detailed-projects"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
