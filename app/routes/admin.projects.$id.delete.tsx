import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from '#app/components/admin/confirm-delete.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { deleteProject, getProject } from '#app/models/project.server.ts'

const FAILED = 'Failed to delete project'

function find(param: string | undefined) {
  const id = parseId(param)
  const project = id === null ? undefined : getProject(id)
  if (id === null || !project) throw new Response('Project not found.', { status: 404 })
  return { id, project }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  find(params.id)
  return null
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const deleted = attempt(FAILED, () => {
    const { id, project } = find(params.id)
    return deleteProject(id) ? project : null
  })
  if (!deleted.value) return data({ error: FAILED }, { status: deleted.ok ? 404 : 500 })
  return redirectWithMessage('/admin/projects', 'Project deleted successfully.')
}

export default function DeleteProject() {
  const result = useActionData<typeof action>()
  return (
    <Modal title="Delete Project" closeTo="/admin/projects">
      <ConfirmDelete
        question="Are you sure you want to delete this project?"
        cancelTo="/admin/projects"
        error={result?.error}
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
