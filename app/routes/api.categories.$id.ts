import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiError, apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { deleteCategory, getCategory } from '#app/models/category.server.ts'
import { parseId } from '#app/models/id.ts'
import { publicDefaultLanguage } from '#app/site/public-settings.server.ts'
import { otherLanguage } from '#app/i18n/languages.ts'

const NOT_FOUND = 'Category not found.'

export const loader = apiRoute({
  // Its name in the other language (docs/api.md "Languages"); the default language's name is what
  // its projects name it by, so it is not replaced.
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    if (id === null || !getCategory(id)) return notFound(NOT_FOUND)
    if (!isTranslation(locale)) {
      const message = `A category's name is not replaced (its projects name it by it); its name in the other language is written with ?locale=${otherLanguage(publicDefaultLanguage())}.`
      return apiError(400, message, { locale: message })
    }
    writeTranslation('category', id, locale, await readJson(request), NOT_FOUND)
    return apiJson(oneInLocale('category', getCategory(id)!, locale))
  },
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteCategory(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Category deleted successfully.' })
  },
})

export const action = loader
