import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  deleteDetailedService,
  getDetailedService,
  updateDetailedService,
  DetailedServiceInputSchema,
} from '#app/models/detailed-service.server.ts'
import { parseId } from '#app/models/id.ts'

const NOT_FOUND = 'Service not found.'

export const loader = apiRoute({
  GET: ({ request, params }) => {
    const id = parseId(params.id)
    const service = id === null ? undefined : getDetailedService(id, apiReader(request))
    return service
      ? apiJson(oneInLocale('detailed-service', service, askedLocale(request), apiReader(request)))
      : notFound(NOT_FOUND)
  },
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    if (id === null || !getDetailedService(id, { all: true })) return notFound(NOT_FOUND)
    if (isTranslation(locale)) {
      writeTranslation('detailed-service', id, locale, await readJson(request), NOT_FOUND)
    } else {
      const body = await readJson(request, DetailedServiceInputSchema)
      if (!updateDetailedService(id, body)) return notFound(NOT_FOUND)
    }
    const reader = apiReader(request)
    return apiJson(oneInLocale('detailed-service', getDetailedService(id, reader)!, locale, reader))
  },
  DELETE: ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    if (id === null || !deleteDetailedService(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Service deleted successfully.' })
  },
})

export const action = loader
