import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { cellClass, DataTable, RowActions } from '#app/components/admin/data-table.tsx'
import { preview } from '#app/lib/text.ts'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { Icon } from '#app/components/admin/stored-icon.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { listServices } from '#app/models/service.server.ts'

export const meta: MetaFunction = () => [{ title: 'Manage Services | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: services = [], error } = attempt('Failed to fetch services', listServices)
  return data({ services, error, message }, { headers })
}

export default function ManageServices() {
  const { services, error, message } = useLoaderData<typeof loader>()
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Manage Services</h1>
        <Link to="new" preventScrollReset className={buttonClass('primary')}>
          <Plus aria-hidden className="h-4 w-4" />
          Add New Service
        </Link>
      </div>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <DataTable columns={['Title', 'Description', 'Actions']} isEmpty={services.length === 0}>
        {services.map((s) => (
          <tr key={s._id}>
            <td className={`${cellClass} font-medium`}>
              <span className="inline-flex items-center gap-2">
                <Icon name={s.icon} className="h-4 w-4 shrink-0 text-brand-600" />
                {s.title}
              </span>
            </td>
            <td className={cellClass}>{preview(s.description, 100)}</td>
            <td className={cellClass}>
              <RowActions label={s.title} editTo={`${s._id}/edit`} deleteTo={`${s._id}/delete`} />
            </td>
          </tr>
        ))}
      </DataTable>
      <Outlet />
    </section>
  )
}
