// The editor's video: a YouTube or Vimeo id, written as a link its public page turns into the player
// on a click (docs/rich-text.md). It reads the HTML it writes and pasted embed code (an <iframe>).
import { DecoratorBlockNode } from '@lexical/react/LexicalDecoratorBlockNode'
import {
  type DOMConversionMap,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
} from 'lexical'
import { type JSX } from 'react'
import {
  videoOf,
  parseVideoUrl,
  VIDEO_NAMES,
  videoPageUrl,
  type Video,
  type VideoProvider,
} from '#app/lib/video-embed.ts'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

export class VideoNode extends DecoratorBlockNode {
  __provider: VideoProvider
  __videoId: string

  static getType() {
    return 'body-video'
  }

  static clone(node: VideoNode) {
    return new VideoNode(node.video(), node.__key)
  }

  constructor(video: Video, key?: NodeKey) {
    super(undefined, key)
    this.__provider = video.provider
    this.__videoId = video.id
  }

  video(): Video {
    const self = this.getLatest()
    return { provider: self.__provider, id: self.__videoId }
  }

  static importJSON(json: SerializedLexicalNode & Partial<Video>) {
    return $createVideoNode({ provider: json.provider ?? 'youtube', id: json.id ?? '' })
  }

  exportJSON() {
    return { ...super.exportJSON(), ...this.video() }
  }

  static importDOM(): DOMConversionMap {
    return {
      figure: (figure: HTMLElement) => {
        const provider = figure.getAttribute('data-video') ?? undefined
        const id = figure.getAttribute('data-video-id') ?? undefined
        const video = videoOf(provider, id)
        if (!video) return null
        return {
          priority: 2,
          conversion: () => ({
            node: $createVideoNode(video),
            forChild: () => null,
          }),
        }
      },
      // Embed code pasted from the video's page.
      iframe: (iframe: HTMLElement) => {
        const video = parseVideoUrl(iframe.getAttribute('src') ?? '')
        return video ? { priority: 1, conversion: () => ({ node: $createVideoNode(video) }) } : null
      },
    }
  }

  /** The stored form: a link to the video, which public pages turn into the player on a click. */
  toHtml(): string {
    const video = this.video()
    const name = VIDEO_NAMES[video.provider]
    return `<figure data-video="${video.provider}" data-video-id="${video.id}"><a href="${videoPageUrl(video)}">Watch the video on ${name}</a></figure>`
  }

  exportDOM(): DOMExportOutput {
    const template = document.createElement('template')
    template.innerHTML = this.toHtml()
    const figure = template.content.firstElementChild
    return { element: figure instanceof HTMLElement ? figure : null }
  }

  decorate(): JSX.Element {
    return <VideoBlock video={this.video()} />
  }
}

/** The video's place in the editor: its provider and id, linked to its page. */
function VideoBlock({ video }: { video: Video }) {
  const e = useAdminT().editor
  return (
    <div className="my-3 flex aspect-video max-w-md flex-col items-center justify-center gap-1 rounded-md bg-slate-800 p-4 text-center text-white">
      <span aria-hidden="true" className="text-3xl">
        ▶
      </span>
      <span className="text-sm">
        {e.videoOf(VIDEO_NAMES[video.provider])}{' '}
        <a href={videoPageUrl(video)} target="_blank" rel="noreferrer" className="underline">
          {video.id}
        </a>
      </span>
    </div>
  )
}

export function $createVideoNode(video: Video) {
  return new VideoNode(video)
}

export function $isVideoNode(node: LexicalNode | null | undefined): node is VideoNode {
  return node instanceof VideoNode
}
