import { useActionData } from '@remix-run/react'
import { guardLoader } from '#app/admin/guard.server.ts'
import { detailedServices } from '#app/admin/forms.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'

export const loader = guardLoader
export const action = detailedServices.newAction

export default function NewDetailedService() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Detailed Service" closeTo="/admin/detailed-services">
      <DetailedServiceForm lastResult={actionData?.result} cancelTo="/admin/detailed-services" />
    </Modal>
  )
}
