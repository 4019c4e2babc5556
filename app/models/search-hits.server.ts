// Which documents of the search index a query finds, ranked, one page at a time (docs/search.md,
// "Cost"): the SQL over search_text (FTS5) and search_documents. search.server.ts turns the hits
// into results (titles, addresses, snippets).
import type { Language } from '#app/i18n/languages.ts'
import { statement } from './search-index.server.ts'

/** How many results a page of the search lists. */
export const RESULTS_PER_PAGE = 10

export type Hit = { kind: string; itemId: number; language: Language; visibleFrom: number }

// One document per item: the page's language's when it matched, else the other's. The page's
// rows are read in two steps, each ranked in SQL and cut to the page there (only the page's rows
// are sorted, bm25 is computed for one language's matches): first the documents in the page's
// language, then, when the page goes past them, the other language's documents of items not
// matched in the page's language. No window over every hit: at 10,000 posts a frequent word
// matches most of them (docs/search.md, "Cost").
const MATCHED = 'SELECT rowid FROM search_text WHERE search_text MATCH :match'
const ALONE = `NOT EXISTS (
  SELECT 1 FROM search_documents p
  WHERE p.kind = d.kind AND p.item_id = d.item_id AND p.language = :language
    AND p.visible_from <= :now AND p.id IN (${MATCHED})
)`
const OWN_LANGUAGE = 'd.language = :language'
const OTHER_LANGUAGE = `d.language <> :language AND ${ALONE}`

/**
 * How many of a step's documents bm25 ranks: its most recently indexed ones (the search_text rowid
 * grows with each write). A word in more documents than this says little about any one of them,
 * and ranking them all was most of a frequent word's time (docs/search.md, "Cost"); the older
 * ones follow the ranked ones, newest first. A step with no more matches is ranked whole.
 */
export const RANKED_MOST = 1000

const HIT = 'd.kind, d.item_id AS itemId, d.language, d.visible_from AS visibleFrom'
const FOUND = (where: string) => `
  FROM search_text JOIN search_documents d ON d.id = search_text.rowid
  WHERE search_text MATCH :match AND d.visible_from <= :now AND ${where}`
const ranked = (where: string) => `
  SELECT kind, itemId, language, visibleFrom FROM (
    SELECT ${HIT}, bm25(search_text, 10.0, 1.0) AS score ${FOUND(where)}
    ORDER BY search_text.rowid DESC LIMIT ${RANKED_MOST}
  )
  ORDER BY score, kind, itemId
  LIMIT :limit OFFSET :offset`
const unranked = (where: string) => `
  SELECT ${HIT} ${FOUND(where)}
  ORDER BY search_text.rowid DESC
  LIMIT :limit OFFSET :offset + ${RANKED_MOST}`
const STEPS = {
  own: { ranked: ranked(OWN_LANGUAGE), rest: unranked(OWN_LANGUAGE) },
  other: { ranked: ranked(OTHER_LANGUAGE), rest: unranked(OTHER_LANGUAGE) },
}
// Counted through the index's matches, each joined to its document (faster than the documents
// looked up in the list of matches).
const COUNT_OWN = `SELECT count(*) ${FOUND(OWN_LANGUAGE)}`
// How many items matched: each once, as the pages list them.
const COUNT = `SELECT count(*) ${FOUND(`(${OWN_LANGUAGE} OR ${ALONE})`)}`

type Params = { match: string; now: number; language: Language }

/** A step's documents from `offset`: the ranked ones, then (past them) the others. */
function step(which: keyof typeof STEPS, params: Params, offset: number, limit: number): Hit[] {
  const hits = statement(STEPS[which].ranked).all({ ...params, limit, offset }) as Hit[] // better-sqlite3 rows are unknown
  if (hits.length === limit || offset + hits.length < RANKED_MOST) return hits
  const rest = statement(STEPS[which].rest).all({
    ...params,
    limit: limit - hits.length,
    offset: Math.max(0, offset - RANKED_MOST),
  }) as Hit[] // better-sqlite3 rows are unknown; the SELECT names Hit's columns
  return [...hits, ...rest]
}

/** The page's hits of a query (an FTS5 match expression), and how many items matched in all. */
export function findHits(match: string, language: Language, now: Date, page: number) {
  const params = { match, now: now.getTime(), language }
  const offset = (page - 1) * RESULTS_PER_PAGE
  const total = statement(COUNT).pluck().get(params) as number // count(*) plucked: better-sqlite3 types it unknown
  const hits = step('own', params, offset, RESULTS_PER_PAGE)
  if (hits.length < RESULTS_PER_PAGE && offset + hits.length < total) {
    // The page's language's documents end on this page or before: how many there are, to skip.
    const own = offset + hits.length
    const counted = hits.length > 0 ? own : (statement(COUNT_OWN).pluck().get(params) as number) // count(*) plucked, typed unknown
    hits.push(
      ...step('other', params, Math.max(0, offset - counted), RESULTS_PER_PAGE - hits.length),
    )
  }
  return { total, hits }
}
