// The language a request's page is in (docs/decisions/025-languages.md), for loaders and actions:
// its address and the default language of the site settings.
import { dictionaryFor } from '#app/i18n/dictionary.ts'
import { localizePath, readPath, type Language } from '#app/i18n/languages.ts'
import { kindSpec, type Kind, type KINDS } from '#db/kinds.ts'
import {
  localize as localizeItems,
  type TranslationReader,
} from '#app/models/translation.server.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'

export function requestLanguage(request: Request) {
  const defaultLanguage = publicDefaultLanguage()
  const { language, path } = readPath(new URL(request.url).pathname, defaultLanguage)
  return {
    language,
    defaultLanguage,
    /** The address without its language prefix. */
    path,
    t: dictionaryFor(language),
    localize: (to: string) => localizePath(to, language, defaultLanguage),
    /** Items of a kind as this page shows them: its language's texts, else the default's. */
    translate: <T extends object>(kind: Kind, items: readonly T[]) =>
      localizeItems(kind, items, language, defaultLanguage),
    /** One item (a preview link's reader, `all`, sees its translation before it is public). */
    translateOne: <T extends object>(kind: Kind, item: T, reader?: TranslationReader) =>
      localizeItems(kind, [item], language, defaultLanguage, reader)[0]!,
    /** The texts of a kind's listing page its registry entry holds, in this page's language. */
    listingTexts: <K extends Kind>(kind: K) => listingTexts(kind, language),
  }
}

/** A kind's `listedAt.texts` (db/kinds.ts), by their keys. */
type ListingTexts<K extends Kind> = (typeof KINDS)[K]['listedAt'] extends { texts: infer T }
  ? { [Key in keyof T]: string }
  : Record<never, string>

function listingTexts<K extends Kind>(kind: K, language: Language): ListingTexts<K> {
  const { texts = {} } = kindSpec(kind).listedAt
  // Object.fromEntries forgets the keys the entry names; these are exactly those keys.
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text[language]]),
  ) as ListingTexts<K>
}
