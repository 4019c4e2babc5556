// The public page cache (docs/scale.md): anonymous reads of public pages and of the public /api are
// rendered once, kept precompressed in memory, and sent as they are until content changes. Every
// content write reaches publicContentChanged() from the models, whichever door it came through.
//
// Two halves, on either side of Remix: servePublicPage() answers at the HTTP server from memory (or
// waits for a render of the same page already under way); keepPublicPage() sees each answer Remix
// renders and keeps it when it may serve everybody.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LRUCache } from 'lru-cache'
import { preferredEncoding } from '#app/lib/compression.server.ts'
import { compressBestLater, compressBodies, type Bodies } from '#app/lib/page-bodies.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { freezeScripts } from '#app/lib/inline-scripts.server.ts'
import {
  splitAtStamp,
  stampedBody,
  stampedParts,
  type StampedTail,
} from '#app/lib/stamped-body.server.ts'
import {
  cacheTarget,
  isPublicCacheablePath,
  respelt,
  type CacheTarget,
  type PublicAddresses,
} from '#app/lib/page-cache-key.ts'
import { nextScheduledPublish } from '#app/lib/public-visibility.server.ts'
import { spendRender } from '#app/lib/render-budget.server.ts'
import { textOf } from '#app/lib/whole-page.server.ts'

// Pages are kept until the next write, as the /api's JSON is (the TTL is a backstop): their form
// stamp is renewed for every answer (stamped-body.server.ts).
const PAGE_TTL_MS = 10 * 60_000
const API_TTL_MS = 10 * 60_000
// A shared cache (a CDN, Caddy) may keep a page 30 s and serve it 30 s more while it refreshes:
// an edit shows everywhere within a minute.
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'
const UNSHARED_CACHE_CONTROL = 'private, no-store'
// Answers that never change what they are and must not be kept: these are set per answer.
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date'])

type Entry = {
  /** 200, or 404 for the one not-found answer of a kind. */
  status: number
  /** Header names and values, flat, as writeHead takes them. */
  headers: string[]
  /** A page with a form stamp: `bodies` hold the part before it, and this the rest. */
  bodies: Bodies
  stamped?: StampedTail
  etag: string
}

let entries: LRUCache<string, Entry> | undefined
// What the server knows of its addresses: set once at start (server/serve.mjs), none in tests that
// do not say.
let addresses: PublicAddresses = {}

/** Tells the cache which addresses exist, so a missing one is answered without rendering. */
export function configurePublicAddresses(known: PublicAddresses) {
  addresses = known
}
let version = 0
// Requests answered from memory before, by what decides their target (keptHitKey): their cache key
// and the path they are answered for, so asked again they skip the address's canonicalization, the
// cache key and the static files (docs/scale.md, "The hit path"). Emptied with the cache, and when
// it grows past its bound (a flood of ?x=<random> addresses), so it never holds much.
const keptHits = new Map<string, { key: string; path: string }>()
const KEPT_HITS_MAX = 10_000
// When the next scheduled item goes public (ms): no page kept before then may be served after.
// Undefined until asked after a change; Infinity when nothing is scheduled.
let nextChangeAt: number | undefined
const filling = new Map<string, { promise: Promise<void>; done: () => void }>()

function store() {
  const megabytes = getEnv().PAGE_CACHE_MB
  if (megabytes === 0) return undefined
  entries ??= new LRUCache<string, Entry>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (e) => {
      const bodies = e.bodies
      const tail = e.stamped?.tail.length ?? 0
      return (
        bodies.identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0) + tail + 1024
      )
    },
  })
  return entries
}

/** What the cache holds (for tests and the benchmark). */
export function pageCacheSize() {
  return { entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 }
}

/** Which content a render reads: taken before Remix renders, handed to keepPublicPage. */
export const contentVersion = () => version

/** Content changed: no page rendered before now may be served again. */
export function publicContentChanged() {
  version++
  entries?.clear()
  keptHits.clear()
  nextChangeAt = undefined
}

/**
 * Forgets which requests were answered from memory, so each is looked at again from the start: a
 * redirect saved for an address kept as a 404 is answered before the cache (server/serve.mjs).
 */
export function forgetKeptAnswers() {
  keptHits.clear()
}

/**
 * A scheduled item went public since the pages were kept: they are all stale (a list, a count, the
 * home page). One indexed query after each change, then a comparison per request.
 */
export function noticeScheduledPublishing(now: number) {
  nextChangeAt ??= nextScheduledPublish(now) ?? Infinity
  if (now >= nextChangeAt) publicContentChanged()
}

// Figures every public list reads (how many posts are public): counted once per content version.
// A count over 100,000 posts takes some milliseconds on every uncached page; kept, it takes none.
const remembered = new Map<string, unknown>()
let rememberedFor: { version: number; client: object } | undefined

/**
 * A value read from public content, computed once and kept until that content changes: a write
 * through the models, another connection's commit, or a scheduled item going public. A value that
 * `keep` refuses (a read that failed and answered empty) is computed again next time.
 */
export function untilContentChanges<T>(
  key: string,
  compute: () => T,
  now = Date.now(),
  keep: (value: T) => boolean = () => true,
): T {
  noticeOtherWriters()
  noticeScheduledPublishing(now)
  // Another database opened (a restore swapped the file, a test's own copy) counts as a change.
  const client = getDb().$client
  if (rememberedFor?.version !== version || rememberedFor.client !== client) {
    remembered.clear()
    rememberedFor = { version, client }
  }
  if (remembered.has(key)) return remembered.get(key) as T
  const value = compute()
  if (keep(value)) remembered.set(key, value)
  return value
}

// SQLite's data_version changes when another connection commits: the command line, a script, the
// sqlite3 shell. The models cannot tell the cache about those writes, so it checks before it renders,
// and before it answers from memory once OTHER_WRITERS_MS have passed since it last looked: asked on
// every answer, the query was a tenth of a kept page's cost (docs/scale.md, "The hit path"). Such a
// write shows within a quarter of a second; the site's own writes, at once.
export const OTHER_WRITERS_MS = 250
let watched: { client: object; read: () => unknown; seen: unknown } | undefined
let noticedAt = -Infinity
function noticeOtherWriters(now?: number) {
  if (now !== undefined) {
    if (now - noticedAt < OTHER_WRITERS_MS && now >= noticedAt) return
    noticedAt = now
  }
  const client = getDb().$client
  if (watched?.client !== client) {
    const statement = client.prepare('PRAGMA data_version').pluck()
    watched = { client, read: () => statement.get(), seen: undefined }
  }
  const seen = watched.read()
  if (watched.seen !== undefined && seen !== watched.seen) publicContentChanged()
  watched.seen = seen
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
    if (cache && request.method === 'GET' && version === started) {
      cache.set(target.key, entry, { ttl: target.isApi ? API_TTL_MS : PAGE_TTL_MS })
    }
    return responseFrom(request, entry)
  } finally {
    pending?.done()
  }
}

function storable(response: Response, status: number) {
  const type = response.headers.get('Content-Type') ?? ''
  const control = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === status &&
    response.body !== null &&
    /^(?:text\/html|application\/json|text\/x-script)/.test(type) &&
    !/no-store|private/.test(control)
  )
}

async function entryFrom(
  text: string,
  answered: Response,
  target: CacheTarget,
  precompress: boolean,
): Promise<Entry | null> {
  const headers = new Headers(answered.headers)
  if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
    const frozen = freezeScripts(text, headers.get('Content-Security-Policy'))
    if (!frozen) return null
    text = frozen.html
    headers.set('Content-Security-Policy', frozen.policy)
  }
  headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  headers.set('Vary', target.isApi ? 'Accept-Encoding, Origin' : 'Accept-Encoding, Cookie')
  // The form stamp changes with every answer: a page that has one is kept in two parts.
  const split = splitAtStamp(text)
  const identity = split?.prefix ?? Buffer.from(text)
  // Without the cache, each answer is compressed on its way out instead (server/serve.mjs).
  const bodies = precompress
    ? await compressBodies(identity, 'fast', { open: split !== null })
    : { identity }
  // The form stamp changes with every render; the ETag does not, so a browser's copy stays valid:
  // it is the hash of the page before its stamps (what follows them is the same on every page).
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const flat: string[] = []
  headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) flat.push(name, value)
  })
  return { status: answered.status, headers: flat, bodies, stamped: split?.tail, etag }
}

/** A page asked for again gets its smallest copies, made off the request path. */
function keepSmallest(cache: LRUCache<string, Entry>, key: string, entry: Entry) {
  compressBestLater(entry.bodies, (bodies) => {
    const ttl = cache.getRemainingTTL(key)
    if (cache.peek(key) === entry && ttl > 0) cache.set(key, { ...entry, bodies }, { ttl })
  })
}

function chooseEncoding(entry: Entry, accept: string | undefined) {
  return entry.bodies.br ? preferredEncoding(accept) : 'identity'
}

/** The answer's bytes: as kept, or, for a page with a form stamp, with a stamp of this moment. */
function bodyOf(entry: Entry, encoding: 'identity' | 'br' | 'gzip'): Buffer {
  return entry.stamped
    ? stampedBody(entry.bodies, entry.stamped, encoding)
    : entry.bodies[encoding]!
}

function matches(ifNoneMatch: string | null | undefined, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.slice(2))
}

type Heads = Record<'identity' | 'br' | 'gzip' | 'notModified', string[]>
// Each kept entry's heads, made once: none of it depends on the request but the encoding.
const heads = new WeakMap<Entry, Heads>()

function headsOf(entry: Entry): Heads {
  let made = heads.get(entry)
  if (made) return made
  const head = (encoding: 'identity' | 'br' | 'gzip') => {
    if (!entry.bodies[encoding]) return []
    // A stamped page's tail is as long whatever its stamp says (stamped-body.server.ts).
    const parts = entry.stamped
      ? stampedParts(entry.bodies, entry.stamped, encoding)
      : [entry.bodies[encoding]]
    let length = 0
    for (const part of parts) length += part.length
    const headers = [...entry.headers, 'ETag', entry.etag, 'Content-Length', String(length)]
    // Says where the answer came from, as proxies' caches do.
    headers.push('X-Cache', 'hit')
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding)
    return headers
  }
  made = {
    identity: head('identity'),
    br: head('br'),
    gzip: head('gzip'),
    notModified: ['ETag', entry.etag, 'X-Cache', 'hit', ...notModifiedHeaders(entry)],
  }
  heads.set(entry, made)
  return made
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch && entry.status === 200 && matches(ifNoneMatch, entry.etag)) {
    res.writeHead(304, headsOf(entry).notModified)
    return void res.end()
  }
  const encoding = chooseEncoding(entry, req.headers['accept-encoding'])
  res.writeHead(entry.status, headsOf(entry)[encoding])
  if (req.method === 'HEAD') return void res.end()
  if (!entry.stamped) return void res.end(entry.bodies[encoding])
  // A stamped page in parts (the kept prefix, then its fresh tail), written as one: no copy.
  const parts = stampedParts(entry.bodies, entry.stamped, encoding)
  res.cork()
  for (let i = 0; i < parts.length - 1; i++) res.write(parts[i])
  res.end(parts.at(-1))
  res.uncork()
}

function notModifiedHeaders(entry: Entry) {
  const kept: string[] = []
  for (let i = 0; i < entry.headers.length; i += 2) {
    const name = entry.headers[i]!
    if (name === 'cache-control' || name === 'vary') kept.push(name, entry.headers[i + 1]!)
  }
  return kept
}

function responseFrom(request: Request, entry: Entry): Response {
  const headers = new Headers()
  for (let i = 0; i < entry.headers.length; i += 2) {
    headers.append(entry.headers[i]!, entry.headers[i + 1]!)
  }
  headers.set('ETag', entry.etag)
  headers.set('X-Cache', 'miss')
  if (entry.status === 200 && matches(request.headers.get('If-None-Match'), entry.etag)) {
    return new Response(null, { status: 304, headers })
  }
  const encoding = chooseEncoding(entry, request.headers.get('Accept-Encoding') ?? undefined)
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
  const body = bodyOf(entry, encoding)
  headers.set('Content-Length', String(body.length))
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: entry.status,
    headers,
  })
}
