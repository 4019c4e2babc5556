import { previewRoute } from '#app/admin/preview-modal.server.ts'
import { PreviewModal } from '#app/components/admin/preview-modal.tsx'
import { getDetailedProject } from '#app/models/detailed-project.server.ts'

const route = previewRoute({
  kind: 'detailed-project',
  find: (id) => getDetailedProject(id, { all: true, publication: true }),
  notFoundText: 'Project not found.',
  noun: 'project',
  listUrl: '/admin/detailed-projects',
})
export const loader = route.loader
export const action = route.action

export default function Preview() {
  return <PreviewModal />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
