import {
  askedLocale,
  inLocale,
  oneInLocale,
  refuseTranslatedCreate,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createDetailedService,
  getDetailedService,
  listDetailedServices,
  type DetailedServiceInput,
} from '#app/models/detailed-service.server.ts'

export const loader = apiRoute({
  GET: ({ request }) =>
    apiJson(
      inLocale(
        'detailed-service',
        listDetailedServices(apiReader(request)),
        askedLocale(request),
        apiReader(request),
      ),
    ),
  POST: async ({ request }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    refuseTranslatedCreate(locale)
    const body = (await readJson(request)) as DetailedServiceInput
    const service = createDetailedService(body)
    const created = getDetailedService(Number(service._id), apiReader(request)) ?? service
    return apiJson(oneInLocale('detailed-service', created, locale, apiReader(request)), 201)
  },
})

export const action = loader
