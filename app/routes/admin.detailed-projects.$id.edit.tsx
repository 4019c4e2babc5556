import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type ClientActionFunctionArgs,
} from '@remix-run/react'
import { Modal } from '#app/components/admin/modal.tsx'
import { catchNetworkMessage, networkMessage } from '#app/components/admin/network-error.ts'
import { DetailedProjectForm } from '#app/components/admin/project-form.tsx'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { saveDetailedProjectForm } from '#app/admin/media-form.server.ts'
import { parseId } from '#app/models/id.ts'
import { getDetailedProject } from '#app/models/detailed-project.server.ts'
import type { loader as listLoader } from './admin.detailed-projects.tsx'

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  const project = id === null ? undefined : getDetailedProject(id)
  if (!project) throw new Response('Project not found.', { status: 404 })
  const { title, subtitle, description, category, client, tags, media } = project
  const values = {
    title,
    subtitle,
    description,
    category,
    client: client ?? '',
    tags: tags.join(', '),
  }
  return { values: { ...values, media } }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const id = parseId(params.id)
  if (id === null) throw new Response('Project not found.', { status: 404 })
  return saveDetailedProjectForm(request, id)
}

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
