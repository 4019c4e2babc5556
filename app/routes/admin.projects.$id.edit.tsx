import { ProjectModal } from '#app/components/admin/project-form.tsx'
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { projects } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { getProject } from '#app/models/project.server.ts'
import { RevisionsLink } from '#app/components/admin/revisions-link.tsx'
import { publicationValues } from '#app/admin/publishing-fields.server.ts'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'

export const loader = editLoader({
  find: (id) => getProject(id, { all: true, publication: true }),
  values: ({ title, description, category, media, caseStudy, ...published }) => {
    const { status, publishAt } = publicationValues(published)
    return { title, description, category, media, caseStudy, status, publishAt }
  },
  notFoundText: 'Project not found.',
})
export const action = projects.editAction

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function EditProject() {
  const { values } = useLoaderData<typeof loader>()
  return (
    <ProjectModal kind="projects" title="Edit Project" defaultValue={values}>
      <LanguageTabs kind="project" />
      <RevisionsLink kind="project" />
    </ProjectModal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
