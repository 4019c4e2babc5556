// The interface texts by language (docs/decisions/025-languages.md). The server holds both
// dictionaries (entry.server.tsx gives them at start); a browser gets only its page's, as a script
// of its own loaded before the page hydrates (entry.client.tsx): the other language's texts are
// about 2.5 KB gzipped no page of this language needs (README, "Speed").
import type { Language } from './languages.ts'
import type { Dictionary } from './dictionary-en.ts'

export type { Dictionary }

const known: Partial<Record<Language, Dictionary>> = {}
const loading: Partial<Record<Language, Promise<void>>> = {}

const LOADERS: Record<Language, () => Promise<Dictionary>> = {
  en: () => import('./dictionary-en.ts').then((m) => m.en),
  ar: () => import('./dictionary-ar.ts').then((m) => m.ar),
}

/** Dictionaries already in hand (the server's, given once at start). */
export function provideDictionaries(dictionaries: Partial<Record<Language, Dictionary>>) {
  Object.assign(known, dictionaries)
}

/** Loads a language's dictionary once (the browser's, before it hydrates the page). */
export function loadDictionary(language: Language): Promise<void> {
  if (known[language]) return Promise.resolve()
  return (loading[language] ??= LOADERS[language]().then((dictionary) => {
    known[language] = dictionary
  }))
}

export function dictionaryFor(language: Language): Dictionary {
  const dictionary = known[language]
  if (dictionary) return dictionary
  // Only a browser that moved to the other language without loading a document gets here (the
  // language switcher loads one; a link from the admin to an Arabic site may not): the render
  // waits for the dictionary as React waits for any suspended render in a navigation.
  throw loadDictionary(language)
}
