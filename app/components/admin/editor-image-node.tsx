// The editor's image: an upload with its alt text (required), size and an optional caption. It reads
// the HTML it writes (docs/rich-text.md) and pictures in pasted documents that have a web address.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { DecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode'
import {
  $getNodeByKey,
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from 'lexical'
import { useId, type JSX } from 'react'
import { escapeAttribute, escapeText } from './editor-escape.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export type ImagePayload = {
  src: string
  alt: string
  caption: string
  width: number | null
  height: number | null
}

const dimension = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

// Only addresses a public page can show: the site's uploads and web images (a pasted document's
// file:, data: or blob: pictures have no address to keep).
const usableImage = (src: string | null) => !!src && /^(\/uploads\/|https?:\/\/)/i.test(src)

function imageFrom(img: HTMLImageElement, caption: string): ImageNode | null {
  const src = img.getAttribute('src')
  if (!usableImage(src)) return null
  return $createImageNode({
    src: src!,
    alt: img.getAttribute('alt') ?? '',
    caption,
    width: dimension(img.getAttribute('width')),
    height: dimension(img.getAttribute('height')),
  })
}

export class ImageNode extends DecoratorBlockNode {
  __src: string
  __alt: string
  __caption: string
  __width: number | null
  __height: number | null

  static getType() {
    return 'body-image'
  }

  static clone(node: ImageNode) {
    return new ImageNode(node.payload(), node.__key)
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(undefined, key)
    this.__src = payload.src
    this.__alt = payload.alt
    this.__caption = payload.caption
    this.__width = payload.width
    this.__height = payload.height
  }

  payload(): ImagePayload {
    const self = this.getLatest()
    return {
      src: self.__src,
      alt: self.__alt,
      caption: self.__caption,
      width: self.__width,
      height: self.__height,
    }
  }

  static importJSON(json: SerializedLexicalNode & Partial<ImagePayload>) {
    return $createImageNode({
      src: json.src ?? '',
      alt: json.alt ?? '',
      caption: json.caption ?? '',
      width: json.width ?? null,
      height: json.height ?? null,
    })
  }

  exportJSON() {
    return { ...super.exportJSON(), ...this.payload() }
  }

  static importDOM(): DOMConversionMap {
    return {
      figure: (figure: HTMLElement) => {
        const img = figure.querySelector('img')
        if (!img || figure.hasAttribute('data-video')) return null
        return {
          priority: 1,
          conversion: () => ({
            node: imageFrom(img, figure.querySelector('figcaption')?.textContent?.trim() ?? ''),
            forChild: () => null,
          }),
        }
      },
      img: () => ({
        priority: 0,
        conversion: (img) =>
          img instanceof HTMLImageElement ? { node: imageFrom(img, '') } : null,
      }),
    }
  }

  /** The stored form: docs/rich-text.md. */
  toHtml(): string {
    const { src, alt, caption, width, height } = this.payload()
    const size = width && height ? ` width="${width}" height="${height}"` : ''
    const img = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}"${size}>`
    return `<figure>${img}${caption ? `<figcaption>${escapeText(caption)}</figcaption>` : ''}</figure>`
  }

  exportDOM(): DOMExportOutput {
    const template = document.createElement('template')
    template.innerHTML = this.toHtml()
    const figure = template.content.firstElementChild
    return { element: figure instanceof HTMLElement ? figure : null }
  }

  setText(field: 'alt' | 'caption', value: string) {
    const self = this.getWritable()
    if (field === 'alt') self.__alt = value
    else self.__caption = value
    return self
  }

  decorate(): JSX.Element {
    return <ImageBlock nodeKey={this.__key} {...this.payload()} />
  }
}

export function $createImageNode(payload: ImagePayload) {
  return new ImageNode(payload)
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode
}

function ImageBlock({
  nodeKey,
  src,
  alt,
  caption,
  width,
  height,
}: ImagePayload & { nodeKey: NodeKey }) {
  const [editor] = useLexicalComposerContext()
  const id = useId()
  const set = (field: 'alt' | 'caption', value: string) =>
    editor.update(() => {
      const node = $getNodeByKey(nodeKey)
      if ($isImageNode(node)) node.setText(field, value)
    })
  const missing = alt.trim() === ''
  const e = useAdminT().editor
  return (
    <figure className="my-3 rounded-md border border-slate-300 p-2 dark:border-slate-600">
      <img
        src={src}
        alt={alt}
        width={width ?? undefined}
        height={height ?? undefined}
        className="h-auto max-h-72 max-w-full rounded"
      />
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className="text-sm" htmlFor={`${id}-alt`}>
          {e.altRequired}
          <input
            id={`${id}-alt`}
            value={alt}
            required
            aria-invalid={missing || undefined}
            onChange={(e) => set('alt', e.target.value)}
            className="mt-1 block w-full rounded border border-slate-300 px-2 py-1 aria-[invalid]:border-red-600 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
        <label className="text-sm" htmlFor={`${id}-caption`}>
          {e.captionOptional}
          <input
            id={`${id}-caption`}
            value={caption}
            onChange={(e) => set('caption', e.target.value)}
            className="mt-1 block w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
      </div>
    </figure>
  )
}
