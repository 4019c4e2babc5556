import { DeletePostModal } from '#app/components/admin/blog-manager.tsx'
import { deletePostAction, deletePostLoader } from '#app/admin/blog.server.ts'

export const loader = deletePostLoader
export const action = deletePostAction('/admin/blogs')

export default function DeletePost() {
  return <DeletePostModal listUrl="/admin/blogs" />
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
