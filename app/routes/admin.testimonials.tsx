import { needsTranslation, withTranslationFigures } from '#app/admin/translation-figures.server.ts'
import { TranslationFigureLink, TranslationFilter } from '#app/components/admin/language-tabs.tsx'
import { listLoader } from '#app/admin/list-route.server.ts'
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cellClass, DataTable, RowActions } from '#app/components/admin/data-table.tsx'
import { preview } from '#app/lib/text.ts'
import { listTestimonials } from '#app/models/testimonial.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage Testimonials')]

export const loader = listLoader(
  'Failed to fetch testimonials',
  (request) => ({
    testimonials: withTranslationFigures('testimonial', listTestimonials(), {
      needed: needsTranslation(request),
    }),
  }),
  () => ({ testimonials: [] }),
)

export default function ManageTestimonials() {
  const { testimonials, error, message } = useLoaderData<typeof loader>()
  return (
    <ListScreen
      heading="Manage Testimonials"
      addLabel="Add New Testimonial"
      message={message}
      error={error}
    >
      <TranslationFilter />
      <DataTable columns={['Client Name', 'Quote', 'Actions']} isEmpty={testimonials.length === 0}>
        {testimonials.map((t) => (
          <tr key={t._id}>
            <td className={`${cellClass} font-medium`}>
              <span className="inline-flex items-center gap-2">
                {t.clientImage ? (
                  <img
                    src={t.clientImage}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-8 w-8 rounded-full object-cover"
                  />
                ) : null}
                {t.clientName}
              </span>
              <TranslationFigureLink figure={t.translation} name={t.clientName} />
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
    </ListScreen>
  )
}
