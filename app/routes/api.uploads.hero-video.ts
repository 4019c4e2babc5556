import { KINDS } from '#db/kinds.ts'
import { apiError, apiJson, apiRoute } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import { refusalResponse } from '#app/api/api-uploads.server.ts'
import { receiveUploads } from '#app/media/upload-store.server.ts'
import { setHeroVideo } from '#app/models/hero-video.server.ts'

// The texts the admin screen shows (docs/product.md §5).
const MESSAGES = {
  missing: 'Please select a video to upload.',
  type: 'Please select a video file.',
  size: 'Video size must not exceed 50 MB.',
}

export const loader = apiRoute({
  POST: async ({ request }) => {
    requireApiUser(request)
    const result = await receiveUploads(request, {
      field: 'video',
      folder: KINDS['hero-video'].files.folder,
      accept: ['video'],
    })
    if (!result.ok) return refusalResponse(result, MESSAGES)
    if (!result.file) return apiError(400, MESSAGES.missing)
    const { url } = setHeroVideo(result.file.url)
    return apiJson({ message: 'Video uploaded successfully!', url })
  },
})

export const action = loader
