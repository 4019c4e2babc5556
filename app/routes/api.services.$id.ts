import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { parseId } from '#app/models/id.ts'
import {
  deleteService,
  getService,
  updateService,
  ServiceInputSchema,
} from '#app/models/service.server.ts'

const NOT_FOUND = 'Service not found.'

export const loader = apiRoute({
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    if (id === null || !getService(id)) return notFound(NOT_FOUND)
    if (isTranslation(locale)) {
      writeTranslation('service', id, locale, await readJson(request), NOT_FOUND)
      return apiJson(oneInLocale('service', getService(id)!, locale))
    }
    const service = updateService(id, await readJson(request, ServiceInputSchema))
    return service ? apiJson(oneInLocale('service', service, locale)) : notFound(NOT_FOUND)
  },
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteService(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Service deleted successfully.' })
  },
})

export const action = loader
