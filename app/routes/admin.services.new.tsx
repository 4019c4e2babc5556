import { useActionData } from '@remix-run/react'
import { guardLoader } from '#app/admin/guard.server.ts'
import { services } from '#app/admin/forms.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { ServiceForm } from '#app/components/admin/service-form.tsx'

export const loader = guardLoader
export const action = services.newAction

export default function NewService() {
  const actionData = useActionData<typeof action>()
  return (
    <Modal title="Add New Service" closeTo="/admin/services">
      <ServiceForm lastResult={actionData?.result} cancelTo="/admin/services" />
    </Modal>
  )
}
