// Which requests the page cache may answer, and under which key (docs/scale.md). Only anonymous
// GET/HEAD of public pages, their loader data and the public /api reads; the key holds exactly what
// changes the bytes: the protocol, the host (canonical and share links name the site's address
// when SITE_URL is not set), the theme cookie, the path and the query parameters the page reads.
// Any other parameter is dropped, so a flood of random `?x=` finds the same entry; a parameter a
// page reads has one spelling (canonicalAddress), so a flood of random values finds none.

/**
 * A parameter's canonical spelling from the value given: a string, null when it is the same as
 * leaving the parameter out, or false when no page has that value (a 404).
 */
type Canonical = (value: string) => string | null | false

import { CRUD_KINDS, KIND_NAMES, KINDS, kindSpec, SLUG_KINDS, type ListQuery } from '#db/kinds.ts'
import { canonicalPath } from '#app/lib/address.ts'
import type { RouteTable } from '#app/lib/route-table.ts'

type Rule = { pattern: RegExp; params: Readonly<Record<string, Canonical>> }

/** Where Remix's client asks for the routes of the links a page shows (lazy route discovery). */
export const MANIFEST_PATH = '/__manifest'

/** A page number: a positive whole number without leading zeros; 1 is the page without one. */
const pageNumber: Canonical = (value) => {
  if (!/^[0-9]{1,9}$/.test(value)) return false
  const page = Number(value)
  if (page === 0) return false
  return page === 1 ? null : String(page)
}

// The /api promises that a missing or invalid pageNumber is page 1 (docs/api.md): every spelling
// of a number is that number, anything else is page 1.
const apiPageNumber: Canonical = (value) => {
  const page = /^\s*[0-9]{1,9}\s*$/.test(value) ? Math.max(1, Number(value)) : 1
  return page === 1 ? null : String(page)
}

// ?include= is a comma list of which only `publication` changes an answer (docs/publishing.md).
const include: Canonical = (value) =>
  value.split(',').includes('publication') ? 'publication' : null

// Every public page reads ?consultation= (the modal, app/routes/_public.tsx): open or sent.
const consultation: Canonical = (value) => (value === 'open' || value === 'sent' ? value : null)
const PAGE = { consultation }
// A category's name as typed in the admin; an empty one is the whole portfolio.
const category: Canonical = (value) => (value === '' ? null : value.length <= 200 ? value : false)
// Every page again under the other language's prefix (docs/decisions/025-languages.md): the path,
// and so the key, names the language.
const LANGUAGE_PREFIX = /^\/(?:ar|en)(?=\/|$)/
/** Any of these paths, as a regular expression's alternatives. */
const anyOf = (paths: readonly string[]) =>
  paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
// The kinds' item pages (/blog/<slug>) and /api item reads (/api/blogs/<id>), from the registry
// (db/kinds.ts): each kind's `address` and `api`.
const ITEM_PAGES = anyOf(SLUG_KINDS.map((kind) => KINDS[kind].address.path))
const ITEM_READS = anyOf(
  CRUD_KINDS.filter((kind) => KINDS[kind].api.crud.getOne).map((kind) => KINDS[kind].api.path),
)
// The pages that list the kinds (each kind's `listedAt` in db/kinds.ts), with the parameter each
// reads; the consultation form's page lists none. Those that read only the modal's share a rule.
const QUERY: Record<ListQuery, Canonical> = { page: pageNumber, category }
const LISTED = new Map<string, Record<string, Canonical>>()
for (const kind of KIND_NAMES) {
  const { path, query } = kindSpec(kind).listedAt
  LISTED.set(path, { ...LISTED.get(path), ...(query ? { [query]: QUERY[query] } : {}) })
}
const PLAIN = ['/consultation', ...LISTED.keys()].filter(
  (path) => path !== '/' && !Object.keys(LISTED.get(path) ?? {}).length,
)
const PAGES: Rule[] = [
  {
    pattern: new RegExp(`^(?:/(?:ar|en))?(?:/(?:${anyOf(PLAIN.map((path) => path.slice(1)))})?)?$`),
    params: PAGE,
  },
  ...[...LISTED]
    .filter(([, params]) => Object.keys(params).length)
    .map(([path, params]) => ({
      pattern: new RegExp(`^(?:/(?:ar|en))?${anyOf([path])}$`),
      params: { ...PAGE, ...params },
    })),
  // A slug of 100 letters of any script is up to 1,200 characters percent-encoded.
  { pattern: new RegExp(`^(?:/(?:ar|en))?(?:${ITEM_PAGES})/[^/]{1,1200}$`), params: PAGE },
]
// ?locale= names the language of a read's texts (docs/api.md "Languages"); another value is the
// /api's 400, which is never kept, so it is passed on as given (cut short).
const locale: Canonical = (value) => value.slice(0, 16)
const API: Rule[] = [
  { pattern: /^\/api\/uploads\/hero-video-url$/, params: {} },
  { pattern: /^\/api\/settings$/, params: { locale } },
  // The counts read no language.
  { pattern: /^\/api\/(?:projects|blogs)\/count$/, params: { include } },
  {
    pattern: /^\/api\/blogs\/paginated$/,
    params: { pageNumber: apiPageNumber, include, locale },
  },
  // Each kind's list (and item) reads: ?include=publication (docs/publishing.md) changes the
  // answer of a kind with publishing, ?locale= of one with texts.
  ...KIND_NAMES.flatMap((kind): Rule[] => {
    const { api, publishing } = kindSpec(kind)
    if (api.localized === false) return []
    const item = api.crud && api.crud.getOne ? '(?:/[^/]{1,40})?' : ''
    const pattern = new RegExp(`^${anyOf([api.path])}${item}$`)
    return [{ pattern, params: publishing ? { include, locale } : { locale } }]
  }),
]
// Single fetch names the routes whose data it wants (`_routes=root,routes/_public`); a longer
// value is dropped (the data of every route), as before.
const routesParam: Canonical = (value) => (value.length <= 200 ? value : null)

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

// The detail pages whose address names an item: a missing one is the 404 of its kind.
const DETAIL = new RegExp(`^((?:/(?:ar|en))?(?:${ITEM_PAGES})/)[^/]+$`)
const API_DETAIL = new RegExp(`^((?:${ITEM_READS})/)[0-9]+$`)

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
 * page cache (server/serve.mjs) sees the address again as spelt. Then a parameter a page reads
 * spelt otherwise: a document moves to its one spelling, which keeps the parameters no page reads;
 * loader data and the /api are answered in place at it (`moved: false`), as nobody reads their
 * address. So no spelling is a second answer, nor a second key in the page cache.
 */
export function respelt(url: string): { url: string; moved: boolean } | undefined {
  const queryAt = url.indexOf('?')
  const asked = queryAt === -1 ? url : url.slice(0, queryAt)
  const path = canonicalPath(asked)
  if (path === null) return undefined
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
