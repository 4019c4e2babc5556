import { apiRoute } from '#app/api/api.server.ts'
import { uploadHandler } from '#app/api/api-uploads.server.ts'

export const loader = apiRoute({
  POST: uploadHandler(
    { field: 'media', kind: 'projects', accept: ['image', 'video', 'audio'], withType: true },
    {
      missing: 'Please select a file to upload.',
      type: 'Please select an image, video or audio file.',
      size: 'Images must not exceed 10 MB, video and audio 50 MB.',
    },
  ),
})

export const action = loader
