// What every preview page shares (docs/publishing.md): the one-line note above the item, the text
// of a link that no longer works, the headers that keep the page out of caches and indexes, and the
// route's meta, headers and error boundary (its loader: app/site/preview-page.server.ts).
import type { HeadersFunction, MetaFunction } from '@remix-run/node'
import { SITE_NAME } from './page-meta.ts'
import { PublicRouteError } from './route-error.tsx'

export const PREVIEW_GONE = 'This preview link has expired or was revoked.'
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}
export const PREVIEW_ROBOTS = { name: 'robots', content: 'noindex, nofollow' }

/** "Preview: <title> | <section> | site", and never indexed. */
export const previewMeta =
  <D,>(section: string, titleOf: (data: D) => string): MetaFunction =>
  ({ data }) => [
    {
      title: data
        ? `Preview: ${titleOf(data as D)} | ${section} | ${SITE_NAME}`
        : `Preview | ${SITE_NAME}`,
    },
    PREVIEW_ROBOTS,
  ]

export const previewHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders

export function PreviewRouteError() {
  return <PublicRouteError notFound={PREVIEW_GONE} />
}

export function PreviewNote({
  status,
  noun,
  expires,
}: {
  status: string
  noun: string
  expires: string
}) {
  return (
    <p
      role="note"
      className="mx-auto mt-6 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Preview of a {status === 'draft' ? 'draft' : `scheduled ${noun}`}: not public yet. This link
      works until {expires}.
    </p>
  )
}
