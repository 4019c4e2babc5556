// A kept answer of the page cache (docs/scale.md, docs/decisions/011-page-cache.md): how one is made
// from the Response Remix rendered (its scripts frozen, its bodies compressed, its form stamp split
// off) and how it is sent, to Node's response at the HTTP server or as a Response to Remix. Which
// answers are kept, and for how long, is page-cache.server.ts's to decide.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LRUCache } from 'lru-cache'
import { preferredEncoding, wholeResponse } from '#app/lib/compression.server.ts'
import { compressBestLater, compressBodies, type Bodies } from '#app/lib/page-bodies.server.ts'
import { encodedWithout, frozenPolicy } from '#app/lib/inline-scripts.server.ts'
import {
  splitAtStamp,
  stampedBody,
  stampedParts,
  type StampedTail,
} from '#app/lib/stamped-body.server.ts'
import type { CacheTarget } from '#app/lib/page-cache-key.ts'

// A shared cache (a CDN, Caddy) may keep a page 30 s and serve it 30 s more while it refreshes:
// an edit shows everywhere within a minute.
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'
// Answers that never change what they are and must not be kept: these are set per answer.
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date'])

export type Entry = {
  /** 200, or 404 for the one not-found answer of a kind. */
  status: number
  /** Header names and values, flat, as writeHead takes them. */
  headers: string[]
  /** A page with a form stamp: `bodies` hold the part before it, and this the rest. */
  bodies: Bodies
  stamped?: StampedTail
  etag: string
}

/** What an entry weighs in the cache's bound: its bodies, and a kilobyte for the rest. */
export function entrySize(entry: Entry) {
  const bodies = entry.bodies
  const tail = entry.stamped?.tail.length ?? 0
  return (
    bodies.identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0) + tail + 1024
  )
}

export function storable(response: Response, status: number) {
  const type = response.headers.get('Content-Type') ?? ''
  const control = response.headers.get('Cache-Control') ?? ''
  return (
    response.status === status &&
    response.body !== null &&
    /^(?:text\/html|application\/json|text\/x-script)/.test(type) &&
    !/no-store|private/.test(control)
  )
}

export async function entryFrom(
  text: string,
  answered: Response,
  target: CacheTarget,
  precompress: boolean,
): Promise<Entry | null> {
  const headers = new Headers(answered.headers)
  // A page's nonce attributes are taken out of its bytes as they are made (encodedWithout).
  let cut: string | undefined
  if ((headers.get('Content-Type') ?? '').startsWith('text/html')) {
    const frozen = frozenPolicy(text, headers.get('Content-Security-Policy'))
    if (!frozen) return null
    cut = frozen.cut
    headers.set('Content-Security-Policy', frozen.policy)
  }
  headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  headers.set('Vary', target.isApi ? 'Accept-Encoding, Origin' : 'Accept-Encoding, Cookie')
  // The form stamp changes with every answer: a page that has one is kept in two parts.
  const split = splitAtStamp(text, cut)
  const identity = split?.prefix ?? encodedWithout(text, cut)
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
export function keepSmallest(cache: LRUCache<string, Entry>, key: string, entry: Entry) {
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

export function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
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

export function responseFrom(request: Request, entry: Entry): Response {
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
  return wholeResponse(request.method === 'HEAD' ? null : body, {
    status: entry.status,
    headers,
  })
}
