// What every preview page shares (docs/publishing.md): the one-line note above the item, the text
// of a link that no longer works, the headers that keep the page out of caches and indexes, and the
// route's meta, headers and error boundary (its loader: app/site/preview-page.server.ts).
import type { HeadersFunction, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { Dictionary } from '#app/i18n/dictionary.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'
import { useT } from '#app/i18n/use-language.ts'
import type { PublicHandle } from './route-error.tsx'

export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}
export const PREVIEW_ROBOTS = { name: 'robots', content: 'noindex, nofollow' }

/** "Preview: <title> | <section> | site", and never indexed. */
export const previewMeta =
  <D,>(section: (t: Dictionary) => string, titleOf: (data: D) => string): MetaFunction =>
  (args) => {
    const { t } = metaLanguage(args)
    const site = t.site.name
    return [
      {
        title: args.data
          ? `${t.preview.title}: ${titleOf(args.data as D)} | ${section(t)} | ${site}` // Remix types meta's data loosely
          : `${t.preview.title} | ${site}`,
      },
      PREVIEW_ROBOTS,
    ]
  }

export const previewHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders

/** A link that no longer works says so (the boundary: PublicErrorBoundary). */
export const PREVIEW_HANDLE: PublicHandle = { notFound: (t) => t.preview.gone }

/** The note above the item (its status, what it is, when the link stops working), then the item. */
export function PreviewPage({ noun, children }: { noun: string; children: ReactNode }) {
  const { status, expires } = useLoaderData<{ status: string; expires: string }>()
  const t = useT()
  return (
    <>
      <p
        role="note"
        className="mx-auto mt-6 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        {t.preview.note(status, noun, expires)}
      </p>
      {children}
    </>
  )
}
