// The HTML the rich-text editor reads and writes (docs/rich-text.md). Lexical's own HTML export
// carries its editing scaffolding (<span style="white-space: pre-wrap">, <b><strong class=…>,
// <li value=…>), so the editor writes its document itself, from a short list of tags: what it
// writes, it reads back into the same document, and writing that again gives the same HTML.
// Whether stored HTML is something the editor can show is answered the same way: read it, write it,
// and compare (`editorLoss`).
import { $generateNodesFromDOM } from '@lexical/html'
import { $isLinkNode, AutoLinkNode, LinkNode } from '@lexical/link'
import { $isListItemNode, $isListNode, ListItemNode, ListNode } from '@lexical/list'
import { $isHorizontalRuleNode, HorizontalRuleNode } from '@lexical/react/LexicalHorizontalRuleNode'
import { $isHeadingNode, $isQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text'
import {
  $createParagraphNode,
  $getRoot,
  $insertNodes,
  $isDecoratorNode,
  $isElementNode,
  $isLineBreakNode,
  $isParagraphNode,
  $isTextNode,
  $setSelection,
  createEditor,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
  ParagraphNode,
  TextNode,
} from 'lexical'
import { looksLikeHtml } from '#app/lib/html.ts'
import { escapeAttribute, escapeText } from './editor-escape.ts'
import { $isImageNode, ImageNode } from './editor-image-node.tsx'
import { $isVideoNode, VideoNode } from './editor-video-node.tsx'

export const EDITOR_NODES = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  HorizontalRuleNode,
  ImageNode,
  VideoNode,
]

/** The text formats the editor keeps, outermost first, and the tag each is written as. */
const FORMATS = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
] as const
const KEPT_FORMAT_BITS = 1 | 2 | 4 | 8 // bold, italic, strikethrough, underline (lexical's flags)

/**
 * Brings whatever arrives (a paste from Word or Google Docs, older HTML) down to what the editor
 * writes: no inline styles or other text formats, no alignment or indent, headings h2 and h3 only.
 */
export function registerCleanup(editor: LexicalEditor): () => void {
  const removers = [
    editor.registerNodeTransform(TextNode, (node) => {
      if (node.getStyle() !== '') node.setStyle('')
      const format = node.getFormat()
      if (format & ~KEPT_FORMAT_BITS) node.setFormat(format & KEPT_FORMAT_BITS)
    }),
    editor.registerNodeTransform(HeadingNode, (node) => {
      const tag = node.getTag()
      if (tag === 'h1') node.replace(new HeadingNode('h2'), true)
      else if (tag !== 'h2' && tag !== 'h3') node.replace(new HeadingNode('h3'), true)
    }),
  ]
  for (const klass of [ParagraphNode, HeadingNode, QuoteNode, ListItemNode, ListNode] as const) {
    removers.push(editor.registerNodeTransform(klass, plainBlock))
  }
  return () => removers.forEach((remove) => remove())
}

function plainBlock(node: ElementNode) {
  if (node.getFormatType() !== '') node.setFormat('')
  if (node.getIndent() !== 0 && !$isListItemNode(node)) node.setIndent(0)
}

/** Text typed without markup, as the pages show it: a paragraph a blank line, a line break a line. */
function textAsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${escapeText(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** Replaces the document with `html`'s content, leaving no selection (focus stays where it is). */
export function $loadHtml(editor: LexicalEditor, html: string) {
  const markup = looksLikeHtml(html) ? html : textAsHtml(html)
  const dom = new DOMParser().parseFromString(markup, 'text/html')
  const nodes = $generateNodesFromDOM(editor, dom)
  const root = $getRoot()
  root.clear()
  root.select()
  $insertNodes(nodes)
  if (root.getChildrenSize() === 0) root.append($createParagraphNode())
  $setSelection(null)
}

/** The document as the HTML the form posts: '' when it holds no text, image, video or rule. */
export function $exportHtml(): string {
  return $getRoot()
    .getChildren()
    .map((node) => block(node, true))
    .join('')
}

function dirOf(node: ElementNode, topLevel: boolean) {
  const dir = node.getDirection()
  // A block without a direction of its own follows its text, as the editor shows it (dir="auto").
  if (dir) return ` dir="${dir}"`
  return topLevel ? ' dir="auto"' : ''
}

function block(node: LexicalNode, topLevel: boolean): string {
  if ($isImageNode(node) || $isVideoNode(node)) return node.toHtml()
  if ($isHorizontalRuleNode(node)) return '<hr>'
  if (!$isElementNode(node)) return ''
  if ($isListNode(node)) return list(node, topLevel)
  const tag = $isHeadingNode(node) ? node.getTag() : $isQuoteNode(node) ? 'blockquote' : 'p'
  const content = inline(node.getChildren())
  if (content === '' && ($isParagraphNode(node) || tag !== 'p')) return ''
  return `<${tag}${dirOf(node, topLevel)}>${content}</${tag}>`
}

function list(node: ListNode, topLevel: boolean): string {
  const tag = node.getListType() === 'number' ? 'ol' : 'ul'
  const items: string[] = []
  for (const item of node.getChildren()) {
    if (!$isListItemNode(item)) continue
    const children = item.getChildren()
    // Lexical holds a nested list as an item of its own; HTML puts it inside the item before it.
    if (children.length === 1 && $isListNode(children[0]) && items.length > 0) {
      items[items.length - 1] += list(children[0], false)
      continue
    }
    const nested = children.filter($isListNode).map((child) => list(child, false))
    const text = inline(children.filter((child) => !$isListNode(child)))
    items.push(`<li${dirOf(item, false)}>${text}${nested.join('')}`)
  }
  if (items.length === 0) return ''
  return `<${tag}${dirOf(node, topLevel)}>${items.map((i) => `${i}</li>`).join('')}</${tag}>`
}

function inline(nodes: LexicalNode[]): string {
  let html = ''
  for (const node of nodes) {
    if ($isLinkNode(node)) {
      const content = inline(node.getChildren())
      if (content === '') continue
      const target = node.getTarget() === '_blank' ? ' target="_blank"' : ''
      const title = node.getTitle() ? ` title="${escapeAttribute(node.getTitle()!)}"` : ''
      html += `<a href="${escapeAttribute(node.getURL())}"${target}${title}>${content}</a>`
    } else if ($isTextNode(node)) {
      // Runs of spaces collapse on a page and when read back: write them as the page shows them.
      let text = escapeText(node.getTextContent().replace(/[ \t\n]+/g, ' '))
      if (text === '') continue
      for (const [format, tag] of [...FORMATS].reverse()) {
        if (node.hasFormat(format)) text = `<${tag}>${text}</${tag}>`
      }
      html += text
    } else if ($isLineBreakNode(node)) {
      html += '<br>'
    } else if ($isElementNode(node)) {
      html += inline(node.getChildren())
    } else if ($isDecoratorNode(node)) {
      html += node.getTextContent()
    }
  }
  return html
}

/** The editor's own HTML for `html`, without an editor on the page (a document never shown). */
export function rewriteThroughEditor(html: string): string {
  const editor = createEditor({ namespace: 'check', nodes: EDITOR_NODES, onError: reThrow })
  const unregister = registerCleanup(editor)
  editor.update(() => $loadHtml(editor, html), { discrete: true })
  unregister()
  return editor.read($exportHtml)
}

function reThrow(error: Error): never {
  throw error
}
