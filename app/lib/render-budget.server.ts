// Fairness under a flood (docs/scale.md): every client address (as TRUST_PROXY resolves it) may
// have the server render RENDER_BUDGET pages a minute, up to six seconds' worth at once; past
// that it is answered 429 with Retry-After, so one source of random addresses cannot starve the
// others. Kept pages and static files are answered before this and never count.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { getEnv } from '#app/lib/env.server.ts'

type Bucket = { tokens: number; at: number }

// The addresses seen lately; an address forgotten starts with a full budget again.
const buckets = new LRUCache<string, Bucket>({ max: 50_000 })

/**
 * Takes one render from the address's budget: true when it may render, else the answer was a 429.
 * `perMinute` 0 turns the budget off.
 */
export function spendRender(
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy, now = Date.now() }: { trustProxy: boolean; now?: number },
  perMinute = getEnv().RENDER_BUDGET,
): boolean {
  if (perMinute === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return true
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
  const seconds = Math.ceil((1 - bucket.tokens) / perMs / 1000)
  res.writeHead(429, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(seconds),
  })
  res.end('Too many requests: please try again in a moment.')
  return false
}
