import { apiJson, apiRoute, notFound, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import {
  deleteDetailedProject,
  getDetailedProject,
  updateDetailedProject,
  type DetailedProjectInput,
} from '#app/models/detailed-project.server.ts'
import { parseId } from '#app/models/id.ts'

const NOT_FOUND = 'Project not found.'

export const loader = apiRoute({
  GET: ({ params }) => {
    const id = parseId(params.id)
    const project = id === null ? undefined : getDetailedProject(id)
    return project ? apiJson(project) : notFound(NOT_FOUND)
  },
  PUT: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getDetailedProject(id)
    if (id === null || !before) return notFound(NOT_FOUND)
    const body = (await readJson(request)) as DetailedProjectInput
    const project = updateDetailedProject(id, body)
    if (!project) return notFound(NOT_FOUND)
    return apiJson(project)
  },
  DELETE: async ({ request, params }) => {
    requireApiUser(request)
    const id = parseId(params.id)
    const before = id === null ? undefined : getDetailedProject(id)
    if (id === null || !before || !deleteDetailedProject(id)) return notFound(NOT_FOUND)
    return apiJson({ message: 'Project deleted successfully.' })
  },
})

export const action = loader
