// Whether an address is a page of this site, which a redirect may never shadow (docs/product.md
// "Redirects"): a route other than the public 404's takes it, or it is a detail page whose item
// exists. Told once at start what the server build's routes are and how to find an item
// (app/site/public-addresses.server.ts); until then only the site's own areas are known.
import { isPublicCacheablePath } from '#app/lib/page-cache-key.ts'
import type { RouteTable } from '#app/lib/route-table.ts'

// The admin, the /api, the uploads and the client build are the site's whatever the routes say.
const AREAS = /^\/(?:admin|api|uploads|assets)(?:\/|$)/i
const PUBLIC_404 = /^(?:(?:ar|en)\/)?routes\/_public\.\$$/

let known: { routes?: RouteTable; exists?: (page: string) => boolean } = {}

export function configureLiveAddresses(given: typeof known) {
  known = given
}

/** True when `path` (decoded, without its query) names a page, a file area or a screen. */
export function isLiveAddress(path: string): boolean {
  if (AREAS.test(path)) return true
  if (isPublicCacheablePath(path)) return known.exists?.(path) ?? true
  const fallsTo = known.routes?.catchAll(path)
  if (!known.routes) return false
  return fallsTo === undefined || !PUBLIC_404.test(fallsTo)
}
