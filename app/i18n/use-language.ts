// The language of the page shown, for any component: read from the address and the default
// language the root loader sends (a client-side visit from /ar/about to /about changes it without
// the root's data reloading).
import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { useCallback } from 'react'
import { dictionaryFor } from './dictionary.ts'
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  localizePath,
  readPath,
  type Language,
  type ShownIn,
} from './languages.ts'

export function useDefaultLanguage(): Language {
  const root = useRouteLoaderData<{ defaultLanguage?: unknown }>('root')
  return isLanguage(root?.defaultLanguage) ? root.defaultLanguage : DEFAULT_LANGUAGE
}

export function useLanguage() {
  const defaultLanguage = useDefaultLanguage()
  const { pathname } = useLocation()
  const { language, path } = readPath(pathname, defaultLanguage)
  /** A site address in this page's language. */
  const localize = useCallback(
    (to: string) => localizePath(to, language, defaultLanguage),
    [language, defaultLanguage],
  )
  return {
    language,
    defaultLanguage,
    dir: directionOf(language),
    t: dictionaryFor(language),
    localize,
    /** This page's address without its language prefix. */
    path,
  }
}

/** The dictionary of the page shown. */
export const useT = () => useLanguage().t

/**
 * The attributes of a content text (a title, a description) on this page, given the language of
 * the value shown: none when it is the page's; else its `lang` and `dir`, so screen readers, fonts
 * and the direction of its lines follow. A value with no language said is the default language's
 * (the columns' value: the fallback where a translation is missing).
 */
export function useContentProps(valueLanguage?: Language) {
  return useContentMarks()(valueLanguage)
}

/**
 * The attributes of an item's texts, for a component that shows several: `mark(item, 'title')`
 * reads the language the loader says the value is shown in (`shownIn`, set by the models'
 * localize(): docs/decisions/027-content-translations.md); `mark()` is the default language's.
 */
export function useContentMarks() {
  const { language, defaultLanguage } = useLanguage()
  return useCallback(
    (itemOrLanguage?: ShownIn | Language | null, path?: string) => {
      const shown =
        typeof itemOrLanguage === 'string'
          ? itemOrLanguage
          : path
            ? itemOrLanguage?.shownIn?.[path]
            : undefined
      const of = shown ?? defaultLanguage
      return of === language ? {} : { lang: of, dir: directionOf(of) }
    },
    [language, defaultLanguage],
  )
}
