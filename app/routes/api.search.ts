// GET /api/search?q=&locale=&pageNumber= (docs/api.md "Search"): the site search of the /search
// pages for other clients, the public's view (a token sees no more: drafts are not indexed).
// Never kept by the page cache (app/lib/page-cache-key.ts has no rule for it).
import { askedLocale } from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { MAX_QUERY } from '#app/lib/search-text.ts'
import { searchAnswer, searchSite } from '#app/models/search.server.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => {
    const url = new URL(request.url)
    const query = Array.from((url.searchParams.get('q') ?? '').trim())
      .slice(0, MAX_QUERY)
      .join('')
    const language = askedLocale(request) ?? publicDefaultLanguage()
    // As /api/blogs/paginated: a missing or invalid page number is page 1.
    const page = Number.parseInt(url.searchParams.get('pageNumber') ?? '', 10)
    const found = searchSite({ query, language, page: page >= 1 ? page : 1 })
    return apiJson(searchAnswer(query, found))
  },
})

export const action = loader
