// Images in a post's text are uploads like any other, so a page lists their resized copies too
// (docs/decisions/017-image-variants.md): the stored HTML keeps only the original's address
// (docs/rich-text.md), and the page's loader adds srcset and sizes from what the copies are, and
// the image's own width and height, so its box is there before it loads (nothing below it moves
// as it arrives, and a page opened at a fragment stays where it opened).
import { variantSrcSet } from '#app/lib/image-variants.ts'
import { describeImages } from '#app/lib/images.server.ts'

// The sanitizer writes every <img> with src first, in double quotes.
const UPLOADED_IMAGE = /<img src="(\/uploads\/[^"<>]+)"([^<>]*)>/g
// The article's column: 736 px wide from the md breakpoint, the screen's width below it.
const SIZES = '(min-width: 768px) 736px, 100vw'

/** `html` with each uploaded image given its size and copies (and loaded lazily, below the fold). */
export async function withImageCopies(html: string): Promise<string> {
  const urls = [...html.matchAll(UPLOADED_IMAGE)].map((match) => match[1]!)
  if (urls.length === 0) return html
  const images = await describeImages(urls)
  return html.replace(UPLOADED_IMAGE, (tag, url: string, rest: string) => {
    const info = images[url]
    if (!info) return tag
    const has = (name: string) => new RegExp(`\\s${name}=`).test(rest)
    const added = [
      // A size written in the HTML is the author's: the image's own only where none is.
      has('width') || has('height') ? '' : ` width="${info.width}" height="${info.height}"`,
      info.widths.length ? ` srcset="${variantSrcSet(url, info.widths)}" sizes="${SIZES}"` : '',
      has('loading') ? '' : ' loading="lazy"',
      ' decoding="async"',
    ].join('')
    const end = rest.endsWith('/') ? rest.slice(0, -1).trimEnd() : rest
    return `<img src="${url}"${end}${added} />`
  })
}
