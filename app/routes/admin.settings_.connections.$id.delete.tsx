import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { deleteWebhook, getWebhook } from '#app/models/webhook.server.ts'

const LIST = '/admin/settings/connections'

const route = deleteRoute({
  find: (id) => {
    const found = getWebhook(id)
    return found && { name: found.url }
  },
  notFoundText: 'Endpoint not found.',
  remove: deleteWebhook,
  list: LIST,
  failed: 'Failed to delete endpoint',
  done: 'Endpoint deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteEndpoint() {
  const c = useAdminT().connections
  return <DeleteModal title={c.deleteTitle} question={c.deleteQuestion} list={LIST} />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
