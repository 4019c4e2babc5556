// Remove Video, confirmed in a modal over Manage Hero Video: the home page then shows the still image
// alone (or the designed one), and the video's file is released once nothing else uses it.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { getHeroVideo, removeHeroVideo } from '#app/models/hero-video.server.ts'

const PAGE = '/admin/hero-video'
const FAILED = 'Failed to remove the video'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  if (!getHeroVideo().url) throw redirect(PAGE)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const removed = attempt(FAILED, removeHeroVideo)
  if (removed.error) return formError(removed.error, 500)
  return redirectWithMessage(PAGE, 'Video removed successfully.')
}

export default function RemoveHeroVideo() {
  const reply = useActionData<typeof action>()
  return (
    <Modal title="Remove Hero Video" closeTo={PAGE}>
      <ConfirmDelete
        question="Are you sure you want to remove the hero video?"
        note="The home page then shows the still image."
        cancelTo={PAGE}
        error={formErrorOf(reply)}
        label="Remove"
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
