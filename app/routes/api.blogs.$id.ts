import { apiJson, apiRoute, notFound, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import {
  deleteBlogPost,
  getBlogPost,
  updateBlogPost,
  type BlogInput,
} from '#app/models/blog.server.ts'
import { parseId } from '#app/models/id.ts'

const NOT_FOUND = 'Post not found.'

export const loader = apiRoute({
  GET: ({ params }) => {
    const id = parseId(params.id)
    const post = id === null ? undefined : getBlogPost(id)
    return post ? apiJson(post) : notFound(NOT_FOUND)
  },
  PUT: async ({ request, params }) => {
    const user = requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getBlogPost(id)
    if (id === null || !before) return notFound(NOT_FOUND)
    const post = updateBlogPost(id, (await readJson(request)) as BlogInput, user.id)
    if (!post) return notFound(NOT_FOUND)
    return apiJson(post)
  },
  DELETE: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getBlogPost(id)
    if (id === null || !before || !deleteBlogPost(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Post deleted successfully.' })
  },
})

export const action = loader
