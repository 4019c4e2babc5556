import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteProject, getProject } from '#app/models/project.server.ts'

const route = deleteRoute({
  find: (id) => getProject(id, { all: true }),
  notFoundText: 'Project not found.',
  remove: deleteProject,
  list: '/admin/projects',
  failed: 'Failed to delete project',
  done: 'Project deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteProject() {
  return (
    <DeleteModal
      trashed
      title="Delete Project"
      question="Are you sure you want to delete this project?"
      list="/admin/projects"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
