// Rich text (blog posts, about sections) is stored already cleaned: an allowlist of tags and
// attributes, no scripts or event handlers, no classes (stored HTML cannot pull in the site's own
// utility classes, "fixed inset-0 z-50", to cover the page), any block's text direction (dir), links
// only to web, mail and phone addresses, iframes only from the video hosts the
// Content-Security-Policy also allows, and the editor's videos (docs/rich-text.md) only as a
// YouTube or Vimeo id.
import sanitize from 'sanitize-html'
import { isVideo } from '#app/lib/video-embed.ts'

const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'iframe',
    'figure',
    'figcaption',
    'h1',
    'h2',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    figure: ['data-video', 'data-video-id'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // A link opens here or in a new tab (no other target: `_top`/`_parent` or a named frame could
  // navigate this page), and a new tab never gets a handle on this one, whatever rel was written.
  transformTags: {
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
    // A video is a provider and an id the page builds the player's address from, or nothing.
    figure: (tagName, { 'data-video': provider, 'data-video-id': id, ...attribs }) => ({
      tagName,
      attribs: isVideo(provider, id)
        ? { ...attribs, 'data-video': provider!, 'data-video-id': id! }
        : attribs,
    }),
  },
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim()
}
