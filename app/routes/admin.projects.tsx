// Manage Projects: the list (projects and categories load together), with the add, edit and
// delete modals painted over it by nested routes.
import { defaultTimeZone } from '#app/lib/dates.server.ts'
import { ProjectTable } from '#app/components/admin/project-form.tsx'
import { listLoader } from '#app/admin/list-route.server.ts'
import { searchedRows } from '#app/admin/list-search.server.ts'
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { projectList } from '#app/admin/project-lists.server.ts'
import { listProjects } from '#app/models/project.server.ts'
import { listDetailedProjects } from '#app/models/detailed-project.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage Projects')]

export const loader = listLoader(
  'Failed to fetch projects',
  (request, format) => ({
    ...projectList(
      'project',
      searchedRows('project', listProjects({ all: true, publication: true }), request),
      request,
      format,
    ),
    // The detailed projects a project's card may lead to (its form's Case study).
    caseStudies: listDetailedProjects({ all: true, publication: true }).map(
      ({ _id, title, status }) => ({ _id, title, status }),
    ),
  }),
  () => ({ projects: [], categories: [], caseStudies: [], timeZone: defaultTimeZone() }),
)

export default function ManageProjects() {
  const { projects, error, message } = useLoaderData<typeof loader>()
  return (
    <ListScreen
      heading="Manage Projects"
      addLabel="Add New Project"
      message={message}
      error={error}
      searchable
    >
      <ProjectTable projects={projects} />
    </ListScreen>
  )
}
