import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { apiReader } from '#app/api/api-auth.server.ts'
import { countProjects } from '#app/models/project.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson({ count: countProjects(apiReader(request)) }),
})

export const action = loader
