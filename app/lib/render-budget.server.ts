// Fairness under a flood (docs/scale.md): every client address (as TRUST_PROXY resolves it) may
// have the server render RENDER_BUDGET pages a minute, up to six seconds' worth at once; past
// that it is answered 429 with Retry-After, so one source of random addresses cannot starve the
// others. Kept pages and static files are answered before this and never count; of what reaches
// it, only renders count (the scope below): never a file, an image, Remix's own requests or the
// signed-in admin's work, so a page with sixty images loads them all.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { getEnv } from '#app/lib/env.server.ts'

type Bucket = { tokens: number; at: number }

/** What the budget counts and how it refuses, told by the site at start (app/site). */
export type RenderBudgetScope = {
  /** Whether the request asks for a render the budget counts. */
  counts: (req: IncomingMessage) => boolean | Promise<boolean>
  /** The routes that answer a page's loader data (`/blog` for `/blog.data`), root first. */
  routesOf: (page: string) => string[]
  /** The refusal in words, in the language of the address asked. */
  text: (pathname: string) => string
}

const TOO_MANY = 'Too many requests: please try again in a moment.'

// Until the site says otherwise (unit tests of the page cache), every request reaching it counts.
let scope: RenderBudgetScope = { counts: () => true, routesOf: () => [], text: () => TOO_MANY }

export function scopeRenderBudget(given: RenderBudgetScope) {
  scope = given
}

// The addresses seen lately; an address forgotten starts with a full budget again.
const buckets = new LRUCache<string, Bucket>({ max: 50_000 })

/**
 * Takes one render from the address's budget: true when it may render, else the answer was a 429.
 * `perMinute` 0 turns the budget off.
 */
export async function spendRender(
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy, now = Date.now() }: { trustProxy: boolean; now?: number },
  perMinute = getEnv().RENDER_BUDGET,
): Promise<boolean> {
  if (perMinute === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return true
  if (!(await scope.counts(req))) return true
  // serve.mjs has replaced the header with the address read from the right when TRUST_PROXY is set.
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined
  const address = (typeof forwarded === 'string' && forwarded) || req.socket.remoteAddress || ''
  const burst = Math.max(1, perMinute / 10)
  const perMs = perMinute / 60_000
  const bucket = buckets.get(address) ?? { tokens: burst, at: now }
  bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs)
  bucket.at = now
  buckets.set(address, bucket)
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1
    return true
  }
  refuse(req, res, Math.ceil((1 - bucket.tokens) / perMs / 1000))
  return false
}

/**
 * The 429 in words. Loader data asked by a client navigation is refused as Remix's client reads a
 * loader's thrown answer (a 429 for each route asked), so the page's error boundary says it; plain
 * text there was undecodable, and the page said "Something went wrong on our side".
 */
function refuse(req: IncomingMessage, res: ServerResponse, seconds: number) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) }
  if (url.pathname.endsWith('.data')) {
    const page = url.pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/')
    const asked = url.searchParams.get('_routes')?.split(',').filter(Boolean)
    const routes = asked ?? scope.routesOf(page)
    if (routes.length === 0) routes.push('root')
    res.writeHead(429, { ...headers, 'Content-Type': 'text/x-script' })
    return void res.end(refusedData(routes, scope.text(page)))
  }
  res.writeHead(429, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(scope.text(url.pathname))
}

/**
 * Single fetch's answer (turbo-stream's flat form, as `encodeViaTurboStream` in
 * @remix-run/server-runtime writes it) where each route's loader threw a 429 with `text`.
 */
export function refusedData(routes: string[], text: string): string {
  // Index 1 names the key "error"; 2 is the thrown answer (its data, status and status text at 3
  // to 5); 6 is the route's result, which every route shares.
  const values: unknown[] = [
    {},
    'error',
    ['ErrorResponse', 3, 4, 5],
    text,
    429,
    'Too Many Requests',
    { _1: 2 },
  ]
  const results: Record<string, number> = {}
  for (const id of routes) {
    values.push(id)
    results[`_${values.length - 1}`] = 6
  }
  values[0] = results
  return `${JSON.stringify(values)}\n`
}
