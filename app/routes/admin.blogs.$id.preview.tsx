import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { previewPost } from '#app/admin/blog-manager.server.ts'
import { blogListOf } from '#app/components/admin/blog-lists.ts'
import { PreviewPostModal } from '#app/components/admin/blog-manager.tsx'

export const loader = (args: LoaderFunctionArgs) =>
  previewPost(blogListOf(args.request.url)).loader(args)
export const action = (args: ActionFunctionArgs) =>
  previewPost(blogListOf(args.request.url)).action(args)

export default function PreviewPost() {
  return <PreviewPostModal />
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
