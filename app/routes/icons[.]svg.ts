// /icons.svg: the icon sprite pages reference (app/lib/icons.ts). Browsers keep it an hour, then
// ask again with its ETag (a 304 unless a deploy changed the icons).
import { createHash } from 'node:crypto'
import { applySecurityHeaders } from '#app/lib/headers.server.ts'
import { iconSprite } from '#app/lib/icon-sprite.server.ts'
import type { LoaderFunctionArgs } from '@remix-run/node'

let etag: string | undefined

export function loader({ request }: LoaderFunctionArgs) {
  const sprite = iconSprite()
  etag ??= `"${createHash('sha256').update(sprite).digest('base64url').slice(0, 16)}"`
  const headers = applySecurityHeaders(new Headers({ 'Content-Type': 'image/svg+xml', ETag: etag }))
  headers.set('Cache-Control', 'public, max-age=3600')
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(sprite, { headers })
}
