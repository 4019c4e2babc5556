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
import { Icon } from '#app/components/admin/stored-icon.tsx'
import { listServices } from '#app/models/service.server.ts'
import { listDetailedServices } from '#app/models/detailed-service.server.ts'
import { adminTitle } from '#app/i18n/use-admin-language.ts'

export const meta: MetaFunction = (args) => [adminTitle(args, 'Manage Services')]

export const loader = listLoader(
  'Failed to fetch services',
  (request) => ({
    services: withTranslationFigures('service', searchedRows('service', listServices(), request), {
      needed: needsTranslation(request),
    }),
    // The detailed services a service's card may lead to (its form's Case study).
    caseStudies: listDetailedServices({ all: true, publication: true }).map(
      ({ _id, title, status }) => ({ _id, title, status }),
    ),
  }),
  () => ({ services: [], caseStudies: [] }),
)

export default function ManageServices() {
  const { services, error, message } = useLoaderData<typeof loader>()
  return (
    <ListScreen
      heading="Manage Services"
      addLabel="Add New Service"
      message={message}
      error={error}
      searchable
    >
      <TranslationFilter />
      <DataTable
        columns={['Title', 'Description', 'Actions']}
        isEmpty={services.length === 0}
        empty={useEmptyText('Nothing here yet.')}
      >
        {services.map((s) => (
          <tr key={s._id}>
            <td className={`${cellClass} font-medium`}>
              <span className="inline-flex items-center gap-2">
                <Icon name={s.icon} className="h-4 w-4 shrink-0 text-brand-600" />
                {s.title}
              </span>
              <TranslationFigureLink figure={s.translation} name={s.title} />
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
