// Whether the rich-text editor can show stored HTML without losing any of it: the spec's "content
// looks like HTML" rule made precise (docs/rich-text.md). The HTML is read by the editor and written
// back; if the two say the same (same tags, attributes and words, `<b>` being `<strong>`), it opens in
// the editor, else in HTML mode with the reason.
import { looksLikeHtml } from '#app/lib/html.ts'
import { rewriteThroughEditor } from './editor-html.ts'

const SAME_TAG: Record<string, string> = { b: 'strong', i: 'em' }
const BLOCK = 'p|h[1-6]|ul|ol|li|blockquote|figure|figcaption|hr|br|div|img'

/** One spelling for HTML that shows the same: attributes sorted, whitespace as a page shows it. */
export function canonicalHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  const text = [...body.childNodes].map((node) => canonicalNode(node, true)).join('')
  return text.replace(new RegExp(`\\s*(</?(?:${BLOCK})\\b[^>]*>)\\s*`, 'g'), '$1').trim()
}

const INLINE_FORMATS = new Set(['strong', 'em', 'u', 's'])

function canonicalNode(node: Node, topLevel: boolean, parentTag = ''): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ')
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  }
  if (!(node instanceof Element)) return ''
  const name = node.localName
  const tag = SAME_TAG[name] ?? name
  const attributes = [...node.attributes]
    // The server writes rel itself (docs/security.md) and keeps no class (the editor before this
    // one wrote its theme's); a block's dir="auto" is its default here.
    .filter((a) => !(a.name === 'rel' && tag === 'a') && a.name !== 'class')
    .filter((a) => !(a.name === 'dir' && a.value === 'auto' && topLevel))
    .map((a) => ` ${a.name}="${a.value.replace(/"/g, '&quot;')}"`)
    .sort()
    .join('')
  // A bare <span>, or a format inside the same format (<b><strong>), adds nothing to a page.
  const transparent =
    (tag === 'span' && attributes === '') || (INLINE_FORMATS.has(tag) && tag === parentTag)
  const inner = [...node.childNodes]
    .map((child) => canonicalNode(child, false, transparent ? parentTag : tag))
    .join('')
  if (transparent) return inner
  // An empty paragraph shows nothing, and the editor writes none.
  if (topLevel && tag === 'p' && inner.trim() === '' && !attributes.includes('dir')) return ''
  if (tag === 'br' || tag === 'hr' || tag === 'img') return `<${tag}${attributes}>`
  return `<${tag}${attributes}>${inner}</${tag}>`
}

const KNOWN_TAGS = new Set(
  'p h2 h3 strong b em i u s a ul ol li blockquote hr br figure img figcaption span'.split(' '),
)
const KNOWN_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  figure: ['data-video', 'data-video-id'],
}

/** What in `html` the editor has no place for, named for a person; null when it is the arrangement. */
function firstUnknown(html: string): string | null {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  for (const element of body.querySelectorAll('*')) {
    const tag = element.localName
    if (!KNOWN_TAGS.has(tag)) return `<${tag}>`
    const attribute = [...element.attributes].find(
      (a) => a.name !== 'dir' && a.name !== 'class' && !KNOWN_ATTRIBUTES[tag]?.includes(a.name),
    )
    if (attribute) return `the ${attribute.name} attribute on <${tag}>`
  }
  return null
}

/**
 * Why the editor would change `html` (a sentence), or null when the editor shows all of it.
 * Empty or plain text (no markup) is always the editor's.
 */
export function editorLoss(html: string): string | null {
  if (!looksLikeHtml(html)) return null
  let rewritten: string
  try {
    rewritten = rewriteThroughEditor(html)
  } catch {
    return 'The rich-text editor could not read this HTML, so it opens as HTML.'
  }
  if (canonicalHtml(rewritten) === canonicalHtml(html)) return null
  const unknown = firstUnknown(html)
  return unknown
    ? `Opened as HTML: the rich-text editor has no place for ${unknown}, which switching would remove.`
    : 'Opened as HTML: the rich-text editor would rearrange this HTML (blocks nested inside others), which switching would change.'
}
