// Videos in rich text: only YouTube and Vimeo, stored as a link inside
// <figure data-video="youtube|vimeo" data-video-id="…"> (docs/rich-text.md).
// The page shows that link until a click asks for the player, so no request reaches the video host
// before then. Shared by the editor (a pasted address becomes a video), the sanitizer (keeps only
// these two hosts and well-formed ids) and the public pages (the player's address). Kept tiny: the
// public pages' script carries it.

export type VideoProvider = 'youtube' | 'vimeo'
export type Video = { provider: VideoProvider; id: string }

const ID_PATTERN: Record<VideoProvider, RegExp> = {
  youtube: /^[\w-]{11}$/,
  vimeo: /^\d{1,12}$/,
}

export function isVideo(provider: string | undefined, id: string | undefined): boolean {
  return videoOf(provider, id) !== null
}

/** The video a figure's `data-video` and `data-video-id` name, or null when they name none. */
export function videoOf(provider: string | undefined, id: string | undefined): Video | null {
  if (provider !== 'youtube' && provider !== 'vimeo') return null
  return id && ID_PATTERN[provider].test(id) ? { provider, id } : null
}

/** The video an address names: youtube.com/watch?v=, youtu.be/, /shorts/, /embed/, vimeo.com/<id>. */
export function parseVideoUrl(text: string): Video | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const path = url.pathname.split('/').filter(Boolean)
  let found: Video | null = null
  if (host === 'youtu.be') found = { provider: 'youtube', id: path[0] ?? '' }
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = path[0] === 'watch' ? url.searchParams.get('v') : path[1]
    if (path[0] === 'watch' || ['shorts', 'embed', 'live'].includes(path[0] ?? '')) {
      found = { provider: 'youtube', id: id ?? '' }
    }
  } else if (host === 'vimeo.com') found = { provider: 'vimeo', id: path.at(-1) ?? '' }
  else if (host === 'player.vimeo.com' && path[0] === 'video') {
    found = { provider: 'vimeo', id: path[1] ?? '' }
  }
  return found && isVideo(found.provider, found.id) ? found : null
}

/** The address a visitor without the player follows: the video's own page. */
export function videoPageUrl({ provider, id }: Video): string {
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${id}`
    : `https://vimeo.com/${id}`
}

/** The player, from the hosts the Content-Security-Policy allows, without tracking where offered. */
export function videoPlayerUrl({ provider, id }: Video): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
}

export const VIDEO_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }
