// Images in a post's text are uploads like any other, so a page lists their resized copies too
// (docs/decisions/017-image-variants.md): the stored HTML keeps only the original's address
// (docs/rich-text.md), and the page's loader adds srcset and sizes from what the copies are.
import { variantSrcSet } from '#app/lib/image-variants.ts'
import { describeImages } from '#app/lib/images.server.ts'

// The sanitizer writes every <img> with src first, in double quotes.
const UPLOADED_IMAGE = /<img src="(\/uploads\/[^"<>]+)"/g
// The article's column: 736 px wide from the md breakpoint, the screen's width below it.
const SIZES = '(min-width: 768px) 736px, 100vw'

/** `html` with each uploaded image given its copies (and loaded lazily, below the fold). */
export async function withImageCopies(html: string): Promise<string> {
  const urls = [...html.matchAll(UPLOADED_IMAGE)].map((match) => match[1]!)
  if (urls.length === 0) return html
  const images = await describeImages(urls)
  return html.replace(UPLOADED_IMAGE, (tag, url: string) => {
    const info = images[url]
    if (!info) return tag
    return `${tag} srcset="${variantSrcSet(url, info.widths)}" sizes="${SIZES}" loading="lazy" decoding="async"`
  })
}
