import {
  askedLocale,
  isTranslation,
  oneInLocale,
  writeTranslation,
} from '#app/api/api-locale.server.ts'
import { apiJson, apiRoute, notFound, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import { parseId } from '#app/models/id.ts'
import {
  deleteProject,
  getProject,
  updateProject,
  ProjectInputSchema,
} from '#app/models/project.server.ts'

const NOT_FOUND = 'Project not found.'

export const loader = apiRoute({
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const locale = askedLocale(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getProject(id, { all: true })
    if (id === null || !before) return notFound(NOT_FOUND)
    if (isTranslation(locale)) {
      writeTranslation('project', id, locale, await readJson(request), NOT_FOUND)
      return apiJson(
        oneInLocale('project', getProject(id, apiReader(request))!, locale, apiReader(request)),
      )
    }
    if (!updateProject(id, await readJson(request, ProjectInputSchema))) return notFound(NOT_FOUND)
    return apiJson(
      oneInLocale('project', getProject(id, apiReader(request))!, locale, apiReader(request)),
    )
  },
  DELETE: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getProject(id, { all: true })
    if (id === null || !before || !deleteProject(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Project deleted successfully.' })
  },
})

export const action = loader
