import { apiJson, apiRoute } from '#app/lib/api.server.ts'
import { openApiDocument } from '#app/lib/openapi.server.ts'

export const loader = apiRoute({ GET: () => apiJson(openApiDocument()) })

export const action = loader
