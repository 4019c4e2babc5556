import type { ClientActionFunctionArgs } from '@remix-run/react'
import { EditPostModal } from '#app/components/admin/blog-manager.tsx'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { editPostAction, editPostLoader } from '#app/admin/blog-manager.server.ts'

export const loader = editPostLoader('/admin/blogs')
export const action = editPostAction('/admin/blogs')

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function EditPost() {
  return <EditPostModal listUrl="/admin/blogs" />
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
