import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { listBlogPostsPage } from '#app/models/blog.server.ts'

export const { loader, action } = apiRoute({
  GET: ({ request }) =>
    apiJson(listBlogPostsPage(new URL(request.url).searchParams.get('pageNumber'))),
})
