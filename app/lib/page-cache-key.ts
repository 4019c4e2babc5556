// Which requests the page cache may answer, and under which key (docs/scale.md). Only anonymous
// GET/HEAD of public pages, their loader data and the public /api reads; the key holds exactly what
// changes the bytes: the protocol, the host (canonical and share links name the site's address
// when SITE_URL is not set), the theme cookie, the path and the query parameters the page reads.
// Any other parameter is dropped, so a flood of random `?x=` finds the same entry; a parameter a
// page reads has one spelling (canonicalAddress), so a flood of random values finds none.
// The rules (which addresses, which parameters) are in page-cache-rules.ts.
import { canonicalPath, caseFoldedPath } from '#app/lib/address.ts'
import type { RouteTable } from '#app/lib/route-table.ts'
import {
  API,
  API_DETAIL,
  consultation,
  DETAIL,
  LANGUAGE_PREFIX,
  PAGES,
  routesParam,
  type Canonical,
  type Rule,
} from '#app/lib/page-cache-rules.ts'

/** Where Remix's client asks for the routes of the links a page shows (lazy route discovery). */
export const MANIFEST_PATH = '/__manifest'

export type CacheTarget = {
  key: string
  /** The address the page is rendered for: the request's, without the parameters no page reads. */
  path: string
  isApi: boolean
  /** 404: a not-found answer, kept once for every address of its kind (docs/scale.md). */
  status: 200 | 404
  /** The not-found target when the content says the page does not exist (asked only on a miss). */
  missing?: () => CacheTarget | null
}

/** What the server knows of its addresses (app/site/public-addresses.server.ts). */
export type PublicAddresses = {
  /** The server build's routes, to tell an address that falls through to the catch-all 404. */
  routes?: RouteTable
  /** How many pages the public blog list has (at least 1). */
  blogPages?: () => number
  /** Whether a detail page's address ('/blog/<slug>', '/api/blogs/<id>') names a public item. */
  exists?: (page: string) => boolean
}

type Found = { rule: Rule; isApi: boolean; isData: boolean; page: string }

/** The rule for a public path, or undefined when the path is never cached (admin, forms' posts, files). */
function ruleFor(pathname: string): Found | undefined {
  if (pathname.startsWith('/api/')) {
    const rule = API.find((r) => r.pattern.test(pathname))
    return rule && { rule, isApi: true, isData: false, page: pathname }
  }
  // Single fetch asks for a page's loader data at `<page>.data` (`/_root.data` for the home page).
  const isData = pathname.endsWith('.data')
  const page = isData ? pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/') : pathname
  const rule = PAGES.find((r) => r.pattern.test(page))
  return rule && { rule, isApi: false, isData, page }
}

/**
 * A path already in canonicalPath's spelling as the public site spells it: the address of a public
 * page, and its loader data, in lower case (caseFoldedPath's), language prefix and slug included
 * (`/AR/About` is `/ar/about`; every slug is made in lower case, app/models/slugs.server.ts); the
 * router matches either case, so without this one page had two keys, two analytics paths and two
 * renders (docs/scale.md). Any other path as given: an upload's or an asset's file name, a preview
 * link's token, the admin and the /api are read as typed.
 */
export function publicSpelling(path: string): string {
  // Most requests: nothing to fold (a non-ASCII letter is escaped in canonicalPath's spelling).
  if (!/[A-Z%]/.test(path)) return path
  const folded = caseFoldedPath(path)
  if (folded === null || folded === path) return path
  const found = ruleFor(folded)
  // `.DATA` is no loader data: the folded path must ask for what was asked.
  return found && !found.isApi && found.isData === path.endsWith('.data') ? folded : path
}

/** True for the paths the page cache serves (whether or not this request may be answered from it). */
export function isPublicCacheablePath(pathname: string): boolean {
  return ruleFor(pathname) !== undefined
}

/**
 * A public address in its one spelling (docs/scale.md): its path as app/lib/address.ts spells it,
 * and the parameters its page reads, each once, spelt as the page spells it, in a fixed order;
 * other parameters are left out.
 * - `canonical`: the path with those parameters;
 * - `moved`: the address asked differs in its path's spelling or in a parameter its page reads (a
 *   page number with leading zeros, ?page=1, a repeated or unknown modal value): a document
 *   answers 301 to `location`, which keeps the parameters no page reads (?utm_source=...);
 * - `notFound`: a value no page has (?page=abc, ?page=0): a 404, whatever else is asked.
 * Undefined for paths that are not public pages or public /api reads.
 */
export function canonicalAddress(
  url: string,
  routes?: RouteTable,
):
  | {
      canonical: string
      location: string
      moved: boolean
      notFound: boolean
      isApi: boolean
      isData: boolean
      /** The page's path (`/blog` for `/blog.data`), and its page number when it has one. */
      page: string
      pageNumber: number
    }
  | undefined {
  const queryAt = url.indexOf('?')
  const asked = queryAt === -1 ? url : url.slice(0, queryAt)
  const pathname = canonicalPath(asked)
  const found = pathname === null ? undefined : ruleFor(pathname)
  if (!found || pathname === null) return undefined
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1))
  // Only the routes of this page can answer: any other id is dropped, the rest kept in one order.
  const onPage = routes?.chain(found.page)
  const routesOf: Canonical = onPage
    ? (value) => onPage.filter((id) => value.split(',').includes(id)).join(',')
    : routesParam
  const params = found.isData ? { ...found.rule.params, _routes: routesOf } : found.rule.params
  const kept = new URLSearchParams()
  const rest = new URLSearchParams()
  let moved = pathname !== asked
  let notFound = false
  for (const [name, value] of query) if (!(name in params)) rest.append(name, value)
  for (const [name, canonical] of Object.entries(params)) {
    const values = query.getAll(name)
    if (values.length === 0) continue
    // The page reads the first value; a second one is another spelling of the same address.
    const value = canonical(values[0]!)
    if (value === false) notFound = true
    else if (value !== null) kept.set(name, value)
    if (values.length > 1 || value !== values[0]) moved = true
  }
  const search = kept.size > 0 ? `?${kept}` : ''
  const both = new URLSearchParams([...kept, ...rest])
  return {
    canonical: `${pathname}${search}`,
    location: both.size > 0 ? `${pathname}?${both}` : pathname,
    moved,
    notFound,
    isApi: found.isApi,
    isData: found.isData,
    page: found.page,
    pageNumber: Number(kept.get('page') ?? 1),
  }
}

/**
 * Where a GET of an address not in its one spelling goes (undefined when it is in it). Another
 * spelling of the path, on any path, public or not (an admin screen, an upload, loader data),
 * moves for good (301) to the path's one spelling, the query as asked: each check before the
 * page cache (server/serve.mjs) sees the address again as spelt. A public page's path in another
 * case moves the same way, in the same answer (`/About/?x=1` to `/about?x=1`: publicSpelling).
 * Then a parameter a page reads spelt otherwise: a document moves to its one spelling, which keeps the parameters no page reads;
 * loader data and the /api are answered in place at it (`moved: false`), as nobody reads their
 * address. So no spelling is a second answer, nor a second key in the page cache.
 */
export function respelt(url: string): { url: string; moved: boolean } | undefined {
  const queryAt = url.indexOf('?')
  const asked = queryAt === -1 ? url : url.slice(0, queryAt)
  const spelt = canonicalPath(asked)
  if (spelt === null) return undefined
  const path = publicSpelling(spelt)
  if (path !== asked) return { url: path + (queryAt === -1 ? '' : url.slice(queryAt)), moved: true }
  const address = canonicalAddress(url)
  if (!address?.moved || address.notFound) return undefined
  const inPlace = address.isData || address.isApi
  return { url: inPlace ? address.canonical : address.location, moved: !inPlace }
}

const THEME = /^theme=(?:dark|light)$/

/**
 * The cache target of a request, or null when it must go to the app: another method, a path that
 * is not public, an Authorization header, an Origin (CORS answers differ per origin), or any cookie
 * but the theme's (a session, a one-shot message, a device cookie: per-visitor state).
 */
export function cacheTarget(
  method: string,
  url: string,
  header: (name: string) => string | null | undefined,
  secure: boolean,
  addresses: PublicAddresses = {},
): CacheTarget | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (header('authorization') || header('origin')) return null
  const cookies = (header('cookie') ?? '').split(';').map((c) => c.trim())
  const theme = cookies.find((c) => THEME.test(c)) ?? ''
  if (cookies.some((c) => c !== '' && c !== theme)) return null
  if (url.length > 2048) return null

  const host = (header('host') ?? '').toLowerCase().slice(0, 255)
  const base = `${secure ? 'https' : 'http'} ${host} ${theme}`
  const address = canonicalAddress(url, addresses.routes)
  if (!address) return fallsThrough(url, base, addresses)
  // A not-found page is in its address's language: one kept copy per kind and language.
  const language = LANGUAGE_PREFIX.exec(address.page)?.[0] ?? ''
  if (address.notFound) return notFound(base, `${language}blog-page`, url, address.isData)
  const target: CacheTarget = {
    key: `${base} ${address.canonical}`,
    path: address.canonical,
    isApi: address.isApi,
    status: 200,
  }
  const { blogPages, exists } = addresses
  const kind =
    address.page === `${language}/blog`
      ? () => (blogPages && address.pageNumber > blogPages() ? `${language}blog-page` : undefined)
      : () => {
          const detail = DETAIL.exec(address.page) ?? API_DETAIL.exec(address.page)
          return detail && exists && !exists(address.page) ? `${detail[1]}:id` : undefined
        }
  target.missing = () => {
    const missing = kind()
    return missing ? notFound(base, missing, url, address.isData) : null
  }
  return target
}

/** An address no route but the public catch-all takes: the site's 404 page (kind 'page'). */
function fallsThrough(url: string, base: string, { routes }: PublicAddresses) {
  const pathname = url.split('?')[0]!
  // Remix answers its route discovery before any route (MANIFEST_PATH): no route names it, but it
  // is never the 404 page (kept, that page answered every later discovery and client navigation
  // failed).
  if (pathname === MANIFEST_PATH) return null
  const isData = pathname.endsWith('.data')
  const page = isData ? pathname.slice(0, -'.data'.length) : pathname
  const language = LANGUAGE_PREFIX.exec(page)?.[0] ?? ''
  return routes?.catchAll(page) === `${language.slice(1)}${language ? '/' : ''}routes/_public.$`
    ? notFound(base, `${language}page`, url, isData)
    : null
}

/**
 * The one answer kept for every missing address of a kind: the 404 page does not depend on the
 * address asked, only on its kind, the theme and the consultation modal. Loader data that names its
 * routes (`?_routes=`) is rendered as asked.
 */
function notFound(base: string, kind: string, url: string, isData: boolean): CacheTarget | null {
  const query = new URLSearchParams(url.split('?')[1] ?? '')
  if (isData && query.has('_routes')) return null
  const modal = consultation(query.get('consultation') ?? '')
  const search = modal ? `?consultation=${modal}` : ''
  const isApi = kind.startsWith('/api/')
  // Rendered at the address asked (it must still be a 404 there); the page does not show it.
  return {
    key: `${base} 404 ${kind}${isData ? '.data' : ''}${search}`,
    path: url,
    isApi,
    status: 404,
  }
}
