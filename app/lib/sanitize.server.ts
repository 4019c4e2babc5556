// Rich text (blog posts, about sections) is stored already cleaned: an allowlist of tags and
// attributes, no scripts or event handlers, links only to web, mail and phone addresses, and
// iframes only from the video hosts the Content-Security-Policy also allows.
import sanitize from 'sanitize-html'
import { RICH_TEXT_CLASSES } from './rich-text-theme.ts'

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
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    '*': ['dir'],
  },
  allowedClasses: { '*': RICH_TEXT_CLASSES },
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
  },
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim()
}
