// Revoking an invitation, asked first: its link stops working and its unsent e-mail is dropped.
import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { getInvitation, revokeInvitation } from '#app/models/invitation.server.ts'

const LIST = '/admin/settings/team'

const route = deleteRoute({
  find: (id) => {
    const found = getInvitation(id)
    return found && { name: found.email }
  },
  notFoundText: 'Invitation not found.',
  remove: revokeInvitation,
  list: LIST,
  failed: 'Failed to revoke invitation',
  done: 'Invitation revoked.',
})
export const loader = route.loader
export const action = route.action

export default function RevokeInvitation() {
  const t = useAdminT().team
  return (
    <DeleteModal title={t.revokeTitle} question={t.revokeQuestion} list={LIST} label="Revoke" />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
