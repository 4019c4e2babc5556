// The site search (docs/search.md): a visitor's query against the index of what the public may
// see (app/models/search-index.server.ts), every door alike (the /search pages, GET /api/search).
// A query is read as words (app/lib/search-text.ts), never as FTS5 syntax; an item is listed once,
// by its text in the page's language when that matched, and the items matched in the page's
// language come first, best first (bm25, a title's words counting ten times a body's).
import { z } from 'zod'
import { LANGUAGES, localizePath, otherLanguage, type Language } from '#app/i18n/languages.ts'
import {
  matchesQuery,
  matchExpression,
  queryWords,
  snippet,
  type QueryWords,
  type SnippetPart,
} from '#app/lib/search-text.ts'
import {
  isSearchKind,
  isSlugKind,
  kindSpec,
  tableName,
  type Kind,
  type SearchKind,
} from '#db/kinds.ts'
import { ensureSearchIndex, itemTexts, statement } from './search-index.server.ts'
import { findHits, RESULTS_PER_PAGE, type Hit } from './search-hits.server.ts'
import { getDefaultLanguage } from './settings.server.ts'
import { languageSlugs } from './translation-address.server.ts'
import { readTranslations } from './translation.server.ts'

export type SearchResult = {
  kind: SearchKind
  id: number
  /** The language of the texts shown (the page's, or the other one's when only they matched). */
  language: Language
  /** Null for the About page, which has no title of its own (the page names it). */
  title: string | null
  /** Its address on the pages of the language searched. */
  path: string
  /** When it was published (ISO 8601), for the kinds whose pages say it (posts). */
  date: string | null
  snippet: SnippetPart[]
}

export type SearchPage = {
  results: SearchResult[]
  total: number
  page: number
  pages: number
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The addresses of a kind's items on `language`'s pages, by id: each its slug there (or its default
 * one), or its list. One statement a kind for the whole page of results.
 */
function addressesOf(
  kind: SearchKind,
  ids: readonly number[],
  language: Language,
  defaultLanguage: Language,
  now: Date,
): Map<number, string> {
  const spec = kindSpec(kind)
  const address = (path: string) => localizePath(path, language, defaultLanguage)
  if (!spec.address || !isSlugKind(kind)) {
    const path = address(kind === 'about' ? '/about' : '/services')
    return new Map(ids.map((id) => [id, path]))
  }
  const own = language === defaultLanguage ? undefined : languageSlugs(kind, language, ids, now)
  const rows = statement(
    `SELECT id, slug FROM ${quote(tableName(spec.table))} WHERE id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as Array<{ id: number; slug: string | null }> // better-sqlite3 rows are unknown
  const slugs = new Map(rows.map((r) => [r.id, r.slug]))
  const base = spec.address.path
  return new Map(
    ids.map((id) => [id, address(`${base}/${own?.get(id) ?? slugs.get(id) ?? String(id)}`)]),
  )
}

/** A page's hits as results: their texts, snippets and addresses, read a kind at a time. */
function describe(
  hits: readonly Hit[],
  words: QueryWords,
  pageLanguage: Language,
  defaultLanguage: Language,
  now: Date,
): SearchResult[] {
  const kinds = new Map<SearchKind, Hit[]>()
  for (const hit of hits) {
    if (isSearchKind(hit.kind)) kinds.set(hit.kind, [...(kinds.get(hit.kind) ?? []), hit])
  }
  const read = new Map(
    [...kinds].map(([kind, of]) => {
      const ids = of.map((h) => h.itemId)
      const translatedIds = of.filter((h) => h.language !== defaultLanguage).map((h) => h.itemId)
      const translated = translatedIds.length
        ? readTranslations(kind, otherLanguage(defaultLanguage), translatedIds)
        : undefined
      return [
        kind,
        { translated, paths: addressesOf(kind, ids, pageLanguage, defaultLanguage, now) },
      ]
    }),
  )
  return hits.flatMap((hit) => {
    const kind = hit.kind
    if (!isSearchKind(kind)) return []
    const found = read.get(kind)
    if (!found) return []
    const translated =
      hit.language === defaultLanguage ? undefined : found.translated?.get(hit.itemId)
    const texts = itemTexts(kind, hit.itemId, translated)
    if (!texts) return []
    const { title, ...rest } = Object.fromEntries(texts)
    const result: SearchResult = {
      kind,
      id: hit.itemId,
      language: hit.language,
      title: title ?? null,
      path: found.paths.get(hit.itemId)!,
      date: kind === 'blog' ? new Date(hit.visibleFrom).toISOString() : null,
      snippet: snippet(Object.values(rest).join(' '), words),
    }
    return [result]
  })
}

/** A page number as given (anything but a positive whole number is page 1). */
const pageOf = (page: unknown) => {
  const n = Number(page)
  return Number.isInteger(n) && n >= 1 && n < 1e9 ? n : 1
}

/**
 * One page of what the public finds for `query` on `language`'s pages at `now`: none for a query
 * with no word. A page past the last is empty (its `pages` says how many there are).
 */
export function searchSite({
  query,
  language,
  page = 1,
  now = new Date(),
}: {
  query: string
  language: Language
  page?: number
  now?: Date
}): SearchPage {
  const words = queryWords(query)
  const match = matchExpression(words)
  const current = pageOf(page)
  if (!match) return { results: [], total: 0, page: current, pages: 1 }
  // A default language changed since the index was built: its documents are named again.
  const defaultLanguage = getDefaultLanguage()
  ensureSearchIndex({ defaultLanguage })
  const { total, hits } = findHits(match, language, now, current)
  return {
    results: describe(hits, words, language, defaultLanguage, now),
    total,
    page: current,
    pages: Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)),
  }
}

/**
 * The items among `ids` whose texts, in either language, hold every word of `query` (all of them
 * for a query with no word): the admin's lists filter their rows so, drafts and scheduled items
 * included, which the public index does not hold. The same words as the site search's
 * (app/lib/search-text.ts), read from the items themselves.
 */
export function itemsMatching(kind: Kind, ids: readonly number[], query: string): Set<number> {
  const words = queryWords(query)
  if (words.words.length === 0) return new Set(ids)
  const translated = readTranslations(kind, otherLanguage(getDefaultLanguage()), ids)
  return new Set(
    ids.filter((id) => {
      const own = itemTexts(kind, id)
      const other = translated.get(id) && itemTexts(kind, id, translated.get(id))
      return matchesQuery(words, [...(own?.values() ?? []), ...(other?.values() ?? [])])
    }),
  )
}

/** GET /api/search's answer (docs/api.md "Search"). */
export const SearchAnswerSchema = z.object({
  query: z.string().describe('The query as read: its first 100 characters'),
  results: z.array(
    z.object({
      kind: z.enum(['blog', 'detailed-project', 'service', 'detailed-service', 'about']),
      _id: z.string(),
      title: z.string().nullable().describe('Null for the About page'),
      path: z.string().describe('Its address on the site, in the language asked for'),
      locale: z.enum(LANGUAGES).describe('The language of the title and snippet'),
      date: z.iso.datetime().nullable().describe('When a post was published; null otherwise'),
      snippet: z.string().describe('HTML: the text escaped, the words found in <mark>'),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
})

/** A page of results as GET /api/search answers it. */
export function searchAnswer(query: string, found: SearchPage): z.infer<typeof SearchAnswerSchema> {
  return {
    query,
    ...found,
    results: found.results.map((r) => ({
      kind: r.kind,
      _id: String(r.id),
      title: r.title,
      path: r.path,
      locale: r.language,
      date: r.date,
      snippet: snippetHtml(r.snippet),
    })),
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A snippet as HTML (for the /api): its text escaped, the query's words in <mark>. */
export const snippetHtml = (parts: readonly SnippetPart[]) =>
  parts.map((p) => (p.mark ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('')
