// Plain-text previews of stored content. Content may be HTML (blog posts, descriptions typed in the
// rich-text editor), so a preview first turns it into text: cutting markup would leave a dangling tag,
// and counting code points keeps emoji and other astral characters whole.

import { withoutBidiControls } from '#app/lib/bidi.ts'
import { looksLikeHtml } from '#app/lib/html.ts'

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
}

function fromCodePoint(code: number, raw: string) {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : raw
}

/** Decodes named (a common set) and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (raw, ref: string) => {
    if (ref[0] === '#') {
      const hex = ref[1] === 'x' || ref[1] === 'X'
      return fromCodePoint(parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10), raw)
    }
    return NAMED[ref.toLowerCase()] ?? raw
  })
}

// Only what looks like a real tag is markup: '<' then a letter (or '/' and a letter), up to a '>'
// outside quotes, with no other '<' before it. A '<' in plain text ("a<b and more", "1 < 2") is
// text and stays, and an unfinished tag never swallows what follows. A real HTML parser (such as
// sanitize-html, the server's sanitizer) would judge better, but this module also runs in the
// browser bundle, where that would be a heavy import, and server and browser must render the same
// preview. Every pattern runs in linear time on any input: outside quotes no part scans past the
// next '<', so an unclosed tag repeated a million times ("<script <script …") costs one pass, not
// one pass per '<' (tests/unit/text.test.ts holds the adversarial inputs).
const TAG = /<\/?[a-zA-Z](?:"[^"]*"|'[^']*'|[^"'<>])*>/g
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const SCRIPT_OR_STYLE = /<(script|style)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|pre|tr)\s*>|<br\s*\/?>/gi

/** The text of an HTML fragment: tags, comments, scripts and styles removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return blocksOf(html).join(' ')
}

// A block's text ends a sentence when its last letter-like character is one of these (closing quotes
// and brackets after it do not count): Latin and Arabic full stops, question and exclamation marks,
// the ellipsis, and a colon, semicolon, comma or dash that leads into what follows.
const ENDS_SENTENCE = /[.!?…:;,،؟۔。—][\s"'”’»)\]]*$/u

/**
 * The text of an HTML fragment read block by block (paragraphs, headings, list items, line breaks),
 * for a teaser: a block that does not end a sentence gets a full stop, so a heading and the
 * paragraph after it never run together ("What we learned. Plan the light first", not "What we
 * learned Plan the light first").
 */
export function blocksToText(content: string): string {
  // Plain text keeps its line breaks when shown (app/components/public/rich-text.tsx): a line is a block.
  const blocks = looksLikeHtml(content)
    ? blocksOf(content)
    : blocksOf(content.replace(/\n/g, '<br>'))
  return blocks
    .map((block, i) => (i === blocks.length - 1 || ENDS_SENTENCE.test(block) ? block : `${block}.`))
    .join(' ')
}

// The marker cannot come from the content: a NUL character is removed from it first.
const BREAK = '\u0000'

function blocksOf(html: string): string[] {
  const text = html
    .replaceAll(BREAK, '')
    .replace(COMMENT, '')
    .replace(SCRIPT_OR_STYLE, '')
    .replace(BLOCK_END, BREAK)
    .replace(TAG, '')
  return decodeEntities(text)
    .split(BREAK)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
}

/** The first `max` characters (code points) of `text`, with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, max).join('').trimEnd()}…`
}

/** A preview of stored content: its text block by block, cut to `max` characters. */
export function preview(content: string, max: number): string {
  return truncate(blocksToText(content), max)
}

// Control characters (Unicode's Cc: C0, DEL, C1 such as NEL) and the line and paragraph separators.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu
// The same, less the tab and the line breaks a text area sends (CR LF).
const CONTROL = /[^\P{Cc}\t\n\r]/gu

/**
 * A person's one-line text (a name, a subject, a title, a campaign value) as it may be stored and
 * shown among the site's own lines (docs/security.md, "People's text"): line breaks and other
 * control characters become a space, and explicit bidi controls are removed, so it can neither
 * start a line of its own in an e-mail or a CSV nor turn the text around it.
 */
export function oneLine(text: string): string {
  return withoutBidiControls(text).replace(LINE_BREAKING, ' ')
}

/** A person's text of several lines (a message, a description): control characters other than line breaks and tabs removed. */
export function manyLines(text: string): string {
  return text.replace(CONTROL, '')
}
