import { previewRoute } from '#app/admin/preview-modal.server.ts'
import { PreviewModal } from '#app/components/admin/preview-modal.tsx'
import { getDetailedService } from '#app/models/detailed-service.server.ts'

const route = previewRoute({
  kind: 'detailed-service',
  find: (id) => getDetailedService(id, { all: true, publication: true }),
  notFoundText: 'Service not found.',
  noun: 'service',
  listUrl: '/admin/detailed-services',
})
export const loader = route.loader
export const action = route.action

export default function Preview() {
  return <PreviewModal />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
