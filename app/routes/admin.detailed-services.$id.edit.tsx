import { useActionData, useLoaderData } from '@remix-run/react'
import { detailedServices } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { EditorAutosaveBar } from '#app/components/admin/editor-autosave.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'
import { getDetailedService } from '#app/models/detailed-service.server.ts'
import { itemLink, publicationValues } from '#app/admin/publishing-fields.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { RevisionsLink } from '#app/components/admin/revisions-link.tsx'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'

const find = editLoader({
  find: (id) => getDetailedService(id, { all: true, publication: true }),
  values: (service) => ({ ...service, ...publicationValues(service) }),
  view: (service) => itemLink('detailed-service', service, '/admin/detailed-services'),
  notFoundText: 'Service not found.',
  autosave: 'detailed-service',
})
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await find(args)), timeZone: siteTimeZone() }
}
export const action = detailedServices.editAction

export default function EditDetailedService() {
  const { values, view, timeZone, autosave } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Detailed Service" closeTo="/admin/detailed-services" size="full">
      <LanguageTabs kind="detailed-service" />
      <RevisionsLink kind="detailed-service" />
      {autosave ? <EditorAutosaveBar autosave={autosave} /> : null}
      <DetailedServiceForm
        key={String(autosave?.offer?.restored)}
        lastResult={actionData?.result}
        defaultValue={values}
        timeZone={timeZone}
        cancelTo="/admin/detailed-services"
        view={view}
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
