import type { MouseEvent } from 'react'
import { looksLikeHtml } from '#app/lib/html.ts'
import { videoOf, videoPlayerUrl } from '#app/lib/video-embed.ts'

// A video in stored HTML is a link to its page (docs/rich-text.md): nothing is asked of YouTube or
// Vimeo until a visitor clicks it, and then the player takes the link's place. Without JavaScript
// the link opens the video's own page.
function playVideo(event: MouseEvent<HTMLDivElement>) {
  const link =
    event.target instanceof Element ? event.target.closest('figure[data-video] > a') : null
  const figure = link?.parentElement
  if (!link || !figure || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
    return
  }
  const video = videoOf(figure.dataset.video, figure.dataset.videoId)
  if (!video) return
  event.preventDefault()
  const player = document.createElement('iframe')
  player.src = videoPlayerUrl(video)
  player.title = link.textContent ?? 'Video'
  player.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
  player.allowFullscreen = true
  link.replaceWith(player)
  player.focus()
}

// Stored content is either HTML (sanitized against an allowlist when it was saved, docs/api.md) or plain
// text typed without markup. HTML is rendered as is; plain text keeps its line breaks.
export function RichText({
  content,
  className = '',
  lang,
  dir,
}: {
  content: string
  className?: string
  /** The content's language where it differs from the page's (useContentProps). */
  lang?: string
  dir?: string
}) {
  if (looksLikeHtml(content)) {
    return (
      // The clicks handled are the video links' own (Enter on a link is a click too).
      <div
        lang={lang}
        dir={dir}
        className={`rich-text ${className}`}
        onClick={playVideo}
        dangerouslySetInnerHTML={{ __html: content }}
      />
    )
  }
  return (
    <div lang={lang} dir={dir} className={`rich-text whitespace-pre-line ${className}`}>
      {content}
    </div>
  )
}
