// Redirects answered at the HTTP server, before the page cache and before Remix (server/serve.mjs):
// an old address costs what a kept page costs, one look-up in memory, and spends no render budget
// (docs/scale.md). The rules are the admin's (app/models/redirect.server.ts); an address that has
// become a page of the site since its redirect was saved (a post given that slug) is the page's.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isLiveAddress } from '#app/lib/live-address.server.ts'
import { SHARED_CACHE_CONTROL } from '#app/lib/page-entry.server.ts'
import { oldPathKey } from '#app/lib/redirect-paths.ts'
import { countRedirectHit, redirectRules } from '#app/models/redirect.server.ts'

/** Answers the request with its redirect and returns true, or returns false and leaves it alone. */
export function answerRedirect(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  let found
  try {
    found = redirectRules().match(url)
  } catch (error) {
    // A database that cannot be read leaves the address to the site, which says so its own way.
    console.error('Could not read the redirects:', error)
    return false
  }
  if (!found || isLiveAddress(oldPathKey(url) ?? '/')) return false
  countRedirectHit(found.rule.id)
  res.writeHead(found.rule.code, {
    // The rest of a prefixed path is the visitor's bytes: anything a header cannot carry is escaped.
    Location: found.location.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)),
    // A shared cache keeps it as it keeps pages; a browser asks again, so a changed rule shows.
    'Cache-Control': SHARED_CACHE_CONTROL,
    'Content-Length': '0',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end()
  return true
}
