import { askedLocale, inLocale } from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { createCategory, listCategories, CategoryInputSchema } from '#app/models/category.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(inLocale('category', listCategories(), askedLocale(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = await readJson(request, CategoryInputSchema)
    return apiJson(createCategory(body), 201)
  },
})

export const action = loader
