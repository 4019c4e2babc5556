import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { getSettings, saveSettings, type SettingsInput } from '#app/models/settings.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(getSettings()),
  POST: async ({ request }) => {
    requireApiUser(request)
    return apiJson(saveSettings((await readJson(request)) as SettingsInput))
  },
})

export const action = loader
