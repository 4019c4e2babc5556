// Rich text (blog posts, about sections) is stored already cleaned: an allowlist of tags and
// attributes, no scripts or event handlers, links only to web, mail and phone addresses, and
// iframes only from the video hosts the Content-Security-Policy also allows.
import sanitize from 'sanitize-html'

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
    '*': ['class', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // A link that opens a new tab must not hand that tab a handle on this one.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim()
}
