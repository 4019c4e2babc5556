// The site's own address for links that leave the page (canonical URLs, share previews, the
// sitemap and the feed): SITE_URL when the operator set it (docs/deploy.md), else the address the
// request came to.
import { getEnv } from '#app/lib/env.server.ts'

export function siteOrigin(request: Request): string {
  const configured = getEnv().SITE_URL
  return configured ? new URL(configured).origin : new URL(request.url).origin
}

/** Text for XML: the five characters XML gives meaning to, escaped. */
export function xmlText(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
