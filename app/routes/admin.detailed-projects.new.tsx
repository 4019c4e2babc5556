import { useActionData, useRouteLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { catchNetworkMessage, networkMessage } from '#app/components/admin/network-error.ts'
import { DetailedProjectForm } from '#app/components/admin/project-form.tsx'
import { detailedProjects } from '#app/admin/forms.server.ts'
import { guardLoader } from '#app/admin/guard.server.ts'
import type { loader as listLoader } from './admin.detailed-projects.tsx'

export const loader = guardLoader
export const action = detailedProjects.newAction

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
