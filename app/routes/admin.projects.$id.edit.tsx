import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type ClientActionFunctionArgs,
} from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { catchNetworkMessage, networkMessage } from '#app/components/admin/network-error.ts'
import { ProjectForm } from '#app/components/admin/project-form.tsx'
import { projects } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { getProject } from '#app/models/project.server.ts'
import type { loader as listLoader } from './admin.projects.tsx'

export const loader = editLoader({
  find: getProject,
  // The form's fields: media rows, and a detailed project's tags as one comma-separated text.
  values: ({ title, description, category, media }) => ({ title, description, category, media }),
  notFoundText: 'Project not found.',
})
export const action = projects.editAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function EditProject() {
  const { values } = useLoaderData<typeof loader>()
  const list = useRouteLoaderData<typeof listLoader>('routes/admin.projects')
  const result = useActionData<typeof clientAction>()
  return (
    <Modal title="Edit Project" closeTo="/admin/projects" size="lg">
      <ProjectForm
        lastResult={result && 'result' in result ? result.result : null}
        defaultValue={values}
        networkError={networkMessage(result)}
        categories={list?.categories ?? []}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
