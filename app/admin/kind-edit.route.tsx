// The Edit modal of a kind whose admin screens are the registry's (db/kinds.ts `admin.screens`),
// over its list, with its language tabs: its form is its line in
// app/components/admin/kind-forms.ts. A row that is gone is a 404 with the kind's own text.
import { useActionData, useLoaderData } from '@remix-run/react'
import { KIND_FORMS } from '#app/components/admin/kind-forms.ts'
import { LanguageTabs } from '#app/components/admin/language-tabs.tsx'
import { Modal } from '#app/components/admin/modal.tsx'
import { editScreenAction, editScreenLoader } from './kind-screens.server.ts'

export const loader = editScreenLoader
export const action = editScreenAction

export default function KindEdit() {
  const { kind, texts, values } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const KindForm = KIND_FORMS[kind]
  return (
    <Modal title={texts.edit} closeTo={texts.list}>
      <LanguageTabs kind={kind} />
      <KindForm lastResult={actionData?.result} defaultValue={values} cancelTo={texts.list} />
    </Modal>
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
