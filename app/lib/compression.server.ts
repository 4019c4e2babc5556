// Compresses the answers Remix renders per request (admin pages, a visitor's page with a session,
// /api JSON) on their way out, so a bare VPS without a proxy in front still sends small answers.
// The page cache's answers arrive already compressed and pass untouched; so do files and ranges.
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import Negotiator from 'negotiator'
import { oneChunkResponse } from '#app/lib/whole-page.server.ts'

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]{1,60}\+(?:json|xml))|image\/svg\+xml)/
const MIN_BYTES = 1024
const ENCODINGS = ['br', 'gzip', 'identity']

// The few Accept-Encoding values browsers send, each negotiated once: a kept page's answer costs a
// few microseconds, and negotiating took one of them (docs/scale.md, "The hit path").
const chosen = new Map<string, 'br' | 'gzip' | 'identity'>()
const CHOSEN_MAX = 256

/** The best encoding the client accepts: brotli, then gzip, else none (ties go to the smaller). */
export function preferredEncoding(accept: string | null | undefined): 'br' | 'gzip' | 'identity' {
  const known = chosen.get(accept ?? '')
  if (known) return known
  const choice = negotiate(accept)
  if (chosen.size >= CHOSEN_MAX) chosen.clear()
  chosen.set(accept ?? '', choice)
  return choice
}

function negotiate(accept: string | null | undefined): 'br' | 'gzip' | 'identity' {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': accept ?? undefined } })
  // negotiator 1.x takes the tie-break order; its published types still describe 0.6.
  const encodings = negotiator.encodings.bind(negotiator) as (
    available: string[],
    options: { preferred: string[] },
  ) => string[]
  const [choice = 'identity'] = encodings(ENCODINGS, { preferred: ENCODINGS })
  // It answers one of the encodings it was offered, which its types do not say.
  return choice as 'br' | 'gzip' | 'identity'
}

// Answers whose bytes are all at hand when they are made (a page the cache may keep, rendered whole:
// page-entry.server.ts): compressed in one call in zlib's threads, they skip the stream between
// Node's and the web's streams and its flushes, a tenth of an uncached page's cost
// (docs/scale.md, "A page not kept").
const wholeBodies = new WeakMap<Response, Uint8Array>()
const brotliWhole = promisify(brotliCompress)
const gzipWhole = promisify(gzip)

/**
 * A response of these bytes, which compressAnswer compresses whole when it compresses it. Its body
 * hands them on as they are when read: given to Response itself, a page's 100 KB were copied twice.
 */
export function wholeResponse(bytes: Uint8Array | null, init: ResponseInit): Response {
  if (!bytes) return new Response(null, init)
  const response = oneChunkResponse(() => bytes, init)
  wholeBodies.set(response, bytes)
  return response
}

export function compressAnswer(request: Request, response: Response): Response {
  const length = response.headers.get('Content-Length')
  const type = response.headers.get('Content-Type') ?? ''
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 206 ||
    response.headers.has('Content-Encoding') ||
    response.headers.has('Content-Range') ||
    /no-transform/.test(response.headers.get('Cache-Control') ?? '') ||
    !COMPRESSIBLE.test(type) ||
    (length !== null && Number(length) < MIN_BYTES)
  ) {
    return response
  }
  const encoding = preferredEncoding(request.headers.get('Accept-Encoding'))
  const headers = new Headers(response.headers)
  // Named once: a kept page's answer already varies by it (page-entry.server.ts).
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Accept-Encoding')
  else if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`)
  if (encoding === 'identity') {
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }

  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')
  const whole = wholeBodies.get(response)
  if (whole) {
    // The same settings as the stream below: the same bytes once decoded.
    const compressed =
      encoding === 'br'
        ? brotliWhole(whole, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipWhole(whole)
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          controller.enqueue(await compressed)
          controller.close()
        } catch (error) {
          controller.error(error)
        }
      },
    })
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }

  // Flushed when the page stops writing for a moment (a burst of React's 2 KB chunks is one flush,
  // not one each: a third of the CPU), so a streamed page still arrives as it renders. Brotli at
  // quality 4 is about as fast as gzip and smaller; the cache's copies use the slow, high settings.
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip()
  // The DOM's ReadableStream and node:stream/web's are one class with two declarations.
  const body = Readable.fromWeb(response.body as WebReadableStream)
  let flush: NodeJS.Immediate | null = null
  body.on('data', () => {
    flush ??= setImmediate(() => {
      flush = null
      if (!zlib.destroyed && !zlib.writableEnded) {
        zlib.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH)
      }
    })
  })
  body.on('end', () => {
    if (flush) clearImmediate(flush)
  })
  body.on('error', (error) => zlib.destroy(error))
  // node:stream/web's ReadableStream, declared apart from the DOM's that Response takes.
  const compressed = Readable.toWeb(body.pipe(zlib)) as ReadableStream<Uint8Array>
  return new Response(compressed, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
