import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { apiReader } from '#app/api/api-auth.server.ts'
import { countBlogPosts } from '#app/models/blog.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson({ count: countBlogPosts(apiReader(request)) }),
})

export const action = loader
