import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { apiReader } from '#app/lib/api-auth.server.ts'
import { listBlogPostsPage } from '#app/models/blog.server.ts'

export const loader = apiRoute({
  GET: ({ request }) =>
    apiJson(
      listBlogPostsPage(new URL(request.url).searchParams.get('pageNumber'), apiReader(request)),
    ),
})

export const action = loader
