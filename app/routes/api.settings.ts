import { askedLocale, plainInLocale } from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { getSettings, saveSettings, SettingsInputSchema } from '#app/models/settings.server.ts'

// The settings hold no text in a language (an address, a phone number, links): with ?locale they
// are the same, saying the language asked for, as every read in a language does (docs/api.md).
export const loader = apiRoute({
  GET: ({ request }) => apiJson(plainInLocale(getSettings(), askedLocale(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    return apiJson(
      plainInLocale(saveSettings(await readJson(request, SettingsInputSchema)), locale),
    )
  },
})

export const action = loader
