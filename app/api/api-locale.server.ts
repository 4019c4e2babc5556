// The /api in both languages (docs/api.md "Languages"): a public read given
// `?locale=ar|en` answers each item's texts in that language, a missing one in the default
// language's (its fallback), and says so per item; a write given the other language's `?locale`
// stores the body's texts as the item's translation (docs/decisions/027-content-translations.md).
// Without `?locale` nothing here runs: every answer of before is the same, byte for byte.
import { isLanguage, type Language } from '#app/i18n/languages.ts'
import { kindSpec, type Kind } from '#db/kinds.ts'
import { saveTranslation } from '#app/models/translation-input.server.ts'
import { localize, textPaths, type TranslationReader } from '#app/models/translation.server.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'
import { propertyOf } from '#app/lib/property.ts'
import { apiError, notFound } from './api.server.ts'
import {
  translationPublications,
  writtenPublication,
  type TranslationPublication,
} from './api-translation-publication.server.ts'

/** What an item answered with `?locale` adds to its shape. */
export type Localized = {
  /** The language asked for. */
  locale: Language
  /** The language of the texts that have no translation (the site's default language). */
  fallbackLocale: Language
  /** The paths of the texts answered in `fallbackLocale` ('content', 'features.1.title'). */
  untranslated: string[]
  /** The translation's own status and time, when asked for (app/api/api-translation-publication). */
  translation?: TranslationPublication
}

/** Who reads (app/api/api-auth.server.ts apiReader): `translation` asks for each one's status. */
type LocaleReader = TranslationReader & { translation?: boolean }

const LOCALE_MESSAGE = 'The locale must be "en" or "ar".'

/** The `?locale` asked for; undefined when none is; throws the 400 answer for another value. */
export function askedLocale(request: Request): Language | undefined {
  const locale = new URL(request.url).searchParams.get('locale')
  if (locale === null) return undefined
  if (!isLanguage(locale)) throw apiError(400, LOCALE_MESSAGE, { locale: LOCALE_MESSAGE })
  return locale
}

/** The paths of an answer-shaped item's texts that are not empty, in the registry's order. */
function textsOf(kind: Kind, item: Record<string, unknown>): string[] {
  const { fields, lists } = kindSpec(kind).translated
  const found = fields
    .filter((field) => {
      const value = item[field.key]
      return typeof value === 'string' && value.trim()
    })
    .map((field) => field.key)
  for (const list of lists) {
    const rows = item[list.key]
    if (!Array.isArray(rows)) continue
    rows.forEach((row: unknown, index) => {
      for (const field of list.fields) {
        const value = typeof row === 'string' ? row : propertyOf(row, field.key)
        if (typeof value === 'string' && value.trim())
          found.push(`${list.key}.${index}.${field.key}`)
      }
    })
  }
  return found
}

/**
 * Items of a kind as the /api answers them in `locale` (see Localized); the items as they are when
 * no locale was asked for. A translation not public yet is answered to a token's holder (`all`)
 * only, as the items are (docs/api.md "Languages"); its status, to one who asks for it too.
 */
export function inLocale<T extends object>(
  kind: Kind,
  items: readonly T[],
  locale: Language | undefined,
  reader: LocaleReader = {},
): T[] {
  if (!locale) return [...items]
  const fallbackLocale = publicDefaultLanguage()
  const ids = items.map((item) => Number(propertyOf(item, '_id')))
  const states = translationPublications(kind, ids, locale, fallbackLocale, reader)
  return localize(kind, items, locale, fallbackLocale, reader).map((shown, index) => {
    const { shownIn = {}, ...item } = shown as typeof shown & Record<string, unknown> // localize answers a T; its marks are read by name
    const untranslated =
      locale === fallbackLocale ? [] : textsOf(kind, item).filter((path) => !shownIn[path])
    const marks: Localized = { locale, fallbackLocale, untranslated }
    if (states) marks.translation = states.get(ids[index]!)
    return { ...item, ...marks } as unknown as T // the caller's T with the marks added (docs/api.md)
  })
}

/**
 * An answer with no text to translate (the site settings: an address, a phone number, links) as a
 * read in `locale` answers it: the same, saying its language; as it is without a locale.
 */
export function plainInLocale<T extends object>(answer: T, locale: Language | undefined) {
  if (!locale) return answer
  const marks: Localized = { locale, fallbackLocale: publicDefaultLanguage(), untranslated: [] }
  return { ...answer, ...marks }
}

/** One item (see inLocale). */
export const oneInLocale = <T extends object>(
  kind: Kind,
  item: T,
  locale: Language | undefined,
  reader: LocaleReader = {},
) => inLocale(kind, [item], locale, reader)[0]!

/** Whether a write with this `?locale` is a translation (the language other than the default). */
export const isTranslation = (locale: Language | undefined): locale is Language =>
  locale !== undefined && locale !== publicDefaultLanguage()

/** The text at an item path ('features.1.title', 'tags.0.tag') of an answer-shaped body. */
function textAt(body: Record<string, unknown>, path: string): unknown {
  const [key, index, field] = path.split('.')
  const value = body[key!]
  if (index === undefined) return value
  const row: unknown = Array.isArray(value) ? value[Number(index)] : undefined
  return typeof row === 'string' ? row : propertyOf(row, field!)
}

/**
 * Stores a write's body (the item's shape, as a read answers it) as the item's texts in `locale`:
 * every text of the item is replaced, one left out, empty or the same as the default language's is
 * untranslated, and the item's other fields are not read, but for `translation`, the translation's
 * own status and time (app/api/api-translation-publication.server.ts). Throws the 400 (each refused
 * text by its path) or 404 answer.
 */
export function writeTranslation(
  kind: Kind,
  id: number,
  locale: Language,
  body: Record<string, unknown>,
  notFoundMessage: string,
): void {
  const paths = textPaths(kind, id)
  if (!paths) throw notFound(notFoundMessage)
  const texts: Record<string, unknown> = {}
  for (const { path, value } of paths) {
    const text = textAt(body, path)
    texts[path] = typeof text === 'string' && text.trim() !== value.trim() ? text : ''
  }
  const publication = writtenPublication(kind, body)
  const saved = saveTranslation(kind, id, locale, { ...texts, ...publication })
  if (saved.ok) return
  if (saved.reason === 'not-found') throw notFound(notFoundMessage)
  // The model names the schedule's fields as its screen does; the body has them in `translation`.
  const errors = Object.fromEntries(
    Object.entries(saved.errors).map(([path, message]) => [
      path in publication ? `translation.${path}` : path,
      message,
    ]),
  )
  throw apiError(400, Object.values(errors)[0] ?? 'Invalid input', errors)
}

/** A create in the other language: refused, an item is created in the default language first. */
export function refuseTranslatedCreate(locale: Language | undefined) {
  if (!isTranslation(locale)) return
  const message = `An item is created in the default language (${publicDefaultLanguage()}); its translation is then written with PUT and ?locale=${locale}.`
  throw apiError(400, message, { locale: message })
}
