// The interface texts by language (docs/decisions/025-languages.md).
import type { Language } from './languages.ts'
import { ar } from './dictionary-ar.ts'
import { en, type Dictionary } from './dictionary-en.ts'

export type { Dictionary }

export const DICTIONARIES: Record<Language, Dictionary> = { en, ar }

export const dictionaryFor = (language: Language): Dictionary => DICTIONARIES[language]
