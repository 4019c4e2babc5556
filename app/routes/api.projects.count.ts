import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { countProjects } from '#app/models/stats.server.ts'

export const { loader, action } = apiRoute({ GET: () => apiJson({ count: countProjects() }) })
