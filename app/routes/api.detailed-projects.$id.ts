import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  deleteDetailedProject,
  getDetailedProject,
  updateDetailedProject,
  DetailedProjectInputSchema,
} from '#app/models/detailed-project.server.ts'
import { parseId } from '#app/models/id.ts'

const NOT_FOUND = 'Project not found.'

export const loader = apiRoute({
  GET: ({ request, params }) => {
    const id = parseId(params.id)
    const project = id === null ? undefined : getDetailedProject(id, apiReader(request))
    return project
      ? apiJson(oneInLocale('detailed-project', project, askedLocale(request), apiReader(request)))
      : notFound(NOT_FOUND)
  },
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    if (id === null || !getDetailedProject(id, { all: true })) return notFound(NOT_FOUND)
    if (isTranslation(locale)) {
      writeTranslation('detailed-project', id, locale, await readJson(request), NOT_FOUND)
    } else {
      const body = await readJson(request, DetailedProjectInputSchema)
      if (!updateDetailedProject(id, body)) return notFound(NOT_FOUND)
    }
    const reader = apiReader(request)
    return apiJson(oneInLocale('detailed-project', getDetailedProject(id, reader)!, locale, reader))
  },
  DELETE: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getDetailedProject(id, { all: true })
    if (id === null || !before || !deleteDetailedProject(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Project deleted successfully.' })
  },
})

export const action = loader
