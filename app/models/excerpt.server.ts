// Teasers are cut on the server: a card gets the first words of a post or a description as plain
// text, so pages never carry whole posts in their data and the browser needs no HTML-to-text code.
import { preview } from '#app/lib/text.ts'

/** `item` without its `field`, with `excerpt`: that field's text, cut to `length` characters. */
export function withExcerpt<T extends object, K extends keyof T & string>(
  item: T,
  field: K,
  length: number,
): Omit<T, K> & { excerpt: string } {
  const { [field]: text, ...rest } = item
  return { ...rest, excerpt: preview(String(text ?? ''), length) }
}

/** The text of an HTML field cut for a page's meta description. */
export const metaDescription = (html: string) => preview(html, 160)
