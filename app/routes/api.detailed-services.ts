import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createDetailedService,
  getDetailedService,
  listDetailedServices,
  type DetailedServiceInput,
} from '#app/models/detailed-service.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(listDetailedServices(apiReader(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as DetailedServiceInput
    const service = createDetailedService(body)
    return apiJson(getDetailedService(Number(service._id), apiReader(request)) ?? service, 201)
  },
})

export const action = loader
