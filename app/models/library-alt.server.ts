// The media library's alt text as the default of every place that shows an image without its own
// (issue 33, docs/api.md): a write through either door that attaches an image with no alt text
// (a cover, a client's picture, a project's media item, an <img> in HTML) stores the library's alt
// text for that file when it has one. The /api keeps taking images without alt text, as before;
// with none anywhere, the pages fall back to the item's title as they did.
import { getMediaFileByUrl } from './media-library.server.ts'

/** The rule as the OpenAPI document gives it for each alt text field (docs/api.md). */
export const ALT_DEFAULT_RULE =
  "Optional. Left out on a PUT, kept. Without alt text of its own, an image is stored with the media library's alt text for its file, when the library has one; pages otherwise use the item's title."

/** The library's alt text of the file at `url` ('' and unknown files: null). */
export function libraryAlt(url: string | null | undefined): string | null {
  if (!url?.startsWith('/uploads/')) return null
  return getMediaFileByUrl(url)?.alt.trim() || null
}

/** `alt` when it says something, else the library's alt text of `url`, else null. */
export function altOrLibrary(alt: string | null | undefined, url: string | null | undefined) {
  return alt?.trim() ? alt : libraryAlt(url)
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Sanitized HTML writes attributes in double quotes (app/lib/sanitize.server.ts).
const IMG = /<img\b([^<>]*)>/g
const SRC = /\ssrc="([^"]*)"/
const ALT = /\salt="([^"]*)"/

/** Sanitized `html` with each <img> that has no alt text given the library's, where it has one. */
export function withLibraryAlts(html: string): string {
  if (!html.includes('<img')) return html
  return html.replace(IMG, (tag, attributes: string) => {
    const alt = ALT.exec(attributes)
    if (alt?.[1]?.trim()) return tag
    const src = SRC.exec(attributes)?.[1]
    const text = libraryAlt(src?.replace(/&amp;/g, '&'))
    if (!text) return tag
    const rest = attributes.replace(ALT, '')
    return `<img${rest.replace(SRC, (s) => `${s} alt="${escapeAttribute(text)}"`)}>`
  })
}
