import { apiRoute } from '#app/api/api.server.ts'
import { IMAGE_TEXTS, uploadHandler } from '#app/api/api-uploads.server.ts'

export const loader = apiRoute({
  POST: uploadHandler(
    { field: 'clientImage', kind: 'testimonials', accept: ['image'] },
    IMAGE_TEXTS,
  ),
})

export const action = loader
