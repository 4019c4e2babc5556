// The loader every preview page shares (docs/publishing.md): a draft or scheduled item as it will
// look, for whoever has its link. An expired or revoked link is a 404; an item public by now moves
// to its page. The answer is never kept by a cache nor indexed.
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { PREVIEW_HEADERS } from '#app/components/public/preview-note.tsx'
import { en } from '#app/i18n/dictionary-en.ts'
import { formatDateTime } from '#app/lib/dates.server.ts'
import { siteTimeZone } from '#app/models/settings.server.ts'
import { notFound } from '#app/lib/http.ts'
import { LOCALE_TAGS, type Language } from '#app/i18n/languages.ts'
import type { SlugKind } from '#db/kinds.ts'
import {
  translationSchedules,
  translationStatusAt,
} from '#app/models/translation-publication.server.ts'
import { requestLanguage } from './request-language.server.ts'

type Previewed<T> = { item: T; expiresAt: Date } | { movedTo: string } | undefined

/**
 * `read` finds the item by its link's token (the model's `preview`), `pathOf` is its public page's
 * address for a slug, and `shape` what its page component reads from the loader, its dates in the
 * language previewed (`language`, as its public page's are).
 */
export function previewLoader<T extends { _id: string; status?: string | null }, D extends object>({
  kind,
  read,
  pathOf,
  shape,
}: {
  kind: SlugKind
  read: (
    token: string,
    now: Date,
    at: { language: Language; defaultLanguage: Language },
  ) => Previewed<T>
  pathOf: (slug: string) => string
  shape: (item: T, language: Language) => D | Promise<D>
}) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    // A link under a language's prefix shows the item in that language, its translation too while
    // that is a draft or scheduled (docs/decisions/032-translation-addresses.md).
    const { language, defaultLanguage, localize, translateOne } = requestLanguage(request)
    const now = new Date()
    const found = params.token ? read(params.token, now, { language, defaultLanguage }) : undefined
    if (!found) notFound(en.preview.gone)
    if ('movedTo' in found) throw redirect(localize(pathOf(found.movedTo)), 302)
    const { expiresAt } = found
    const item = translateOne(kind, found.item, { all: true })
    const id = Number(item._id)
    // A published item's link in the other language shows its translation's own status.
    const status =
      item.status === 'published' && language !== defaultLanguage
        ? translationStatusAt(translationSchedules(kind, language, [id]).get(id), now)
        : item.status!
    return data(
      {
        ...(await shape(item, language)),
        status,
        expires: formatDateTime(expiresAt, siteTimeZone(), LOCALE_TAGS[language]),
      },
      { headers: PREVIEW_HEADERS },
    )
  }
}
