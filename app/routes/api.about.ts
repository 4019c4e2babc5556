import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiError, apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { getAbout, saveAbout } from '#app/models/about.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(oneInLocale('about', getAbout(), askedLocale(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const body = await readJson(request)
    const { sections } = body
    // A body without the list must not read as "remove every section".
    if (!Array.isArray(sections)) {
      const message = 'Sections must be a list'
      return apiError(400, message, { sections: message })
    }
    const message = 'Content saved successfully!'
    if (isTranslation(locale)) writeTranslation('about', 1, locale, body, 'Not found.')
    else {
      // The blocks (docs/decisions/053-about-blocks.md) are optional: a body without one keeps it.
      const { team, figures, clients } = body
      const about = saveAbout(sections, { team, figures, clients })
      if (!locale) return apiJson({ message, ...about })
    }
    // In a language: the sections as a read in it answers them.
    return apiJson({ message, ...oneInLocale('about', getAbout(), locale) })
  },
})

export const action = loader
