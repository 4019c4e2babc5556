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
import { isSearchKind, isSlugKind, kindSpec, tableName, type SearchKind } from './kinds.server.ts'
import { ensureSearchIndex, itemTexts, statement } from './search-index.server.ts'
import { getDefaultLanguage } from './settings.server.ts'
import { languageSlugs } from './translation-address.server.ts'
import { readTranslations } from './translation.server.ts'

export const RESULTS_PER_PAGE = 10

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

type Hit = { kind: string; itemId: number; language: Language; visibleFrom: number }

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

// One document per item: the page's language's when it matched, else the other's.
const HITS = `
  WITH hits AS (
    SELECT d.kind, d.item_id, d.language, d.visible_from, bm25(search_text, 10.0, 1.0) AS score
    FROM search_text JOIN search_documents d ON d.id = search_text.rowid
    WHERE search_text MATCH :match AND d.visible_from <= :now
  ),
  best AS (
    SELECT *, row_number() OVER (
      PARTITION BY kind, item_id ORDER BY language = :language DESC, score
    ) AS n
    FROM hits
  )`

// The page's rows and, beside each, how many items matched in all: one run of the match.
const PAGE = `${HITS} SELECT kind, item_id AS itemId, language, visible_from AS visibleFrom,
    count(*) OVER () AS total
  FROM best WHERE n = 1 ORDER BY language = :language DESC, score, kind, item_id
  LIMIT :limit OFFSET :offset`
// Only for a page past the last, which has no row to say it.
const COUNT = `${HITS} SELECT count(*) FROM best WHERE n = 1`

function findHits(match: string, language: Language, now: Date, page: number) {
  const params = { match, now: now.getTime(), language }
  const rows = statement(PAGE).all({
    ...params,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
  }) as Array<Hit & { total: number }>
  const total = rows[0]?.total ?? (statement(COUNT).pluck().get(params) as number)
  return { total, hits: rows as Hit[] }
}

/** An item's address on `language`'s pages: its slug there (or its default one), or its list. */
function addressOf(kind: SearchKind, id: number, language: Language, now: Date): string {
  const spec = kindSpec(kind)
  const defaultLanguage = getDefaultLanguage()
  let path = kind === 'about' ? '/about' : '/services'
  if (spec.address && isSlugKind(kind)) {
    const own =
      language === defaultLanguage ? undefined : languageSlugs(kind, language, [id], now).get(id)
    const slug =
      own ??
      (statement(`SELECT slug FROM ${quote(tableName(spec.table))} WHERE id = ?`)
        .pluck()
        .get(id) as string | null) ??
      String(id)
    path = `${spec.address.path}/${slug}`
  }
  return localizePath(path, language, defaultLanguage)
}

function describe(hit: Hit, words: QueryWords, pageLanguage: Language, now: Date) {
  if (!isSearchKind(hit.kind)) return []
  const kind = hit.kind
  const translated =
    hit.language === getDefaultLanguage()
      ? undefined
      : readTranslations(kind, hit.language, [hit.itemId]).get(hit.itemId)
  const texts = itemTexts(kind, hit.itemId, translated)
  if (!texts) return []
  const { title, ...rest } = Object.fromEntries(texts)
  const result: SearchResult = {
    kind,
    id: hit.itemId,
    language: hit.language,
    title: title ?? null,
    path: addressOf(kind, hit.itemId, pageLanguage, now),
    date: kind === 'blog' ? new Date(hit.visibleFrom).toISOString() : null,
    snippet: snippet(Object.values(rest).join(' '), words),
  }
  return [result]
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
  ensureSearchIndex()
  const { total, hits } = findHits(match, language, now, current)
  return {
    results: hits.flatMap((hit) => describe(hit, words, language, now)),
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
export function itemsMatching(
  kind: SearchKind,
  ids: readonly number[],
  query: string,
): Set<number> {
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
