import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useRouteLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { catchNetworkMessage, networkMessage } from '#app/components/admin/network-error.ts'
import { DetailedProjectForm } from '#app/components/admin/project-form.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { saveDetailedProjectForm } from '#app/admin/media-form.server.ts'
import type { loader as listLoader } from './admin.detailed-projects.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  return saveDetailedProjectForm(request, null)
}

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewDetailedProject() {
  const list = useRouteLoaderData<typeof listLoader>('routes/admin.detailed-projects')
  const result = useActionData<typeof clientAction>()
  return (
    <Modal title="Add New Detailed Project" closeTo="/admin/detailed-projects" size="lg">
      <DetailedProjectForm
        lastResult={result && 'result' in result ? result.result : null}
        networkError={networkMessage(result)}
        categories={list?.categories ?? []}
      />
    </Modal>
  )
}
