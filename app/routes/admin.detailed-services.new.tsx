import { useActionData, useLoaderData } from '@remix-run/react'
import { guardLoader } from '#app/admin/guard.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { detailedServices } from '#app/admin/forms.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'

export async function loader(args: LoaderFunctionArgs) {
  await guardLoader(args)
  return { timeZone: siteTimeZone() }
}
export const action = detailedServices.newAction

export default function NewDetailedService() {
  const actionData = useActionData<typeof action>()
  const { timeZone } = useLoaderData<typeof loader>()
  return (
    <Modal title="Add New Detailed Service" closeTo="/admin/detailed-services">
      <DetailedServiceForm
        lastResult={actionData?.result}
        timeZone={timeZone}
        cancelTo="/admin/detailed-services"
      />
    </Modal>
  )
}
