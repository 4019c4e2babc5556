// The Add modal of a kind whose admin screens are the registry's (db/kinds.ts `admin.screens`),
// over its list: its form is its line in app/components/admin/kind-forms.ts.
import { useActionData, useLoaderData } from '@remix-run/react'
import { KIND_FORMS } from '#app/components/admin/kind-forms.ts'
import { Modal } from '#app/components/admin/modal.tsx'
import { newScreenAction, newScreenLoader } from './kind-screens.server.ts'

export const loader = newScreenLoader
export const action = newScreenAction

export default function KindNew() {
  const { kind, texts } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const KindForm = KIND_FORMS[kind]
  return (
    <Modal title={texts.add} closeTo={texts.list}>
      <KindForm lastResult={actionData?.result} cancelTo={texts.list} />
    </Modal>
  )
}
