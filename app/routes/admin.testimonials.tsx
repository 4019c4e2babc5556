import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { Plus } from 'lucide-react'
import { cellClass, DataTable, RowActions } from '#app/components/admin/data-table.tsx'
import { preview } from '#app/lib/text.ts'
import { StatusMessage } from '#app/components/admin/status-message.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { readMessage } from '#app/lib/toast.server.ts'
import { listTestimonials } from '#app/models/testimonial.server.ts'

export const meta: MetaFunction = () => [{ title: 'Manage Testimonials | Admin' }]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const { message, headers } = await readMessage(request)
  const { value: testimonials = [], error } = attempt(
    'Failed to fetch testimonials',
    listTestimonials,
  )
  return data({ testimonials, error, message }, { headers })
}

export default function ManageTestimonials() {
  const { testimonials, error, message } = useLoaderData<typeof loader>()
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Manage Testimonials</h1>
        <Link to="new" preventScrollReset className={buttonClass('primary')}>
          <Plus aria-hidden className="h-4 w-4" />
          Add New Testimonial
        </Link>
      </div>
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <DataTable columns={['Client Name', 'Quote', 'Actions']} isEmpty={testimonials.length === 0}>
        {testimonials.map((t) => (
          <tr key={t._id}>
            <td className={`${cellClass} font-medium`}>
              <span className="inline-flex items-center gap-2">
                {t.clientImage ? (
                  <img src={t.clientImage} alt="" className="h-8 w-8 rounded-full object-cover" />
                ) : null}
                {t.clientName}
              </span>
            </td>
            <td className={cellClass}>{preview(t.quote, 70)}</td>
            <td className={cellClass}>
              <RowActions
                label={t.clientName}
                editTo={`${t._id}/edit`}
                deleteTo={`${t._id}/delete`}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <Outlet />
    </section>
  )
}
