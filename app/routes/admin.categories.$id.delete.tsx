import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteCategory, getCategory } from '#app/models/category.server.ts'

const route = deleteRoute({
  find: getCategory,
  notFoundText: 'Category not found.',
  remove: deleteCategory,
  list: '/admin/categories',
  failed: 'Failed to delete category',
  done: 'Category deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteCategory() {
  return (
    <DeleteModal
      trashed
      title="Delete Category"
      question="Are you sure you want to delete this category?"
      list="/admin/categories"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
