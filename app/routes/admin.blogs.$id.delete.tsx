import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { deletePost } from '#app/admin/blog-manager.server.ts'
import { blogListOf, useBlogList } from '#app/components/admin/blog-lists.ts'
import { DeletePostModal } from '#app/components/admin/blog-manager.tsx'

export const loader = (args: LoaderFunctionArgs) =>
  deletePost(blogListOf(args.request.url)).loader(args)
export const action = (args: ActionFunctionArgs) =>
  deletePost(blogListOf(args.request.url)).action(args)

export default function DeletePost() {
  return <DeletePostModal listUrl={useBlogList()} />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
