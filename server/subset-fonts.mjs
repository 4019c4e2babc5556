// The Arabic page's fonts, cut to what Arabic pages draw (docs/decisions/023, addendum 2). Fontsource
// splits IBM Plex Sans Arabic into an Arabic file (every Arabic block: Persian, Urdu, African
// languages' letters, the presentation ligatures) and a Latin one (all of Latin-1); an Arabic page
// needs the Arabic alphabet and ASCII (digits, punctuation, the switcher's "English"). Each file is
// cut in two at build time: the common part (made here with HarfBuzz's subsetter, the layout tables
// kept, so Arabic still joins and marks still sit) and the rest (Fontsource's file as it is, under
// the remaining `unicode-range`, fetched only by a page that holds such a character).
// `app/styles/fonts.css` names the files and ranges; tests/unit/font-subsets.test.ts checks that
// they are these.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/** Where the cut files are written: a tool cache, never the repository; Vite's alias reads it. */
export const FONTS_DIR = fileURLToPath(
  new URL('../node_modules/.cache/agency-fonts', import.meta.url),
)

/** `[first, last]` code point ranges. */
export const ARABIC_CORE = [
  [0x0600, 0x06ff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
]
/** ASCII, the no-break space, the quotes, dashes and bullets of running text, the invisible marks. */
export const LATIN_CORE = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x200b, 0x200f],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2066, 0x2069],
]

const FILES = [
  { name: 'plex-arabic-core-400.woff2', from: 'arabic-400', ranges: ARABIC_CORE },
  { name: 'plex-arabic-core-600.woff2', from: 'arabic-600', ranges: ARABIC_CORE },
  { name: 'plex-latin-core-400.woff2', from: 'latin-400', ranges: LATIN_CORE },
  { name: 'plex-latin-core-600.woff2', from: 'latin-600', ranges: LATIN_CORE },
]

const source = (from) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${from}-normal.woff2`,
  )

const text = (ranges) =>
  ranges
    .map(([a, b]) => String.fromCodePoint(...Array.from({ length: b - a + 1 }, (_, i) => a + i)))
    .join('')

let made
/** Writes the cut files once per process (Vite's client and server builds both ask). */
export function subsetFonts() {
  made ??= (async () => {
    mkdirSync(FONTS_DIR, { recursive: true })
    await Promise.all(
      FILES.map(async ({ name, from, ranges }) => {
        const cut = await subsetFont(readFileSync(source(from)), text(ranges), {
          targetFormat: 'woff2',
        })
        writeFileSync(join(FONTS_DIR, name), cut)
      }),
    )
    return FONTS_DIR
  })()
  return made
}

/** A Vite plugin: the files exist before any stylesheet asks for them, in a build and in dev. */
export function subsetFontsPlugin() {
  return {
    name: 'agency-subset-fonts',
    async buildStart() {
      await subsetFonts()
    },
  }
}
