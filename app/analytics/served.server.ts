// A pageview counted where the page is served (docs/privacy.md, docs/decisions/048-pageviews-counted-where-served.md):
// once the answer is sent, a GET of a public page answered 200 or 304 to a person's browser opening
// it is one pageview. No second request per page: a beacon after every page cost about what a kept
// page costs and halved the home page's throughput. Not counted: a page that does not exist (404),
// a prefetch or prerender the visitor may never see (Sec-Purpose, Purpose, X-Moz), a request that
// is not a top-level navigation (Sec-Fetch-Dest/-Mode: an image, a frame or a fetch from another
// site), bots, Do Not Track and Global Privacy Control. Client-side navigations, and a page that
// was prefetched and then shown, send their beacon instead (beacon.server.ts).
import type { IncomingMessage } from 'node:http'
import { getEnv } from '#app/lib/env.server.ts'
import { KeyedByParts } from '#app/lib/keyed-by-parts.ts'
import { readAgent } from './agent.server.ts'
import { optedOut } from './opt-out.ts'
import { addressSpent, spendPerAddress } from './per-address.server.ts'
import { pageviewReport, type PageviewReport } from './pageview-report.ts'
import { queuePageview } from './pageviews.server.ts'
import { visitorOf } from './visitor.server.ts'

// The same few pages are opened from the same few referrers: each one's report is read once. A
// plain map, emptied when full (a flood of made-up addresses): an LRU's bookkeeping on every page
// served cost more than the look-up (docs/scale.md, "Counting").
const REPORTS_MAX = 2_000
// By site, then page, then referrer.
const reports = new KeyedByParts<PageviewReport | 0>(REPORTS_MAX)

function reportFor(url: string, referrer: string | null, site: string) {
  let report = reports.get(site, url, referrer ?? '')
  if (report === undefined) {
    report = pageviewReport({ address: url, referrer, internal: false }, site) ?? 0
    reports.set(site, url, referrer ?? '', report)
  }
  return report || null
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Whether the browser fetched the page ahead of a navigation that may never happen. */
export const fetchedAhead = (header: (name: string) => string | undefined) =>
  /prefetch|prerender/i.test(
    `${header('sec-purpose') ?? ''} ${header('purpose') ?? ''} ${header('x-moz') ?? ''}`,
  )

/** Whether a request is a browser opening the page as a whole (when the browser says so). */
function isNavigation(header: (name: string) => string | undefined) {
  const dest = header('sec-fetch-dest')
  const mode = header('sec-fetch-mode')
  return (dest === undefined || dest === 'document') && (mode === undefined || mode === 'navigate')
}

/**
 * Counts the page just answered, when it is a person's view of a public page (server/serve.mjs,
 * after the answer is sent). `url` is the address as asked (the page cache rewrites req.url to its
 * key, without the utm_* values); `address` is the client's, as the rate limits read it.
 */
export function countServedPage(
  req: IncomingMessage,
  {
    url,
    status,
    address,
    now = Date.now(),
  }: { url: string; status: number; address: string; now?: number },
) {
  if (req.method !== 'GET' || (status !== 200 && status !== 304)) return
  // Loader data, files and the /api are never a page (the cheapest test first: most requests).
  if (url.startsWith('/api/') || url.startsWith('/assets/') || url.startsWith('/uploads/')) return
  if (!getEnv().ANALYTICS) return
  const headers = req.headers
  const header = (name: string) => first(headers[name])
  if (!isNavigation(header) || fetchedAhead(header) || optedOut(header)) return
  if (addressSpent(address, now)) return
  const userAgent = header('user-agent') ?? ''
  const agent = readAgent(userAgent)
  if (agent.bot) return
  const site = (header('host') ?? '').slice(0, 255)
  const report = reportFor(url, header('referer') ?? null, site)
  if (!report || spendPerAddress(address, now) > 0) return
  const visitor = visitorOf({ site, address, userAgent }, now)
  queuePageview(report, visitor, agent.device, agent.browser, now)
}
