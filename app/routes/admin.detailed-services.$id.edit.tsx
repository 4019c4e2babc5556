import { useActionData, useLoaderData } from '@remix-run/react'
import { detailedServices } from '#app/admin/forms.server.ts'
import { editLoader } from '#app/admin/save-form.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'
import { getDetailedService } from '#app/models/detailed-service.server.ts'

export const loader = editLoader({
  find: getDetailedService,
  values: (service) => service,
  notFoundText: 'Service not found.',
})
export const action = detailedServices.editAction

export default function EditDetailedService() {
  const { values } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Edit Detailed Service" closeTo="/admin/detailed-services">
      <DetailedServiceForm
        lastResult={actionData?.result}
        defaultValue={values}
        cancelTo="/admin/detailed-services"
      />
    </Modal>
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
