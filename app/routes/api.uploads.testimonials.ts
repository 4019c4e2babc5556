import { apiRoute } from '#app/lib/api.server.ts'
import { IMAGE_TEXTS, uploadHandler } from '#app/lib/api-uploads.server.ts'

export const loader = apiRoute({
  POST: uploadHandler(
    { field: 'clientImage', kind: 'testimonials', accept: ['image'] },
    IMAGE_TEXTS,
  ),
})

export const action = loader
