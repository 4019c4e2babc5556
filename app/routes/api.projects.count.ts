import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { apiReader } from '#app/lib/api-auth.server.ts'
import { countProjects } from '#app/models/project.server.ts'

export const loader = apiRoute({
  GET: ({ request }) => apiJson({ count: countProjects(apiReader(request)) }),
})

export const action = loader
