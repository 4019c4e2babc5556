import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { parseId } from '#app/models/id.ts'
import {
  deleteService,
  getService,
  updateService,
  type ServiceInput,
} from '#app/models/service.server.ts'

const NOT_FOUND = 'Service not found.'

export const loader = apiRoute({
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !getService(id)) return notFound(NOT_FOUND)
    const service = updateService(id, (await readJson(request)) as ServiceInput)
    return service ? apiJson(service) : notFound(NOT_FOUND)
  },
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteService(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Service deleted successfully.' })
  },
})

export const action = loader
