// The categories' names in the other language on Manage Categories (docs/decisions/
// 037-category-names.md): each row says its name there, or that it has none, and leads to the
// translation screen where it is typed (a plain form: without JavaScript too).
import { otherLanguage, type Language } from '#app/i18n/languages.ts'
import type { Category } from '#app/models/category.server.ts'
import { getDefaultLanguage } from '#app/models/settings.server.ts'
import { readTranslations } from '#app/models/translation.server.ts'
import { translationUrl } from './translation-screen.server.ts'

export type OtherName = {
  language: Language
  /** Null: none yet (the default language's name shows on that language's pages). */
  name: string | null
  url: string
}

export function withOtherNames(categories: readonly Category[]) {
  const language = otherLanguage(getDefaultLanguage())
  const names = readTranslations('category', language)
  return categories.map((category) => {
    const id = Number(category._id)
    const other: OtherName = {
      language,
      name: names.get(id)?.get('name') ?? null,
      url: translationUrl('category', id, language),
    }
    return { ...category, other }
  })
}
