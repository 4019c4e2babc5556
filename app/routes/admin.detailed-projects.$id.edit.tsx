import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type ClientActionFunctionArgs,
} from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { catchNetworkMessage, networkMessage } from '#app/components/admin/network-error.ts'
import { DetailedProjectForm } from '#app/components/admin/project-form.tsx'
import { detailedProjects } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { getDetailedProject } from '#app/models/detailed-project.server.ts'
import type { loader as listLoader } from './admin.detailed-projects.tsx'

export const loader = editLoader({
  find: getDetailedProject,
  // The form's fields: media rows, and a detailed project's tags as one comma-separated text.
  values: ({ tags, client, ...project }) => ({
    ...project,
    client: client ?? '',
    tags: tags.join(', '),
  }),
  notFoundText: 'Project not found.',
})
export const action = detailedProjects.editAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function EditDetailedProject() {
  const { values } = useLoaderData<typeof loader>()
  const list = useRouteLoaderData<typeof listLoader>('routes/admin.detailed-projects')
  const result = useActionData<typeof clientAction>()
  return (
    <Modal title="Edit Detailed Project" closeTo="/admin/detailed-projects" size="lg">
      <DetailedProjectForm
        lastResult={result && 'result' in result ? result.result : null}
        defaultValue={values}
        networkError={networkMessage(result)}
        categories={list?.categories ?? []}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
