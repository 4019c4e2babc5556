// An /api address no route takes falls to routes/api.$ (docs/api.md's `{message}` 404). Through
// Remix that answer cost a whole request's matching (about 200 a second on two busy cores, and one
// of the address's render budget); it never depends on the address, so server/serve.mjs sends it
// here, before Remix, from the build's own routes (docs/scale.md). Methods the catch-all does not
// take (OPTIONS, PATCH: a preflight or a 405 with its Allow list) still go to Remix.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { corsHeadersFor } from '#app/api/api.server.ts'
import { applySecurityHeaders } from '#app/lib/headers.server.ts'
import { routeTable, type BuildRoute } from '#app/lib/route-table.ts'

// The methods app/routes/api.$.ts answers with its 404.
const METHODS = ['GET', 'POST', 'PUT', 'DELETE']
const CATCH_ALL = 'routes/api.$'
const BODY = Buffer.from(JSON.stringify({ message: 'Not found.' }))

/**
 * A handler for the build's routes: answers the request with the catch-all's 404 and returns true
 * when its address falls to routes/api.$, else returns false and leaves it alone.
 */
export function missingApiAnswers(routes: Record<string, BuildRoute | undefined>) {
  const table = routeTable(routes)
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/'
    const method = req.method ?? ''
    if (!url.startsWith('/api/') || !(METHODS.includes(method) || method === 'HEAD')) return false
    if (table.catchAll(url.split('?')[0]!) !== CATCH_ALL) return false
    const headers = corsHeadersFor(req.headers.origin ?? null, method, METHODS)
    applySecurityHeaders(headers)
    headers.set('Content-Type', 'application/json')
    headers.set('Cache-Control', 'no-store')
    // As compressAnswer (app/lib/compression.server.ts) said of this answer through Remix.
    const vary = headers.get('Vary')
    if (method !== 'HEAD')
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    headers.set('Content-Length', String(BODY.length))
    res.writeHead(404, Object.fromEntries(headers))
    res.end(method === 'HEAD' ? undefined : BODY)
    return true
  }
}
