import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { createService, listServices, ServiceInputSchema } from '#app/models/service.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(inLocale('service', listServices(), askedLocale(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    refuseTranslatedCreate(locale)
    const body = await readJson(request, ServiceInputSchema)
    return apiJson(oneInLocale('service', createService(body), locale), 201)
  },
})

export const action = loader
