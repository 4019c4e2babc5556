// A post card's picture: its cover, else the first image of its body, so a post written with
// images never shows the placeholder (the designed artwork, .card-artwork in app/styles).
import { decodeEntities } from '#app/lib/text.ts'

// The body is stored sanitized (app/models/rich-text.server.ts): attributes are quoted. Bounded
// quantifiers keep the pattern linear on any input.
const IMG = /<img\b[^>]{0,2000}>/i
const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]{0,2000})"`, 'i'))?.[1]

/** The first image of an HTML body that a page may show (a site path or an http(s) address). */
export function firstImage(html: string): { src: string; alt: string } | null {
  const tag = html.match(IMG)?.[0]
  const src = tag && attribute(tag, 'src')
  if (!tag || !src) return null
  const url = decodeEntities(src)
  if (!/^(\/(?!\/)|https?:\/\/)/i.test(url)) return null
  return { src: url, alt: decodeEntities(attribute(tag, 'alt') ?? '') }
}

/** The post with its body's first image as the cover when it has none (the card's picture only). */
export function withCardImage<
  T extends { coverImage: string | null; coverImageAlt?: string; content: string },
>(post: T): T {
  if (post.coverImage) return post
  const image = firstImage(post.content)
  if (!image) return post
  return { ...post, coverImage: image.src, ...(image.alt ? { coverImageAlt: image.alt } : {}) }
}
