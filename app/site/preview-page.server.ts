// The loader every preview page shares (docs/publishing.md): a draft or scheduled item as it will
// look, for whoever has its link. An expired or revoked link is a 404; an item public by now moves
// to its page. The answer is never kept by a cache nor indexed.
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { PREVIEW_HEADERS } from '#app/components/public/preview-note.tsx'
import { en } from '#app/i18n/dictionary-en.ts'
import { formatDateTime } from '#app/lib/dates.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { notFound } from '#app/lib/http.ts'

type Previewed<T> = { item: T; expiresAt: Date } | { movedTo: string } | undefined

/**
 * `read` finds the item by its link's token (the model's `preview`), `pathOf` is its public page's
 * address for a slug, and `shape` what its page component reads from the loader.
 */
export function previewLoader<T extends { status?: string | null }, D extends object>({
  read,
  pathOf,
  shape,
}: {
  read: (token: string) => Previewed<T>
  pathOf: (slug: string) => string
  shape: (item: T) => D | Promise<D>
}) {
  return async ({ params }: LoaderFunctionArgs) => {
    const found = params.token ? read(params.token) : undefined
    if (!found) notFound(en.preview.gone)
    if ('movedTo' in found) throw redirect(pathOf(found.movedTo), 302)
    const { item, expiresAt } = found
    return data(
      {
        ...(await shape(item)),
        status: item.status!,
        expires: formatDateTime(expiresAt, siteTimeZone()),
      },
      { headers: PREVIEW_HEADERS },
    )
  }
}
