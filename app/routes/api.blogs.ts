import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createBlogPost,
  getBlogPost,
  listBlogPosts,
  type BlogInput,
} from '#app/models/blog.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(listBlogPosts(apiReader(request))),
  POST: async ({ request }) => {
    const user = requireApiUser(request)
    const body = (await readJson(request)) as BlogInput
    const post = createBlogPost(body, user.id)
    return apiJson(getBlogPost(Number(post._id), apiReader(request)) ?? post, 201)
  },
})

export const action = loader
