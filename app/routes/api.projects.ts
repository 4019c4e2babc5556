import { apiJson, apiRoute, readJson } from '#app/lib/api.server.ts'
import { requireApiUser } from '#app/lib/api-auth.server.ts'
import { createProject, listProjects, type ProjectInput } from '#app/models/project.server.ts'

export const loader = apiRoute({
  GET: () => apiJson(listProjects()),
  POST: async ({ request }) => {
    requireApiUser(request)
    const body = (await readJson(request)) as ProjectInput
    return apiJson(createProject(body), 201)
  },
})

export const action = loader
