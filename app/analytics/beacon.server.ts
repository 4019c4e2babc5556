// The beacon's endpoint, POST /beacon, answered by the HTTP server before Remix (server/serve.mjs):
// a pageview is counted from a small JSON body the page sends with navigator.sendBeacon. It is a
// public write, so: a bounded body, a rate limit per address, a daily budget (pageviews.server.ts)
// and never a 500. Bots, DNT: 1 and Sec-GPC: 1 are answered 204 and not counted.
import type { IncomingMessage, ServerResponse } from 'node:http'
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import { limitKeyFor } from '#app/lib/client-address.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { isPublicCacheablePath } from '#app/lib/page-cache-key.ts'
import { oneLine } from '#app/lib/text.ts'
import { readAgent } from './agent.server.ts'
import { channelCode, channelOf, INTERNAL } from './channel.ts'
import { storePageview } from './pageviews.server.ts'
import { visitorOf } from './visitor.server.ts'

export const BEACON_PATH = '/beacon'
export const BEACON_MAX_BYTES = 2_048
// A person reads a page in seconds; 120 pages a minute from one address (an office behind one
// address included) is generous, and a flood from one address stops there.
const PER_ADDRESS = { points: 120, duration: 60 }
const MAX_TEXT = 200

// In memory, not in the database as the forms' limits are: a beacon must cost no write of its own,
// and a restart forgetting a minute's counts costs nothing (docs/privacy.md).
let limiter: RateLimiterMemory | undefined

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

// A campaign value or a referrer is a line of text in the reports, the inbox and the e-mails: it
// loses line breaks and direction controls here (docs/security.md, "People's text").
const text = (value: string | null | undefined) => {
  const trimmed = value && oneLine(value).trim().slice(0, MAX_TEXT)
  return trimmed ? trimmed : null
}

/** What the page reported, checked: its public address and the host it was reached from. */
export function readReport(body: string, site: string) {
  let report: unknown
  try {
    report = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof report !== 'object' || report === null) return null
  const { p, r, n } = report as Record<string, unknown>
  if (typeof p !== 'string' || !p.startsWith('/') || p.length > 2_048) return null
  const url = new URL(p, 'http://site.invalid')
  if (url.pathname.startsWith('/api/') || !isPublicCacheablePath(url.pathname)) return null
  if (url.pathname.endsWith('.data')) return null
  const page = url.pathname === '/blog' && /^\d{1,6}$/.test(url.searchParams.get('page') ?? '')
  const path = `${url.pathname.slice(0, 300)}${page ? `?page=${url.searchParams.get('page')}` : ''}`
  let referrer: string | null = null
  if (typeof r === 'string' && r.length <= 2_048) {
    try {
      referrer =
        new URL(r).hostname
          .toLowerCase()
          .replace(/^www\./, '')
          .slice(0, 253) || null
    } catch {
      referrer = null
    }
  }
  const internal =
    n === 1 ||
    referrer ===
      site
        .toLowerCase()
        .replace(/^www\./, '')
        .split(':')[0]
  if (internal) referrer = null
  const utm = {
    source: text(url.searchParams.get('utm_source')),
    medium: text(url.searchParams.get('utm_medium')),
    campaign: text(url.searchParams.get('utm_campaign')),
  }
  const tagged = utm.source || utm.medium || utm.campaign
  const channel = internal && !tagged ? INTERNAL : channelCode(channelOf({ referrer, ...utm }))
  return { path, referrer, ...utm, channel }
}

/** Whether the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
export const optedOut = (header: (name: string) => string | undefined) =>
  header('dnt') === '1' || header('sec-gpc') === '1'

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
  const report = readReport(body, site)
  if (!report) return answer(res, 400)
  limiter ??= new RateLimiterMemory(PER_ADDRESS)
  const limited = await limiter.consume(limitKeyFor(address)).then(
    () => null,
    (refusal: { msBeforeNext?: number }) => {
      if (typeof refusal?.msBeforeNext !== 'number') throw refusal
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
    },
  )
  if (limited) return answer(res, 429, { 'Retry-After': String(limited) })
  const at = now()
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
  limiter = undefined
}
