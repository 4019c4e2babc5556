// The Arabic page's fonts cut at build time (server/subset-fonts.mjs, decision 023's second
// addendum): the stylesheet's ranges are the cut's, the cut and the rest cover what Fontsource's
// files covered without overlapping, and the cut file shapes Arabic as the whole file does.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Blob, Buffer, Face, Font, shape } from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { describe, expect, test } from 'vitest'
import { ARABIC_CORE, LATIN_CORE, subsetFonts } from '../../server/subset-fonts.mjs'

const css = readFileSync(new URL('../../app/styles/fonts.css', import.meta.url), 'utf8')

/** Every @font-face of a family: its weight, file and code points. */
function faces(family: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => body!)
    .filter((body) => body.includes(`font-family: '${family}'`))
    .map((body) => ({
      weight: /font-weight:\s*([^;]+);/.exec(body)![1]!,
      src: /url\('([^']+)'\)/.exec(body)![1]!,
      points: codePoints(/unicode-range:([^;]+);/.exec(body)![1]!),
    }))
}

function codePoints(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let c = parseInt(from!, 16); c <= parseInt(to!, 16); c++) points.add(c)
  }
  return points
}

const fromRanges = (ranges: number[][]) =>
  codePoints(ranges.map(([a, b]) => `U+${a!.toString(16)}-${b!.toString(16)}`).join(','))

// Fontsource's ranges for the two files, as they were before the cut.
const WHOLE = {
  'IBM Plex Sans Arabic': codePoints(
    'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
  ),
  'Plex Latin': codePoints(
    'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  ),
}
const CORE = { 'IBM Plex Sans Arabic': ARABIC_CORE, 'Plex Latin': LATIN_CORE }

describe.each(Object.keys(WHOLE) as (keyof typeof WHOLE)[])('%s', (family) => {
  for (const weight of ['400', '600 700']) {
    test(`weight ${weight}: the cut file's range is the cut's, and with the rest covers the whole file's, once`, () => {
      const own = faces(family).filter((face) => face.weight === weight)
      expect(own).toHaveLength(2)
      const cut = own.find((face) => face.src.startsWith('@agency-fonts/'))!
      const rest = own.find((face) => face.src.startsWith('@fontsource/'))!
      expect([...cut.points].sort()).toEqual([...fromRanges(CORE[family])].sort())
      expect([...rest.points].filter((c) => cut.points.has(c))).toEqual([])
      expect([...new Set([...cut.points, ...rest.points])].sort()).toEqual(
        [...WHOLE[family]].sort(),
      )
    })
  }
})

test('the cut Arabic file shapes Arabic text as the whole file does: same glyph positions, none missing', async () => {
  const dir = await subsetFonts()
  const whole = readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
    ),
  )
  const cut = readFileSync(`${dir}/plex-arabic-core-600.woff2`)
  // HarfBuzz shapes TrueType, not WOFF2: both unpacked by the same subsetter, one keeping all.
  const all = String.fromCodePoint(...WHOLE['IBM Plex Sans Arabic'])
  const asTtf = (font: globalThis.Buffer) => subsetFont(font, all, { targetFormat: 'truetype' })
  const shaped = (ttf: globalThis.Buffer, text: string) => {
    const font = new Font(new Face(new Blob(ttf)))
    const buffer = new Buffer()
    buffer.addText(text)
    buffer.guessSegmentProperties()
    shape(font, buffer)
    return {
      glyphs: buffer.getGlyphInfos().map((g) => g.codepoint),
      at: buffer.getGlyphPositions(),
    }
  }
  const [wholeTtf, cutTtf] = await Promise.all([asTtf(whole), asTtf(cut)])
  for (const text of [
    'التصنيفات',
    'قياس نتائج الحملة مقال تجريبي',
    'لا توجد خدمات بعد',
    'الله لأن مُحَمَّد',
    '١٢٣٤ ۱۲۳ پچژگ ؟،؛',
  ]) {
    // Word by word: the space is Plex Latin's (the Arabic faces' ranges leave it out).
    for (const word of text.split(' ')) {
      const a = shaped(wholeTtf, word)
      const b = shaped(cutTtf, word)
      expect(b.at, word).toEqual(a.at)
      expect(b.glyphs.includes(0), word).toBe(false)
    }
  }
})
