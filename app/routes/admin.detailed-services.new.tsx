import { useActionData, useLoaderData } from '@remix-run/react'
import { newEditorLoader } from '#app/admin/save-form.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { detailedServices } from '#app/admin/forms.server.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { EditorAutosaveBar } from '#app/components/admin/editor-autosave.tsx'
import { DetailedServiceForm } from '#app/components/admin/detailed-service-form.tsx'

const editor = newEditorLoader('detailed-service')
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await editor(args)), timeZone: siteTimeZone() }
}
export const action = detailedServices.newAction

export default function NewDetailedService() {
  const actionData = useActionData<typeof action>()
  const { timeZone, autosave, values } = useLoaderData<typeof loader>()
  return (
    <Modal title="Add New Detailed Service" closeTo="/admin/detailed-services" size="full">
      <EditorAutosaveBar autosave={autosave} />
      <DetailedServiceForm
        key={String(autosave.offer?.restored)}
        lastResult={actionData?.result}
        // The autosave's values, as the form posted them.
        defaultValue={(values ?? undefined) as never}
        timeZone={timeZone}
        cancelTo="/admin/detailed-services"
      />
    </Modal>
  )
}
