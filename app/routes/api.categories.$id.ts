import { apiJson, apiRoute, notFound } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { deleteCategory } from '#app/models/category.server.ts'
import { parseId } from '#app/models/id.ts'

export const loader = apiRoute({
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteCategory(id)) return notFound('Category not found.')
    return apiJson({ message: 'Category deleted successfully.' })
  },
})

export const action = loader
