// Manage Projects: the list (projects and categories load together), with the add, edit and
// delete modals painted over it by nested routes.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { cellClass, DataTable, RowActions } from '#app/components/admin/data-table.tsx'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { listCategories } from '#app/models/category.server.ts'
import { listProjects } from '#app/models/project.server.ts'

export const meta: MetaFunction = () => [{ title: 'Manage Projects | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: lists = { projects: [], categories: [] }, error } = attempt(
    'Failed to fetch projects',
    () => ({
      projects: listProjects().map(({ _id, title, category }) => ({ _id, title, category })),
      categories: listCategories().map((c) => c.name),
    }),
  )
  return data({ ...lists, error, message }, { headers })
}

export default function ManageProjects() {
  const { projects, error, message } = useLoaderData<typeof loader>()
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Manage Projects</h1>
        <Link to="new" preventScrollReset className={buttonClass('primary')}>
          <Plus aria-hidden className="h-4 w-4" />
          Add New Project
        </Link>
      </div>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <DataTable
        columns={['Title', 'Category', 'Actions']}
        isEmpty={projects.length === 0}
        empty="No projects yet."
      >
        {projects.map((p) => (
          <tr key={p._id}>
            <td className={cellClass}>{p.title}</td>
            <td className={cellClass}>{p.category}</td>
            <td className={cellClass}>
              <RowActions editTo={`${p._id}/edit`} deleteTo={`${p._id}/delete`} label={p.title} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Outlet />
    </section>
  )
}
