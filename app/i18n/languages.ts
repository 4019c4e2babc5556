// The site's two languages and how an address names one (docs/decisions/025-languages.md). The
// default language (a site setting) lives at the addresses without a prefix; the other one under
// its code: /ar/about when English is the default, /en/about when Arabic is. Pure functions, used
// by the server, the browser, the page cache and the sitemap alike.

export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar'

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'ar' : 'en')

export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr')

/**
 * The tags every number and date is formatted with, the same on the server and in the browser:
 * Arabic with Latin digits and the Gregorian calendar pinned, so no ICU version's default decides
 * (docs/decisions/025-languages.md).
 */
export const LOCALE_TAGS: Record<Language, string> = {
  en: 'en-US',
  ar: 'ar-u-ca-gregory-nu-latn',
}

/** Open Graph's locale names. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_AR' }

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' }

/**
 * An item as a page in the other language shows it: the paths of the texts shown in that language
 * (translated); a text not named is shown in the default language, its fallback
 * (docs/decisions/027-content-translations.md).
 */
export type ShownIn = { shownIn?: Partial<Record<string, Language>> }

/**
 * An item page's addresses (without their language prefix): the item's in each language (its slug
 * there: the canonical and hreflang alternates), and where the language switcher leads in each (the
 * item when it has a translation there, else that language's list: never a 404). Sent by the
 * page's loader as `addresses` (docs/decisions/032-translation-addresses.md).
 */
export type PageAddresses = {
  paths: Record<Language, string>
  switchTo: Record<Language, string>
}

/** Each language's name in English, for the admin's content screens (their language tabs). */
export const LANGUAGE_NAMES_EN: Record<Language, string> = { en: 'English', ar: 'Arabic' }

const PREFIXED = /^\/(en|ar)(?=\/|$)/

/**
 * Addresses whose public texts are English whatever the address says: the admin draws its own
 * texts in its admin's language (docs/decisions/035-admin-language.md), and the /api has none.
 */
const ENGLISH_ONLY = /^\/(?:admin|api)(?:\/|$)/

export type PathLanguage = {
  language: Language
  /** The address without its language prefix ('/about' for '/ar/about', '/' for '/ar'). */
  path: string
  /** The address named the default language's prefix (/en/about when English is the default). */
  redundant: boolean
}

/** Which language an address is in, given the default language. */
export function readPath(pathname: string, defaultLanguage: Language): PathLanguage {
  if (ENGLISH_ONLY.test(pathname)) return { language: 'en', path: pathname, redundant: false }
  const prefix = PREFIXED.exec(pathname)?.[1]
  if (!isLanguage(prefix)) return { language: defaultLanguage, path: pathname, redundant: false }
  const path = pathname.slice(prefix.length + 1) || '/'
  return { language: prefix, path, redundant: prefix === defaultLanguage }
}

/**
 * A site address (`/blog/x`, `/?index#contact`, `/#contact`) in `language`: unchanged for the
 * default language, under its prefix for the other ('/' becomes '/ar').
 */
export function localizePath(path: string, language: Language, defaultLanguage: Language) {
  if (language === defaultLanguage || !path.startsWith('/') || path.startsWith('//')) return path
  return path === '/' || /^\/[?#]/.test(path)
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`
}
