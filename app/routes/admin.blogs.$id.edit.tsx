import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { blogListOf, useBlogList } from '#app/components/admin/blog-lists.ts'
import { EditPostModal } from '#app/components/admin/blog-manager.tsx'
import { catchNetworkMessage } from '#app/components/admin/network-error.ts'
import { editPostAction, editPostLoader } from '#app/admin/blog-manager.server.ts'

export const loader = (args: LoaderFunctionArgs) =>
  editPostLoader(blogListOf(args.request.url))(args)
export const action = (args: ActionFunctionArgs) =>
  editPostAction(blogListOf(args.request.url))(args)

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  return catchNetworkMessage(() => serverAction<typeof action>())
}

export default function EditPost() {
  return <EditPostModal listUrl={useBlogList()} />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
