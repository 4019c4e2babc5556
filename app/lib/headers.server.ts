// Security headers for every document and resource answer. remix-serve-style servers have no
// middleware hook, so entry.server and the resource routes call these.
/**
 * The policy for a page: its inline scripts are allowed by the document's nonce, or, for a page
 * kept in the page cache (whose bytes serve many visitors), by their SHA-256 hashes.
 */
export function contentSecurityPolicy(scripts: string | { hashes: string[] }): string {
  const scriptSrc =
    typeof scripts === 'string'
      ? `'self' 'nonce-${scripts}' 'strict-dynamic'`
      : ["'self'", ...scripts.hashes.map((hash) => `'sha256-${hash}'`)].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    // The URL fields accept http:// as well as https:// addresses (docs/api-limits.md); a page served
    // over HTTPS has the browser upgrade them to https.
    "img-src 'self' https: http: data: blob:",
    "media-src 'self' https: http: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

export function applySecurityHeaders(headers: Headers, { nonce }: { nonce?: string } = {}) {
  if (nonce) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  return headers
}

/**
 * Over HTTPS, tells the browser to use nothing else for this host for a year: a visitor on a hostile
 * network cannot be sent to a plain-HTTP copy of the sign-in page. Never over plain HTTP, so a local
 * `npm start` is not locked out of itself.
 */
export function applyHsts(headers: Headers, url: string) {
  if (new URL(url).protocol === 'https:') {
    headers.set('Strict-Transport-Security', 'max-age=31536000')
  }
  return headers
}

/**
 * Admin pages and their loader data (single fetch asks for `/admin/....data`), sign-in and setup
 * included, are never stored: not by a shared cache, and not by the browser's back button after
 * logout. Keyed on the path, so a route that forgets a `headers` export is still covered.
 */
export function applyAdminCacheHeaders(headers: Headers, url: string) {
  const path = new URL(url).pathname.replace(/\.data$/, '')
  if (path === '/admin' || path.startsWith('/admin/')) {
    headers.set('Cache-Control', 'private, no-store')
  }
  return headers
}
