import { apiRoute } from '#app/api/api.server.ts'
import { uploadHandler } from '#app/api/api-uploads.server.ts'

export const loader = apiRoute({ POST: uploadHandler('project') })

export const action = loader
