import { apiJson, apiRoute, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import { createBlogPost, listBlogPosts, type BlogInput } from '#app/models/blog.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(listBlogPosts()),
  POST: async ({ request }) => {
    const user = requireApiUser(request)
    const body = (await readJson(request)) as BlogInput
    return apiJson(createBlogPost(body, user.id), 201)
  },
})

export const action = loader
