// The words of a text as the search index keeps them (docs/search.md), the same when an item is
// indexed and when a visitor's query is read, so the two meet. SQLite's FTS5 tokenizer (unicode61)
// splits a vowelled Arabic word at each haraka and folds only Latin marks, so Arabic is normalised
// here first, as Lucene's ArabicNormalizer does: tashkeel and tatweel removed, the hamza forms of
// alef (أ إ آ ٱ) are ا, ى is ي, ة is ه, Arabic-Indic digits are ASCII. A light stemmer (Lucene's
// ArabicStemmer: the article and the conjunctions before it, the common endings) lets a singular
// find its sound plural and a word find itself with ال. English is stemmed by FTS5 itself (porter).
// Pure functions: the results page marks the words found with the same rules.

// Every character the normaliser changes, in one class: a text without any is left as it is.
const CHANGED =
  /[\u0622\u0623\u0625\u0629\u0640\u0649\u064B-\u065F\u0660-\u0669\u0670\u0671\u06F0-\u06F9]/g
// A word: letters and digits of any script, with their combining marks (removed after).
const WORD = /[\p{L}\p{N}\p{M}]+/gu
const HAS_ARABIC = /[\u0600-\u06FF]/
const PLAIN = /^[\x00-\x7F]*$/

function normalizeChar(c: string): string {
  const code = c.charCodeAt(0)
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660)
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0)
  if (code === 0x0629) return '\u0647'
  if (code === 0x0649) return '\u064A'
  if (code === 0x0622 || code === 0x0623 || code === 0x0625 || code === 0x0671) return '\u0627'
  // Tashkeel, superscript alef and tatweel.
  return ''
}

/** The text in one spelling: NFC, lower case, Arabic normalised (see above). */
export function normalizeText(text: string): string {
  // One pass for the common case: ASCII needs lower case only.
  if (PLAIN.test(text)) return text.toLowerCase()
  return text.normalize('NFC').toLowerCase().replace(CHANGED, normalizeChar)
}

// Lucene's ArabicStemmer, after normalisation (ة is ه already, so its ية is يه).
const PREFIXES = [
  '\u0627\u0644',
  '\u0648\u0627\u0644',
  '\u0628\u0627\u0644',
  '\u0643\u0627\u0644',
  '\u0641\u0627\u0644',
  '\u0644\u0644',
] // ال وال بال كال فال لل
const SUFFIXES = [
  '\u0647\u0627',
  '\u0627\u0646',
  '\u0627\u062A',
  '\u0648\u0646',
  '\u064A\u0646',
  '\u064A\u0647',
  '\u0647',
  '\u064A',
] // ها ان ات ون ين يه ه ي

/** An Arabic word (normalised) without its article and common endings; others as they are. */
export function stemWord(word: string): string {
  if (!HAS_ARABIC.test(word)) return word
  let stem = word
  const prefix = PREFIXES.find((p) => stem.length > p.length + 1 && stem.startsWith(p))
  if (prefix) stem = stem.slice(prefix.length)
  else if (stem.length > 3 && stem.startsWith('\u0648')) stem = stem.slice(1)
  for (const suffix of SUFFIXES) {
    if (stem.length > suffix.length + 1 && stem.endsWith(suffix))
      stem = stem.slice(0, -suffix.length)
  }
  return stem
}

/** The words of a text, normalised and stemmed, in order (with where each was in the text). */
export function searchWords(text: string): Array<{ word: string; start: number; end: number }> {
  const found: Array<{ word: string; start: number; end: number }> = []
  for (const match of text.matchAll(WORD)) {
    const word = stemWord(normalizeText(match[0]))
    if (word) found.push({ word, start: match.index, end: match.index + match[0].length })
  }
  return found
}

/** A text as the index stores it: its words, normalised and stemmed, one space apart. */
export function indexedText(text: string): string {
  // Normalised whole (the index needs no word's place in the text), then cut into words.
  const words = normalizeText(text).match(WORD) ?? []
  return words.map(stemWord).join(' ')
}

/** The longest query read: longer text is cut, not refused (docs/search.md). */
export const MAX_QUERY = 100
/** The most words of a query that count (each more narrows the results). */
const MAX_TERMS = 12

export type QueryWords = { words: string[]; last: string | null }

/**
 * A visitor's query as words (normalised and stemmed, each once, at most MAX_TERMS), read from its
 * first MAX_QUERY characters; `last` is the last word typed, which may be unfinished.
 */
export function queryWords(query: string): QueryWords {
  const words = [
    ...new Set(searchWords(Array.from(query).slice(0, MAX_QUERY).join('')).map((w) => w.word)),
  ]
  const kept = words.slice(0, MAX_TERMS)
  return { words: kept, last: kept.at(-1) ?? null }
}

/**
 * The FTS5 expression of a query's words: each a quoted string (FTS5's syntax in the visitor's
 * text, NEAR, *, ^, quotes, is never read as syntax: the words hold letters and digits only, and
 * a quote would be doubled), all of them required, the last one also as a prefix (a word being
 * typed). Null when the query has no word.
 */
export function matchExpression({ words, last }: QueryWords): string | null {
  if (words.length === 0) return null
  const quoted = (w: string) => `"${w.replaceAll('"', '""')}"`
  return words.map((w) => (w === last && w.length >= 2 ? `${quoted(w)}*` : quoted(w))).join(' ')
}

// English endings folded when marking the words found (FTS5's porter stemmer decides what is
// found; this only has to agree on the usual forms: design, designs, designed, designing).
const ENGLISH_ENDINGS = /(?:ings?|ed|ers?|es|s|ly)$/

/** A word's form for comparing a query's word with a text's: English endings folded. */
function looseStem(word: string): string {
  if (HAS_ARABIC.test(word) || word.length <= 4) return word
  return word.replace(ENGLISH_ENDINGS, '') || word
}

/** Whether a text's word (normalised and stemmed) is one of the query's words. */
export function isQueryWord(word: string, { words, last }: QueryWords): boolean {
  const loose = looseStem(word)
  return words.some(
    (w) =>
      w === word || looseStem(w) === loose || (w === last && w.length >= 2 && word.startsWith(w)),
  )
}

// A query's word is looked for in a text by one regular expression before any word is normalised
// (normalising every word of every result's text was most of an Arabic search's time:
// docs/search.md, "Cost"): it finds each text word that begins, after at most one of the
// stemmer's prefixes, with a query word's form (its English endings folded), in any spelling the
// normaliser folds into it (the hamza forms of alef, ى, ة, Arabic-Indic digits, a letter composed
// or decomposed, either case) with any of the marks it removes between its letters. Every word
// the comparison (isQueryWord) accepts so begins; only the words found are normalised and
// compared, so what it finds is never more than the comparison allows.
const REMOVED = '[\\u0640\\u064B-\\u065F\\u0670]*'
const FOLDED: Record<string, string> = {
  '\u0627': '\u0622\u0623\u0625\u0671', // ا: آ أ إ ٱ
  '\u064A': '\u0649', // ي: ى
  '\u0647': '\u0629', // ه: ة
}
const codePoint = (c: string) => `\\u{${c.codePointAt(0)!.toString(16)}}`

function letterPattern(c: string): string {
  const digit = c >= '0' && c <= '9' ? Number(c) : -1
  const forms = [
    c,
    ...(FOLDED[c] ?? ''),
    ...(digit >= 0
      ? [String.fromCharCode(0x0660 + digit), String.fromCharCode(0x06f0 + digit)]
      : []),
  ]
  const one = `[${forms.map(codePoint).join('')}]`
  const decomposed = c.normalize('NFD')
  return decomposed === c ? one : `(?:${one}|${Array.from(decomposed).map(codePoint).join('')})`
}

const spelled = (word: string) => Array.from(word).map(letterPattern).join(REMOVED)
// What may come before a query word's form in a word: the marks, at most one prefix.
const LEAD = new RegExp(
  `^${REMOVED}(?:(?:${[...PREFIXES, '\u0648'].map(spelled).join('|')})${REMOVED})?$`,
  'u',
)
const candidates = new WeakMap<QueryWords, RegExp>()

/** Where a query's words' forms are in a text (in a word or at its start). */
function candidatePattern(query: QueryWords): RegExp {
  let found = candidates.get(query)
  if (!found) {
    const forms = [...new Set(query.words.map(looseStem))]
    // Case folded only for a query with letters that have a case (Arabic has none).
    const cased = forms.some((w) => w.toUpperCase() !== w)
    found = new RegExp(forms.map(spelled).join('|'), cased ? 'giu' : 'gu')
    candidates.set(query, found)
  }
  return found
}

type Span = { start: number; end: number }
const WORD_BEFORE = /[\p{L}\p{N}\p{M}]+$/u
const WORD_AFTER = /[\p{L}\p{N}\p{M}]*/uy
// How far back a candidate's word's start is looked for (a word's prefix is short).
const LONGEST_LEAD = 64

/** The words of `text` from `from` (a word start) that are the query's, in order, with the word. */
function* queryWordsIn(text: string, query: QueryWords, from = 0) {
  if (query.words.length === 0) return
  // Its own copy (V8 compiles the pattern once): a copy's place in the text is its own.
  const pattern = new RegExp(candidatePattern(query))
  pattern.lastIndex = from
  for (let match; (match = pattern.exec(text));) {
    WORD_AFTER.lastIndex = match.index + match[0].length
    const end = WORD_AFTER.lastIndex + (WORD_AFTER.exec(text)?.[0].length ?? 0)
    pattern.lastIndex = end
    const lead =
      WORD_BEFORE.exec(text.slice(Math.max(from, match.index - LONGEST_LEAD), match.index))?.[0] ??
      ''
    // A form deep in a word (after more than a prefix) is no query word.
    if (!LEAD.test(lead)) continue
    const start = match.index - lead.length
    const word = stemWord(normalizeText(text.slice(start, end)))
    if (isQueryWord(word, query)) yield { word, start, end }
  }
}

/** Whether every word of a query is in one of the texts (the admin's lists filter their rows so). */
export function matchesQuery(query: QueryWords, texts: readonly string[]): boolean {
  const missing = new Set(query.words)
  for (const text of texts) {
    for (const { word } of queryWordsIn(text, query)) {
      for (const w of missing)
        if (isQueryWord(word, { words: [w], last: query.last === w ? w : null })) missing.delete(w)
      if (missing.size === 0) return true
    }
  }
  return missing.size === 0
}

export type SnippetPart = { text: string; mark?: true }

// How far into a text a snippet looks for the query's first word: past it (a long text whose
// only match is deep in, or in its title) the snippet is the text's start. A snippet normalises
// only the words that may be the query's (queryWordsIn), in the window it shows.
const SNIPPET_SEARCH = 10_000
const ENDS_IN_WORD = /[\p{L}\p{N}\p{M}]$/u

/** The edges of the words of a text from `from` to `to` (a word cut by `from` left out). */
function wordEdges(text: string, from: number, to: number): Span[] {
  const pattern = new RegExp(WORD.source, 'gu')
  pattern.lastIndex = from
  const edges: Span[] = []
  for (let match; (match = pattern.exec(text)) && match.index < to;) {
    if (match.index === from && from > 0 && ENDS_IN_WORD.test(text.slice(from - 2, from))) continue
    edges.push({ start: match.index, end: match.index + match[0].length })
  }
  return edges
}

/**
 * A part of a text around the first word of the query in it (its start when there is none in its
 * first SNIPPET_SEARCH characters), about `max` characters, as parts to show, the query's words
 * marked. Parts, not HTML: whoever shows them escapes the text (React does;
 * app/models/search.server.ts's snippetHtml for the /api).
 */
export function snippet(text: string, query: QueryWords, max = 200): SnippetPart[] {
  const first = queryWordsIn(text, query).next().value
  let start =
    first && first.start <= SNIPPET_SEARCH ? Math.max(0, first.start - Math.floor(max / 3)) : 0
  // The words of the window (and as many after, to find its edges at words' ends).
  const words = wordEdges(text, start, start + 2 * max)
  // Begin and end at a word's edge.
  if (start > 0) start = words[0]?.start ?? start
  let end = Math.min(text.length, start + max)
  if (end < text.length) end = words.findLast((w) => w.end <= end)?.end ?? end
  const parts: SnippetPart[] = []
  let at = start
  for (const w of queryWordsIn(text, query, start)) {
    if (w.end > end) break
    if (w.start > at) parts.push({ text: text.slice(at, w.start) })
    parts.push({ text: text.slice(w.start, w.end), mark: true })
    at = w.end
  }
  if (at < end) parts.push({ text: text.slice(at, end) })
  if (start > 0) parts.unshift({ text: '… ' })
  if (end < text.length) parts.push({ text: ' …' })
  return parts
}
