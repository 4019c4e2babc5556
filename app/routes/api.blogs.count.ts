import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { countBlogPosts } from '#app/models/stats.server.ts'

export const loader = apiRoute({ GET: () => apiJson({ count: countBlogPosts() }) })

export const action = loader
