import { looksLikeHtml } from '#app/lib/html.ts'
import { sanitizeHtml } from '#app/lib/sanitize.server.ts'
import { requiredText } from './fields.ts'

/** Required HTML, sanitized while parsing so that only the cleaned text is ever stored. */
export function richText(label: string) {
  return requiredText(label)
    .transform(sanitizeHtml)
    .refine((html) => html !== '', `${label} is required`)
}

/**
 * Required text that may be HTML (descriptions, shown as HTML when they hold tags): markup is
 * sanitized like richText; plain text is kept exactly as typed, a "<" in prose included.
 */
export function textOrHtml(label: string) {
  return requiredText(label)
    .transform((value) => (looksLikeHtml(value) ? sanitizeHtml(value) : value))
    .refine((value) => value !== '', `${label} is required`)
}
