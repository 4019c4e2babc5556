import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createDetailedProject,
  getDetailedProject,
  listDetailedProjects,
  type DetailedProjectInput,
} from '#app/models/detailed-project.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(listDetailedProjects(apiReader(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as DetailedProjectInput
    const project = createDetailedProject(body)
    return apiJson(getDetailedProject(Number(project._id), apiReader(request)) ?? project, 201)
  },
})

export const action = loader
