import { sanitizeHtml } from '#app/lib/sanitize.server.ts'
import { requiredText } from './fields.ts'

/** Required HTML, sanitized while parsing so that only the cleaned text is ever stored. */
export function richText(label: string) {
  return requiredText(label)
    .transform(sanitizeHtml)
    .refine((html) => html !== '', `${label} is required`)
}
