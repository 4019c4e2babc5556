import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  deleteBlogPost,
  getBlogPost,
  updateBlogPost,
  BlogInputSchema,
} from '#app/models/blog.server.ts'
import { parseId } from '#app/models/id.ts'

const NOT_FOUND = 'Post not found.'

export const loader = apiRoute({
  GET: ({ request, params }) => {
    const id = parseId(params.id)
    const post = id === null ? undefined : getBlogPost(id, apiReader(request))
    return post
      ? apiJson(oneInLocale('blog', post, askedLocale(request), apiReader(request)))
      : notFound(NOT_FOUND)
  },
  PUT: async ({ request, params }) => {
    const user = requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getBlogPost(id, { all: true })
    if (id === null || !before) return notFound(NOT_FOUND)
    if (isTranslation(locale)) {
      writeTranslation('blog', id, locale, await readJson(request), NOT_FOUND)
      return apiJson(
        oneInLocale('blog', getBlogPost(id, apiReader(request))!, locale, apiReader(request)),
      )
    }
    if (!updateBlogPost(id, await readJson(request, BlogInputSchema), user.id)) {
      return notFound(NOT_FOUND)
    }
    return apiJson(
      oneInLocale('blog', getBlogPost(id, apiReader(request))!, locale, apiReader(request)),
    )
  },
  DELETE: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getBlogPost(id, { all: true })
    if (id === null || !before || !deleteBlogPost(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Post deleted successfully.' })
  },
})

export const action = loader
