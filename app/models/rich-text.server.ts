import { Parser } from 'htmlparser2'
import { looksLikeHtml } from '#app/lib/html.ts'
import { sanitizeHtml } from '#app/lib/sanitize.server.ts'
import { MAX, requiredText } from './fields.ts'
import { withLibraryAlts } from './library-alt.server.ts'

// Deeper than any page an editor writes. htmlparser2 (under sanitize-html) looks through its stack of
// open tags at every new tag, so markup nested a hundred thousand deep ("<p><a<p><a…") took seconds
// to clean; refused first, each tag costs at most this much.
const MAX_NESTING = 100

/** Whether `html` ever has more than MAX_NESTING tags open at once; stops reading when it does. */
function nestedTooDeeply(html: string): boolean {
  let depth = 0
  let tooDeep = false
  const parser = new Parser({
    onopentag() {
      depth++
      if (depth > MAX_NESTING && !tooDeep) {
        tooDeep = true
        parser.pause()
      }
    },
    onclosetag() {
      depth--
    },
  })
  parser.write(html)
  if (!tooDeep) parser.end()
  return tooDeep
}

const nestingMessage = (label: string) =>
  `${label} is nested too deeply (more than ${MAX_NESTING} levels of tags)`

/** Required HTML, sanitized while parsing so that only the cleaned text is ever stored. */
export function richText(label: string) {
  return requiredText(label, MAX.richText)
    .refine((html) => !nestedTooDeeply(html), nestingMessage(label))
    .transform((html) => withLibraryAlts(sanitizeHtml(html)))
    .refine((html) => html !== '', `${label} is required`)
}

/**
 * Required text that may be HTML (descriptions, shown as HTML when they hold tags): markup is
 * sanitized like richText; plain text is kept exactly as typed, a "<" in prose included.
 */
export function textOrHtml(label: string) {
  return requiredText(label, MAX.description)
    .refine((value) => !looksLikeHtml(value) || !nestedTooDeeply(value), nestingMessage(label))
    .transform((value) => (looksLikeHtml(value) ? withLibraryAlts(sanitizeHtml(value)) : value))
    .refine((value) => value !== '', `${label} is required`)
}

export const IMAGE_ALT_MESSAGE =
  'Every image in the content needs alt text: say what the picture shows (the image button asks for it)'

/**
 * Whether `html` has an image without alt text (none, or only spaces). The admin's forms refuse
 * that (the editor asks for alt text); the /api keeps taking what it took before (docs/api.md).
 */
export function hasImageWithoutAlt(html: string): boolean {
  let missing = false
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img' && !attributes.alt?.trim()) {
        missing = true
        parser.pause()
      }
    },
  })
  parser.write(html)
  if (!missing) parser.end()
  return missing
}
