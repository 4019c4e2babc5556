import { askedLocale, inLocale } from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { apiReader } from '#app/api/api-auth.server.ts'
import { listBlogPostsPage } from '#app/models/blog.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => {
    const url = new URL(request.url)
    const result = listBlogPostsPage(url.searchParams.get('pageNumber'), apiReader(request))
    // A page past the end keeps its number (docs/api.md), so every number is its own answer: it is
    // given but never kept, or random numbers would fill the page cache (docs/scale.md).
    const past = result.page > Math.max(1, result.pages)
    const locale = askedLocale(request)
    const answer = locale
      ? { ...result, blogs: inLocale('blog', result.blogs, locale, apiReader(request)) }
      : result
    return apiJson(answer, 200, past ? { 'Cache-Control': 'no-store' } : undefined)
  },
})

export const action = loader
