import { DeletePostModal } from '#app/components/admin/blog-manager.tsx'
import { deletePostAction, deletePostLoader } from '#app/admin/blog.server.ts'

export const loader = deletePostLoader
export const action = deletePostAction('/admin/full-blog')

export default function DeletePost() {
  return <DeletePostModal listUrl="/admin/full-blog" />
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
