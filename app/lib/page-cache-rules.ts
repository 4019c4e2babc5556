// The page cache's rules (docs/scale.md): which public addresses it may keep, each with the query
// parameters its page reads and their one spelling; every other parameter is dropped. Pages and
// /api reads of the content kinds come from the registry (db/kinds.ts), so a new kind is kept with
// no line here. page-cache-key.ts turns a request into its key by these rules.
import { CRUD_KINDS, KIND_NAMES, KINDS, kindSpec, SLUG_KINDS, type ListQuery } from '#db/kinds.ts'

/**
 * A parameter's canonical spelling from the value given: a string, null when it is the same as
 * leaving the parameter out, or false when no page has that value (a 404).
 */
export type Canonical = (value: string) => string | null | false

export type Rule = { pattern: RegExp; params: Readonly<Record<string, Canonical>> }

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
export const consultation: Canonical = (value) =>
  value === 'open' || value === 'sent' ? value : null
const PAGE = { consultation }
// A category's name as typed in the admin; an empty one is the whole portfolio.
const category: Canonical = (value) => (value === '' ? null : value.length <= 200 ? value : false)
// Every page again under the other language's prefix (docs/decisions/025-languages.md): the path,
// and so the key, names the language.
export const LANGUAGE_PREFIX = /^\/(?:ar|en)(?=\/|$)/
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
export const PAGES: Rule[] = [
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
export const API: Rule[] = [
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
export const routesParam: Canonical = (value) => (value.length <= 200 ? value : null)

// The detail pages whose address names an item: a missing one is the 404 of its kind.
export const DETAIL = new RegExp(`^((?:/(?:ar|en))?(?:${ITEM_PAGES})/)[^/]+$`)
export const API_DETAIL = new RegExp(`^((?:${ITEM_READS})/)[0-9]+$`)
