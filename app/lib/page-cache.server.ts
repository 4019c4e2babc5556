// The public page cache (docs/scale.md): anonymous reads of public pages and of the public /api are
// rendered once, kept precompressed in memory, and sent as they are until content changes. Every
// content write reaches publicContentChanged() from the models, whichever door it came through.
//
// Two halves, on either side of Remix: servePublicPage() answers at the HTTP server from memory (or
// waits for a render of the same page already under way); keepPublicPage() sees each answer Remix
// renders and keeps it when it may serve everybody. When content changes is for
// content-version.server.ts to say; how a kept answer is made and sent, for page-entry.server.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import {
  contentVersion,
  noticeOtherWriters,
  noticeScheduledPublishing,
  onContentChange,
} from '#app/lib/content-version.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import {
  entryFrom,
  entrySize,
  keepSmallest,
  responseFrom,
  send,
  storable,
  type Entry,
} from '#app/lib/page-entry.server.ts'
import {
  cacheTarget,
  isPublicCacheablePath,
  respelt,
  type CacheTarget,
  type PublicAddresses,
} from '#app/lib/page-cache-key.ts'
import { spendRender } from '#app/lib/render-budget.server.ts'
import { textOf } from '#app/lib/whole-page.server.ts'

// Pages are kept until the next write, as the /api's JSON is (the TTL is a backstop): their form
// stamp is renewed for every answer (stamped-body.server.ts).
const PAGE_TTL_MS = 10 * 60_000
const API_TTL_MS = 10 * 60_000
const UNSHARED_CACHE_CONTROL = 'private, no-store'

let entries: LRUCache<string, Entry> | undefined
// What the server knows of its addresses: set once at start (server/serve.mjs), none in tests that
// do not say.
let addresses: PublicAddresses = {}

/** Tells the cache which addresses exist, so a missing one is answered without rendering. */
export function configurePublicAddresses(known: PublicAddresses) {
  addresses = known
}

// Requests answered from memory before, by what decides their target (keptHitKey): their cache key
// and the path they are answered for, so asked again they skip the address's canonicalization, the
// cache key and the static files (docs/scale.md, "The hit path"). Emptied with the cache, and when
// it grows past its bound (a flood of ?x=<random> addresses), so it never holds much.
const keptHits = new Map<string, { key: string; path: string }>()
const KEPT_HITS_MAX = 10_000
const filling = new Map<string, { promise: Promise<void>; done: () => void }>()

// Content changed: no page kept before may be served again.
onContentChange(() => {
  entries?.clear()
  keptHits.clear()
})

function store() {
  const megabytes = getEnv().PAGE_CACHE_MB
  if (megabytes === 0) return undefined
  entries ??= new LRUCache<string, Entry>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: entrySize,
  })
  return entries
}

/** What the cache holds (for tests and the benchmark). */
export function pageCacheSize() {
  return { entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 }
}

/**
 * Forgets which requests were answered from memory, so each is looked at again from the start: a
 * redirect saved for an address kept as a 404 is answered before the cache (server/serve.mjs).
 */
export function forgetKeptAnswers() {
  keptHits.clear()
}

const forwardedProto = (req: IncomingMessage) =>
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase()

/**
 * What decides a request's cache target besides its path (cacheTarget): undefined when it has none
 * to remember (another method, an Authorization or Origin header).
 */
function keptHitKey(req: IncomingMessage, trustProxy: boolean) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const { headers } = req
  if (headers.authorization || headers.origin) return undefined
  const secure = trustProxy && forwardedProto(req) === 'https'
  return `${secure ? 's' : ''} ${headers.host ?? ''} ${headers.cookie ?? ''} ${req.url}`
}

/**
 * Answers a request asked before and answered from memory then, if its page is still kept: true
 * when it did. Every check that request passed (its address's one spelling, its target) gave what
 * it gave then; only the freshness is checked again (docs/scale.md, "The hit path").
 */
export function serveKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy, now = Date.now }: { trustProxy: boolean; now?: () => number },
): boolean {
  if (keptHits.size === 0) return false
  const signature = keptHitKey(req, trustProxy)
  const known = signature === undefined ? undefined : keptHits.get(signature)
  if (!known || !entries) return false
  const time = now()
  noticeScheduledPublishing(time)
  noticeOtherWriters(time)
  const entry = entries.get(known.key)
  if (!entry) return false
  req.url = known.path
  keepSmallest(entries, known.key, entry)
  send(req, res, entry)
  return true
}

/**
 * Answers a public read from memory, or waits for the same page being rendered and answers from
 * that; otherwise calls `next` (Remix renders it). A cacheable request with parameters no page
 * reads is rendered without them. The caller has asked serveKeptPage first (server/serve.mjs asks
 * it before the static files): a request remembered from before never gets here.
 */
export function servePublicPage(
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy, now = Date.now }: { trustProxy: boolean; now?: () => number },
  next: () => void,
) {
  // Whatever is not answered from memory is rendered, within the address's budget when it counts.
  const render = next
  next = () => void spendRender(req, res, { trustProxy, now: now() }).then((may) => may && render())
  const signature = keptHitKey(req, trustProxy)
  if (req.method === 'GET' || req.method === 'HEAD') {
    // One spelling per address, before anything is rendered or kept (app/lib/address.ts).
    const spelt = respelt(req.url ?? '/')
    if (spelt?.moved) return movedTo(res, spelt.url)
    if (spelt) req.url = spelt.url
  }
  const cache = store()
  let target =
    cache &&
    cacheTarget(
      req.method ?? '',
      req.url ?? '/',
      (name) => [req.headers[name]].flat().join(','),
      trustProxy && forwardedProto(req) === 'https',
      addresses,
    )
  if (!cache || !target) return next()
  req.url = target.path
  const time = now()
  noticeScheduledPublishing(time)
  noticeOtherWriters(time)
  let entry = cache.get(target.key)
  // About to render: another connection's write is looked for now, not a moment later.
  if (!entry) noticeOtherWriters()
  entry ??= cache.get(target.key)
  if (entry) {
    keepSmallest(cache, target.key, entry)
    rememberHit(signature, target)
    return send(req, res, entry)
  }
  // Not kept: an address that names nothing is answered with its kind's kept 404.
  const missing = target.missing?.()
  if (missing) {
    target = missing
    req.url = target.path
    const kept = cache.get(target.key)
    if (kept) {
      rememberHit(signature, target)
      return send(req, res, kept)
    }
  }
  const pending = filling.get(target.key)
  if (pending) {
    const key = target.key
    return void pending.promise.then(() => {
      const filled = cache.get(key)
      return filled ? send(req, res, filled) : next()
    })
  }
  // The first request for a missing page renders it; others for the same page wait for it.
  let done = () => {}
  const promise = new Promise<void>((resolve) => (done = resolve))
  const key = target.key
  const settle = () => {
    filling.delete(key)
    done()
  }
  if (req.method === 'GET') {
    filling.set(key, { promise, done: settle })
    res.once('close', settle)
  }
  next()
}

function rememberHit(signature: string | undefined, { key, path }: CacheTarget) {
  if (signature === undefined) return
  if (keptHits.size >= KEPT_HITS_MAX) keptHits.clear()
  keptHits.set(signature, { key, path })
}

// A page's other spellings move for good; browsers and CDNs may keep that for a day.
function movedTo(res: ServerResponse, location: string) {
  res.writeHead(301, {
    Location: location,
    'Cache-Control': 'public, max-age=86400',
    'Content-Length': '0',
  })
  res.end()
}

/**
 * Sees every answer Remix gives (documents, loader data, /api): keeps the ones that may serve
 * everybody and sends them from the kept copy; marks the rest of the public answers as private.
 */
export async function keepPublicPage(
  request: Request,
  response: Response,
  started: number,
): Promise<Response> {
  const url = new URL(request.url)
  const secure = url.protocol === 'https:'
  let target = cacheTarget(
    request.method,
    url.pathname + url.search,
    (name) => request.headers.get(name),
    secure,
    addresses,
  )
  if (!isPublicCacheablePath(url.pathname) && target?.status !== 404) return response
  // A 404 is kept only as the one answer of its kind (whatever the address asked).
  if (target && response.status === 404 && target.status === 200)
    target = target.missing?.() ?? null
  if (!target || response.headers.has('Set-Cookie')) {
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', UNSHARED_CACHE_CONTROL)
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  const pending = filling.get(target.key)
  try {
    if (!storable(response, target.status)) return response
    const text = await textOf(response)
    const cache = store()
    const entry = await entryFrom(text, response, target, cache !== undefined)
    if (!entry) return new Response(text, response)
    // A write while this page rendered made it stale before it could be kept.
    if (cache && request.method === 'GET' && contentVersion() === started) {
      cache.set(target.key, entry, { ttl: target.isApi ? API_TTL_MS : PAGE_TTL_MS })
    }
    return responseFrom(request, entry)
  } finally {
    pending?.done()
  }
}
