// The admin's interface language (their own choice, docs/decisions/035-admin-language.md), for any
// admin component: the root loader sends it on /admin addresses. Both admin dictionaries are in the
// admin's scripts (a few KB gzipped), so a render never waits for one; no public page imports this.
import { useRouteLoaderData } from '@remix-run/react'
import { useCallback } from 'react'
import { adminAr } from './admin-dictionary-ar.ts'
import { adminEn, type AdminDictionary } from './admin-dictionary-en.ts'
import { translateMessage } from './admin-messages.ts'
import { directionOf, isLanguage, LOCALE_TAGS, type Language } from './languages.ts'
import { propertyOf } from '#app/lib/property.ts'

const ADMIN_DICTIONARIES: Record<Language, AdminDictionary> = { en: adminEn, ar: adminAr }

export const adminDictionaryFor = (language: Language) => ADMIN_DICTIONARIES[language]

/** The admin language the root loader sent, from a route's data or its `meta` matches. */
export function readAdminLanguage(rootData: unknown): Language {
  const language = propertyOf(rootData, 'adminLanguage')
  return isLanguage(language) ? language : 'en'
}

export function useAdminLanguage() {
  const language = readAdminLanguage(useRouteLoaderData('root'))
  const t = ADMIN_DICTIONARIES[language]
  /** A text written in English outside the dictionary (a server's message), in the admin's language. */
  const message = useCallback((text: string) => translateMessage(text, t), [t])
  return { language, dir: directionOf(language), t, locale: LOCALE_TAGS[language], message }
}

/** The admin dictionary of the admin's language. */
export const useAdminT = () => useAdminLanguage().t

type MetaArgs = { matches?: ReadonlyArray<{ id: string; data: unknown } | undefined> }

/** The admin dictionary in a route's `meta` (which runs outside React). */
export const metaAdminT = ({ matches }: MetaArgs) =>
  ADMIN_DICTIONARIES[readAdminLanguage(matches?.find((m) => m?.id === 'root')?.data)]

/**
 * A screen's document title in the admin's language: `adminTitle(args, (t) => t.dashboard.title)`,
 * or by a screen name of the English-keyed texts (`adminTitle(args, 'Manage Services')`).
 */
export function adminTitle(args: MetaArgs, pick: string | ((t: AdminDictionary) => string)) {
  const t = metaAdminT(args)
  return {
    title: t.shell.pageTitle(typeof pick === 'string' ? translateMessage(pick, t) : pick(t)),
  }
}
