// The words of the site search (app/lib/search-text.ts, docs/search.md): Arabic normalised as
// Lucene's ArabicNormalizer does and lightly stemmed, the same when indexed and when searched, and
// a visitor's query turned into quoted FTS5 strings only.
import { describe, expect, test } from 'vitest'
import {
  indexedText,
  isQueryWord,
  matchesQuery,
  matchExpression,
  normalizeText,
  queryWords,
  searchWords,
  snippet,
} from '#app/lib/search-text.ts'

describe('normalizeText', () => {
  test.each([
    ['كَتَبَ', 'كتب'], // tashkeel
    ['مُـــحَمَّد', 'محمد'], // tatweel and shadda
    ['أحمد إيمان آمال ٱلله', 'احمد ايمان امال الله'], // hamza forms of alef
    ['مصطفى', 'مصطفي'], // alef maqsura
    ['مدرسة', 'مدرسه'], // taa marbuta
    ['٢٠٢٦ ۱۲', '2026 12'], // Arabic-Indic and extended digits
    ['رحمٰن', 'رحمن'], // superscript alef
    ['Cafe\u0301 DESIGN', 'café design'], // NFC and lower case
  ])('%s', (text, expected) => expect(normalizeText(text)).toBe(expected))
})

test('vowelled and unvowelled spellings index alike, with the article and endings off', () => {
  expect(indexedText('كَتَبَ الأفلامُ مدرسةٌ والمصممون')).toBe(indexedText('كتب افلام مدرسه مصمم'))
  expect(indexedText('<p>not html here</p>')).toBe('p not html here p')
})

describe('a query', () => {
  test('is words, each quoted, the last one a prefix, FTS5 syntax never read', () => {
    expect(matchExpression(queryWords('Design NEAR("studio" *^)'))).toBe(
      '"design" "near" "studio"*',
    )
    expect(matchExpression(queryWords('" * ^ ( ) : -'))).toBeNull()
    expect(queryWords('word '.repeat(5_000)).words).toEqual(['word'])
    expect(queryWords('a b c d e f g h i j k l m n o').words).toHaveLength(12)
    expect(queryWords('x'.repeat(10_240)).words).toEqual(['x'.repeat(100)])
  })

  test('marks its words in a snippet, as parts of text (escaping is the reader’s)', () => {
    const words = queryWords('كتب design')
    expect(snippet('<b> كَتَبَ the designs', words)).toEqual([
      { text: '<b> ' },
      { text: 'كَتَبَ', mark: true },
      { text: ' the ' },
      { text: 'designs', mark: true },
    ])
  })
})

test('a snippet marks exactly the words the comparison accepts, in any spelling the normaliser folds', () => {
  // A written form of each folding: hamza forms, ى, ة, digits, tatweel, tashkeel, a hamza composed
  // of alef and U+0654, a Latin letter decomposed, upper case, English endings.
  const text =
    'الإضاءةُ أضاءة ضاءت مصطفى مصطفي ٢٠٢٦ 2026 مُـــحَمَّد محمد ا\u0654حمد أحمد احمد Cafe\u0301 CAFÉ café DESIGNS designing designer desk'
  for (const query of [
    'اضاءه',
    'مصطفى',
    '2026',
    'محمد',
    'احمد',
    'café',
    'design',
    'des',
    'desk design',
  ]) {
    const words = queryWords(query)
    const expected = searchWords(text)
      .filter((w) => isQueryWord(w.word, words))
      .map((w) => text.slice(w.start, w.end))
    expect(expected.length, query).toBeGreaterThan(0)
    const marked = snippet(text, words, 1_000)
      .filter((p) => p.mark)
      .map((p) => p.text)
    expect(marked, query).toEqual(expected)
    expect(matchesQuery(words, [text]), query).toBe(true)
  }
  expect(matchesQuery(queryWords('احمد zebra'), [text])).toBe(false)
})
