import { deletePost } from '#app/admin/blog-manager.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'

const route = deletePost('/admin/blogs')
export const loader = route.loader
export const action = route.action

export default function DeletePost() {
  return (
    <DeleteModal
      trashed
      title="Delete Post"
      question="Are you sure you want to delete this post?"
      list="/admin/blogs"
    />
  )
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
