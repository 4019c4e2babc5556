import { apiJson, apiRoute, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import {
  createDetailedProject,
  listDetailedProjects,
  type DetailedProjectInput,
} from '#app/models/detailed-project.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(listDetailedProjects()),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as DetailedProjectInput
    return apiJson(createDetailedProject(body), 201)
  },
})

export const action = loader
