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
 * The attributes of a content text (a title, a description) on this page. Content has one value
 * today, written for the default language: on the other language's pages it is marked as that
 * language, so screen readers, fonts and the direction of its lines follow (issue 34's fallback).
 * Once content has a value per language, the caller passes the language of the value it shows.
 */
export function useContentProps(valueLanguage?: Language) {
  const { language, defaultLanguage } = useLanguage()
  const of = valueLanguage ?? defaultLanguage
  return of === language ? {} : { lang: of, dir: directionOf(of) }
}
