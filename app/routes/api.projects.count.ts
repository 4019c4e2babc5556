import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { countProjects } from '#app/models/stats.server.ts'

export const loader = apiRoute({ GET: () => apiJson({ count: countProjects() }) })

export const action = loader
