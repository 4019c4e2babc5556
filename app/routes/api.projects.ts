import { apiJson, apiRoute, readJson } from '#app/api/api.server.ts'
import { apiReader, requireApiUser } from '#app/api/api-auth.server.ts'
import {
  createProject,
  getProject,
  listProjects,
  type ProjectInput,
} from '#app/models/project.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson(listProjects(apiReader(request))),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as ProjectInput
    const project = createProject(body)
    return apiJson(getProject(Number(project._id), apiReader(request)) ?? project, 201)
  },
})

export const action = loader
