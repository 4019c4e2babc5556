import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { createService, listServices, type ServiceInput } from '#app/models/service.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(listServices()),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as ServiceInput
    return apiJson(createService(body), 201)
  },
})

export const action = loader
