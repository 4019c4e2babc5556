import { ProjectModal } from '#app/components/admin/project-form.tsx'
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { detailedProjects } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { getDetailedProject } from '#app/models/detailed-project.server.ts'
import { RevisionsLink } from '#app/components/admin/revisions-link.tsx'
import { itemLink, publicationValues } from '#app/admin/publishing-fields.server.ts'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'

export const loader = editLoader({
  find: (id) => getDetailedProject(id, { all: true, publication: true }),
  // The form's fields: media rows, and a detailed project's tags as one comma-separated text.
  values: ({ tags, client, ...project }) => ({
    ...project,
    ...publicationValues(project),
    client: client ?? '',
    tags: tags.join(', '),
  }),
  view: (project) => itemLink('detailed-project', project, '/admin/detailed-projects'),
  notFoundText: 'Project not found.',
  autosave: 'detailed-project',
})
export const action = detailedProjects.editAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function EditDetailedProject() {
  const { values, view, autosave } = useLoaderData<typeof loader>()
  return (
    <ProjectModal
      kind="detailed-projects"
      title="Edit Detailed Project"
      defaultValue={values}
      view={view}
      autosave={autosave}
    >
      <LanguageTabs kind="detailed-project" />
      <RevisionsLink kind="detailed-project" />
    </ProjectModal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
