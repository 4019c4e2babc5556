import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { readablePath } from '#app/lib/address.ts'
import { deleteRedirect, getRedirect } from '#app/models/redirect.server.ts'

const LIST = '/admin/settings/redirects'

const route = deleteRoute({
  find: (id) => {
    const found = getRedirect(id)
    return found && { name: readablePath(found.source) }
  },
  notFoundText: 'Redirect not found.',
  remove: deleteRedirect,
  list: LIST,
  failed: 'Failed to delete redirect',
  done: 'Redirect deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteRedirect() {
  const r = useAdminT().redirects
  return <DeleteModal title={r.deleteTitle} question={r.deleteQuestion} list={LIST} />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
