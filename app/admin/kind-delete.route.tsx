// The delete confirmation of a kind whose admin screens are the registry's (db/kinds.ts
// `admin.screens`), over its list; the item goes to the trash.
import { useLoaderData } from '@remix-run/react'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteScreenAction, deleteScreenLoader } from './kind-screens.server.ts'

export const loader = deleteScreenLoader
export const action = deleteScreenAction

export default function KindDelete() {
  const { texts } = useLoaderData<typeof loader>()
  return <DeleteModal trashed title={texts.remove} question={texts.question} list={texts.list} />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
