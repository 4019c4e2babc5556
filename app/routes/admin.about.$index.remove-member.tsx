// The confirmation before a saved team member leaves the About page's team grid
// (docs/decisions/053-about-blocks.md), painted over the About screen. The member is named by their
// place in the grid, and the post says whom the admin was shown: if the grid changed meanwhile,
// nobody else is removed.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { notFound } from '#app/lib/http.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { readAboutBlocks } from '#app/models/about-blocks.server.ts'
import { removeTeamMember } from '#app/models/about.server.ts'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

const PAGE = '/admin/about'
const NOT_FOUND = 'Team member not found.'
const FAILED = 'Failed to remove the team member'

const placeOf = (value: string | undefined) =>
  value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const index = placeOf(params.index)
  const member = index === null ? undefined : readAboutBlocks().team[index]
  if (!member) notFound(NOT_FOUND)
  return { index: index!, name: member.name }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const index = placeOf(params.index)
  const name = new URL(request.url).searchParams.get('name') ?? ''
  const removed = attempt(FAILED, () => index !== null && removeTeamMember(index, name))
  if (!removed.value) {
    return removed.ok ? formError(NOT_FOUND, 404) : formError(FAILED, 500)
  }
  return redirectWithMessage(PAGE, 'Team member removed.')
}

export default function RemoveTeamMember() {
  const { index, name } = useLoaderData<typeof loader>()
  const failed = formErrorOf(useActionData<typeof action>())
  const a = useAdminT().about
  return (
    <Modal title={a.removeMemberTitle} closeTo={PAGE}>
      <ConfirmDelete
        question={a.removeMemberQuestion}
        item={name}
        cancelTo={PAGE}
        error={failed}
        action={`${PAGE}/${index}/remove-member?${new URLSearchParams({ name })}`}
        label={a.remove}
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
