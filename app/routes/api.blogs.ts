import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createBlogPost,
  getBlogPost,
  listBlogPosts,
  BlogInputSchema,
} from '#app/models/blog.server.ts'

export const loader = apiRoute({
  GET: ({ request }) =>
    apiJson(
      inLocale('blog', listBlogPosts(apiReader(request)), askedLocale(request), apiReader(request)),
    ),
  POST: async ({ request }) => {
    const user = requireApiUser(request)
    const locale = askedLocale(request)
    refuseTranslatedCreate(locale)
    const body = await readJson(request, BlogInputSchema)
    const post = createBlogPost(body, user.id)
    const created = getBlogPost(Number(post._id), apiReader(request)) ?? post
    return apiJson(oneInLocale('blog', created, locale, apiReader(request)), 201)
  },
})

export const action = loader
