// The beacon's endpoint, POST /beacon, answered by the HTTP server before Remix (server/serve.mjs):
// a pageview the server did not see being served is counted from a small JSON body the page sends
// with navigator.sendBeacon: a client-side navigation, or a page fetched ahead and shown later
// (served.server.ts counts the rest where they are served). It is a public write, so: a bounded
// body, only from the site's own pages (Sec-Fetch-Site, Origin), only for a public page that
// exists, a rate limit per address, a daily budget (pageviews.server.ts) and never a 500. Bots,
// DNT: 1 and Sec-GPC: 1 are answered 204 and not counted.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { namesPublicPage } from '#app/site/public-addresses.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { readAgent } from './agent.server.ts'
import { optedOut } from './opt-out.ts'
import { resetPerAddress, spendPerAddress } from './per-address.server.ts'
import { pageviewReport } from './pageview-report.ts'
import { storePageview } from './pageviews.server.ts'
import { visitorOf } from './visitor.server.ts'
import { isRecord } from '#app/lib/property.ts'

export const BEACON_PATH = '/beacon'
export const BEACON_MAX_BYTES = 2_048

type Options = { address: string; now?: () => number }

export function isBeaconRequest(req: IncomingMessage) {
  return (req.url ?? '').split('?')[0] === BEACON_PATH
}

function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  if (res.headersSent) return
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(status === 204 ? {} : { 'Content-Type': 'text/plain; charset=utf-8' }),
    ...headers,
  })
  res.end(status === 204 ? undefined : `${status}`)
}

/** The body, or null past the cap (or when the client gives up). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > BEACON_MAX_BYTES) {
        resolve(null)
        req.removeAllListeners('data')
        req.resume()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', () => resolve(null))
    req.on('aborted', () => resolve(null))
  })
}

/** What the page reported, checked: its public address and where it was reached from. */
export function readReport(body: string, site: string) {
  let report: unknown
  try {
    report = JSON.parse(body)
  } catch {
    return null
  }
  if (!isRecord(report)) return null
  const { p, r, n } = report
  if (typeof p !== 'string') return null
  return pageviewReport(
    { address: p, referrer: typeof r === 'string' ? r : null, internal: n === 1 },
    site,
  )
}

/**
 * Whether the post came from one of the site's own pages: a browser names the page's origin
 * (Origin) and whether it is this site's (Sec-Fetch-Site); another site's page can make its
 * visitors' browsers post here, and those posts say so. A client that sends neither (a script)
 * is not a browser on another site's page, and meets the other checks.
 */
function fromOwnPage(header: (name: string) => string | undefined, site: string) {
  const fetchSite = header('sec-fetch-site')
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false
  const origin = header('origin')
  if (origin === undefined) return true
  try {
    return new URL(origin).host === site.toLowerCase()
  } catch {
    return false
  }
}

export function countPageview(req: IncomingMessage, res: ServerResponse, options: Options) {
  handle(req, res, options).catch((error) => {
    console.error('A pageview could not be counted', error)
    answer(res, 503, { 'Retry-After': '60' })
  })
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  { address, now = Date.now }: Options,
) {
  if (req.method !== 'POST') return answer(res, 405, { Allow: 'POST' })
  if (!getEnv().ANALYTICS) return answer(res, 404)
  if (Number(req.headers['content-length'] ?? 0) > BEACON_MAX_BYTES) return answer(res, 413)
  const body = await readBody(req)
  if (body === null) return answer(res, 413)
  const header = (name: string) => [req.headers[name]].flat()[0]
  const userAgent = header('user-agent') ?? ''
  if (optedOut(header) || readAgent(userAgent).bot) return answer(res, 204)
  const site = (header('host') ?? '').slice(0, 255)
  if (!fromOwnPage(header, site)) return answer(res, 403)
  const report = readReport(body, site)
  if (!report) return answer(res, 400)
  // A page that does not exist is not counted, whatever text its address carries.
  if (!namesPublicPage(report.path)) return answer(res, 404)
  const at = now()
  const limited = spendPerAddress(address, at)
  if (limited) return answer(res, 429, { 'Retry-After': String(limited) })
  const agent = readAgent(userAgent)
  const outcome = await storePageview(
    {
      ...report,
      visitor: visitorOf({ site, address, userAgent }, at),
      device: agent.device,
      browser: agent.browser,
    },
    at,
  )
  if (outcome === 'dropped') return answer(res, 429, { 'Retry-After': '3600' })
  answer(res, 204)
}

/** Tests start with a fresh per-address budget. */
export function resetBeaconLimits() {
  resetPerAddress()
}
