// Removing a member, asked first (docs/decisions/051-team.md). The model refuses the last
// administrator; the refusal shows in red beside the button. A member who removes themselves is
// signed out with the rest of their sessions and lands on the sign-in page.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { notFound } from '#app/lib/http.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { getMember, MEMBER_NOT_FOUND, removeMember } from '#app/models/team.server.ts'

const LIST = '/admin/settings/team'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const member = id === null ? undefined : getMember(id)
  if (!member) notFound(MEMBER_NOT_FOUND)
  return { name: member.name }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request)
  const id = parseId(params.id)
  if (id === null) return formError(MEMBER_NOT_FOUND, 404)
  const removal = attempt('Failed to remove member', () => removeMember(id))
  if (!removal.ok) return formError(removal.error, 500)
  if (!removal.value.ok) {
    const status = removal.value.message === MEMBER_NOT_FOUND ? 404 : 409
    return formError(removal.value.message, status)
  }
  if (id === admin.id) throw redirect('/admin/login')
  return redirectWithMessage(LIST, 'Member removed.')
}

export default function RemoveMember() {
  const t = useAdminT().team
  const reply = useActionData<typeof action>()
  const { name } = useLoaderData<typeof loader>()
  return (
    <Modal title={t.removeTitle} closeTo={LIST}>
      <ConfirmDelete
        question={t.removeQuestion}
        cancelTo={LIST}
        error={formErrorOf(reply)}
        item={name}
        label="Remove"
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
