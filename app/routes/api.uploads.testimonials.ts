import { apiRoute } from '#app/api/api.server.ts'
import { uploadHandler } from '#app/api/api-uploads.server.ts'

export const loader = apiRoute({
  POST: uploadHandler('testimonial'),
})

export const action = loader
