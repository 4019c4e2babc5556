import { ProjectModal } from '#app/components/admin/project-form.tsx'
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { detailedProjects } from '#app/admin/forms.server.ts'
import { newEditorLoader } from '#app/admin/save-form.server.ts'

export const loader = newEditorLoader('detailed-project')
export const action = detailedProjects.newAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function NewDetailedProject() {
  const { autosave, values } = useLoaderData<typeof loader>()
  return (
    <ProjectModal
      kind="detailed-projects"
      title="Add New Detailed Project"
      autosave={autosave}
      // The autosave's values, as the form posted them.
      defaultValue={(values ?? undefined) as never}
    />
  )
}
