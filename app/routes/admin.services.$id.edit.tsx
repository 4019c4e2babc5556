import { useActionData, useLoaderData } from '@remix-run/react'
import { services } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { ServiceForm } from '#app/components/admin/service-form.tsx'
import { getService } from '#app/models/service.server.ts'
import { RevisionsLink } from '#app/components/admin/revisions-link.tsx'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'

export const loader = editLoader({
  find: getService,
  values: (service) => service,
  notFoundText: 'Service not found.',
})
export const action = services.editAction

export default function EditService() {
  const { values } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Service" closeTo="/admin/services">
      <LanguageTabs kind="service" />
      <RevisionsLink kind="service" />
      <ServiceForm
        lastResult={actionData?.result}
        defaultValue={values}
        cancelTo="/admin/services"
      />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
