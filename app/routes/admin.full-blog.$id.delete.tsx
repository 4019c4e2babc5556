import { deletePost } from '#app/admin/blog-manager.server.ts'
import { DeletePostModal } from '#app/components/admin/blog-manager.tsx'

const route = deletePost('/admin/full-blog')
export const loader = route.loader
export const action = route.action

export default function DeletePost() {
  return <DeletePostModal listUrl="/admin/full-blog" />
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
