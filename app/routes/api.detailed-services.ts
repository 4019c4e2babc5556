import { apiJson, apiRoute, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import {
  createDetailedService,
  listDetailedServices,
  type DetailedServiceInput,
} from '#app/models/detailed-service.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(listDetailedServices()),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as DetailedServiceInput
    return apiJson(createDetailedService(body), 201)
  },
})

export const action = loader
