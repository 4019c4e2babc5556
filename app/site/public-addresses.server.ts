// What the page cache needs to know of the site's addresses to answer a missing one without
// rendering it (docs/scale.md): the server build's routes, how many pages the blog has, and whether
// a detail page's address names a public item. Given to the cache once at start (server/serve.mjs).
import { configureLiveAddresses } from '#app/lib/live-address.server.ts'
import { canonicalAddress } from '#app/lib/page-cache-key.ts'
import { configurePublicAddresses } from '#app/lib/page-cache.server.ts'
import { routeTable, type BuildRoute } from '#app/lib/route-table.ts'
import {
  BLOGS_PER_PAGE,
  countBlogPosts,
  findBlogPostByAddress,
  getBlogPost,
} from '#app/models/blog.server.ts'
import {
  findDetailedProjectByAddress,
  getDetailedProject,
} from '#app/models/detailed-project.server.ts'
import {
  findDetailedServiceByAddress,
  getDetailedService,
} from '#app/models/detailed-service.server.ts'
import { parseId } from '#app/models/id.ts'

// A page's address answers (an old one with a 301) when its route's finder knows it; an /api read
// takes ids only (docs/api.md).
const FINDERS: Record<string, (address: string) => unknown> = {
  '/blog/': findBlogPostByAddress,
  '/detailed-services/': findDetailedServiceByAddress,
  '/detailed-projects/': findDetailedProjectByAddress,
  '/api/blogs/': (id) => getBlogPost(parseId(id) ?? 0),
  '/api/detailed-services/': (id) => getDetailedService(parseId(id) ?? 0),
  '/api/detailed-projects/': (id) => getDetailedProject(parseId(id) ?? 0),
}

function exists(address: string): boolean {
  // The same item answers under either language's prefix (docs/decisions/025-languages.md).
  const page = address.replace(/^\/(?:ar|en)(?=\/)/, '')
  const at = page.lastIndexOf('/') + 1
  const find = FINDERS[page.slice(0, at)]
  if (!find) return true
  try {
    return find(decodeURIComponent(page.slice(at))) !== undefined
  } catch {
    // A malformed escape names nothing the route could find either.
    return false
  }
}

const blogPages = () => Math.max(1, Math.ceil(countBlogPosts() / BLOGS_PER_PAGE))

/**
 * Whether a path (with a blog list's `?page=`) names a public page that exists: a fixed page, a
 * blog list page the blog has, or a detail page whose item is public (the beacon counts no other,
 * app/analytics/beacon.server.ts).
 */
export function namesPublicPage(path: string): boolean {
  const address = canonicalAddress(path)
  if (!address || address.isApi || address.isData || address.notFound) return false
  if (address.page.replace(/^\/(?:ar|en)(?=\/|$)/, '') === '/blog') {
    return address.pageNumber <= blogPages()
  }
  return exists(address.page)
}

export function configurePageCache(routes: Record<string, BuildRoute | undefined>) {
  const table = routeTable(routes)
  // Redirects never shadow a page (app/models/redirect.server.ts).
  configureLiveAddresses({ routes: table, exists })
  configurePublicAddresses({
    routes: table,
    blogPages,
    exists,
  })
}
