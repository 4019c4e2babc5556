// The item a public detail page shows (a post, a detailed service or project), found at its address
// in the page's language, with its addresses in both languages (docs/decisions/025-languages.md,
// docs/decisions/032-translation-addresses.md). An id, an old slug or the other language's slug
// answers 301 to the item's address in this language; nothing public there is the page's 404.
import { redirect } from '@remix-run/node'
import { otherLanguage, type Language, type PageAddresses } from '#app/i18n/languages.ts'
import { notFound } from '#app/lib/http.ts'
import { KINDS, type SlugKind } from '#db/kinds.ts'
import { publicPath, type Found } from '#app/models/slug-kind.server.ts'
import type { Reader } from '#app/models/publication-status.server.ts'
import { languageSlugs } from '#app/models/translation-address.server.ts'
import { hiddenTranslations } from '#app/models/translation-publication.server.ts'
import { readTranslations } from '#app/models/translation.server.ts'
import { requestLanguage } from './request-language.server.ts'
import { recordOf } from '#app/lib/record.ts'

type Item = { _id: string; slug?: string }
type Finder<T> = (
  address: string,
  reader: Reader,
  at: { language: Language; defaultLanguage: Language },
) => Found<T>

export function itemPage<T extends Item>(
  request: Request,
  kind: SlugKind,
  address: string | undefined,
  find: Finder<T>,
  notFoundText: string,
): { item: T; addresses: PageAddresses } {
  const { language, defaultLanguage, localize } = requestLanguage(request)
  const found = address ? find(address, {}, { language, defaultLanguage }) : undefined
  if (!found) notFound(notFoundText)
  if ('movedTo' in found) {
    const to = localize(publicPath(kind, { _id: '', slug: found.movedTo }))
    throw redirect(to + new URL(request.url).search, found.temporary ? 302 : 301)
  }
  return { item: found.item, addresses: itemAddresses(kind, found.item, defaultLanguage) }
}

/**
 * `item` as stored (its default language's slug). A translation not public yet is none: the
 * item's address there is its default slug, and the switcher leads to that language's list.
 */
function itemAddresses(
  kind: SlugKind,
  item: Item,
  defaultLanguage: Language,
  now = new Date(),
): PageAddresses {
  const other = otherLanguage(defaultLanguage)
  const id = Number(item._id)
  const slug = languageSlugs(kind, other, [id], now).get(id) ?? item.slug
  const paths = recordOf([defaultLanguage, other], (language) =>
    language === defaultLanguage ? publicPath(kind, item) : publicPath(kind, { ...item, slug }),
  )
  const translated =
    readTranslations(kind, other, [id]).has(id) &&
    !hiddenTranslations(kind, other, [id], now).has(id)
  return {
    paths,
    switchTo: { ...paths, [other]: translated ? paths[other] : KINDS[kind].listedAt.path },
  }
}
