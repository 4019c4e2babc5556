import { needsTranslation, withTranslationFigures } from '#app/admin/translation-figures.server.ts'
import { TranslationFigureLink, TranslationFilter } from '#app/components/admin/language-tabs.tsx'
import { listLoader } from '#app/admin/list-route.server.ts'
import { searchedRows } from '#app/admin/list-search.server.ts'
import { useEmptyText } from '#app/components/admin/list-search-box.tsx'
import { ListScreen } from '#app/components/admin/list-screen.tsx'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cellClass, DataTable, RowActions } from '#app/components/admin/data-table.tsx'
import { preview } from '#app/lib/text.ts'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'
import { publicationRow } from '#app/admin/publishing-fields.server.ts'
import { PublicationStatus } from '#app/components/admin/publication-fields.tsx'
import { PreviewRowLink } from '#app/components/admin/preview-modal.tsx'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage Detailed Services')]

export const loader = listLoader(
  'Failed to fetch services',
  (request, format) => ({
    services: withTranslationFigures(
      'detailed-service',
      searchedRows(
        'detailed-service',
        listDetailedServices({ all: true, publication: true }),
        request,
      ).map((s) => ({
        ...s,
        ...publicationRow(s, format),
      })),
      { needed: needsTranslation(request) },
    ),
  }),
  () => ({ services: [] }),
)

export default function ManageDetailedServices() {
  const { services, error, message } = useLoaderData<typeof loader>()
  return (
    <ListScreen
      heading="Manage Detailed Services"
      addLabel="Add New Detailed Service"
      message={message}
      error={error}
      searchable
    >
      <TranslationFilter />
      <DataTable
        columns={['Title', 'Status', 'Description', 'Actions']}
        isEmpty={services.length === 0}
        empty={useEmptyText('Nothing here yet.')}
      >
        {services.map((s) => (
          <tr key={s._id}>
            <td className={`${cellClass} font-medium`}>
              {s.title}
              <span
                className="block text-xs font-normal text-slate-500 dark:text-slate-400"
                dir="auto"
              >
                /detailed-services/{s.slug}
              </span>
              <TranslationFigureLink figure={s.translation} name={s.title} />
            </td>
            <td className={cellClass} data-testid="service-status">
              <PublicationStatus status={s.status} publishAt={s.publishAt} />
              <PreviewRowLink item={s} />
            </td>
            <td className={cellClass}>{preview(s.description, 100)}</td>
            <td className={cellClass}>
              <RowActions label={s.title} editTo={`${s._id}/edit`} deleteTo={`${s._id}/delete`} />
            </td>
          </tr>
        ))}
      </DataTable>
    </ListScreen>
  )
}
