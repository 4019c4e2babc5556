import { previewPost } from '#app/admin/blog-manager.server.ts'
import { PreviewPostModal } from '#app/components/admin/blog-manager.tsx'

const route = previewPost('/admin/blogs')
export const loader = route.loader
export const action = route.action

export default function PreviewPost() {
  return <PreviewPostModal />
}

export { AdminModalError as ErrorBoundary } from '#app/components/admin/modal-error.tsx'
