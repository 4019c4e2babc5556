import { useActionData, useRouteLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { catchNetworkMessage, networkMessage } from '#app/components/admin/network-error.ts'
import { ProjectForm } from '#app/components/admin/project-form.tsx'
import { projects } from '#app/admin/forms.server.ts'
import { guardLoader } from '#app/admin/guard.server.ts'
import type { loader as listLoader } from './admin.projects.tsx'

export const loader = guardLoader
export const action = projects.newAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewProject() {
  const list = useRouteLoaderData<typeof listLoader>('routes/admin.projects')
  const result = useActionData<typeof clientAction>()
  return (
    <Modal title="Add New Project" closeTo="/admin/projects" size="lg">
      <ProjectForm
        lastResult={result && 'result' in result ? result.result : null}
        networkError={networkMessage(result)}
        categories={list?.categories ?? []}
      />
    </Modal>
  )
}
