import { apiJson, apiRoute } from '#app/api/api.server.ts'
import { openApiDocument } from '#app/api/openapi.server.ts'

export const loader = apiRoute({ GET: () => apiJson(openApiDocument()) })

export const action = loader
