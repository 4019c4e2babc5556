// Serves stored uploads: only files inside UPLOADS_DIR/<kind>/, typed by their (sniffed) extension,
// streamed from disk, cacheable for a year (names are random and never reused), with Range support.
// An image's resized copies are at <kind>/<name>/<width>.webp (app/lib/images.server.ts).
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { applySecurityHeaders } from '#app/lib/headers.server.ts'
import { resolveVariant, type ServedFile } from '#app/lib/images.server.ts'
import { MEDIA_BY_EXTENSION } from '#app/lib/media-types.ts'
import { parseRange } from '#app/lib/range.server.ts'
import { resolveUploadPath } from '#app/lib/upload-paths.server.ts'

function notFound() {
  const headers = applySecurityHeaders(new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }))
  return new Response('Not found', { status: 404, headers })
}

async function find(address: string): Promise<ServedFile | null> {
  const path = resolveUploadPath(address)
  if (!path) return resolveVariant(address)
  const mime = MEDIA_BY_EXTENSION[extname(path).slice(1).toLowerCase()]?.mime
  return { path, mime: mime ?? 'application/octet-stream', final: true }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = await find(params['*'] ?? '')
  const info = file ? await stat(file.path).catch(() => null) : null
  if (!file || !info?.isFile()) return notFound()

  const headers = applySecurityHeaders(new Headers())
  // An uploaded file is data, never a page of this site: opened directly, it runs no script and
  // submits no form (sandbox), and other sites cannot embed it (same-origin).
  headers.set('Content-Security-Policy', 'sandbox')
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  headers.set('Content-Type', file.mime)
  // The original standing in for a copy that could not be made is not kept for good: the copy may
  // come later (sharp installed, the queue shorter).
  headers.set(
    'Cache-Control',
    file.final ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  )
  headers.set('Accept-Ranges', 'bytes')
  headers.set('Last-Modified', info.mtime.toUTCString())

  const range = parseRange(request.headers.get('Range'), info.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`)
    headers.delete('Content-Type')
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 }
  headers.set('Content-Length', String(Math.max(0, end - start + 1)))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`)
  const body =
    request.method === 'HEAD' || info.size === 0
      ? null
      : createReadableStreamFromReadable(createReadStream(file.path, { start, end }))
  return new Response(body, { status: range ? 206 : 200, headers })
}
