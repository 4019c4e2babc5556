// The three plain upload endpoints (projects, blogs, testimonials) differ only in field, kind and
// accepted types; this turns one of them into a POST handler answering 201 `{fileUrl}`.
import { type MediaType } from '#db/schema.ts'
import { apiError, apiJson, type ApiArgs } from './api.server.ts'
import { requireApiUser } from './api-auth.server.ts'
import { receiveUpload, type UploadKind } from './uploads.server.ts'

type Texts = { missing: string; type: string; size: string }

export function uploadHandler(
  options: { field: string; kind: UploadKind; accept: readonly MediaType[]; withType?: boolean },
  texts: Texts,
) {
  return async ({ request }: ApiArgs) => {
    requireApiUser(request)
    const result = await receiveUpload(request, options)
    if (!result.ok) {
      if (result.status === 413) return apiError(413, texts.size)
      if (result.status === 415) return apiError(415, texts.type)
      return apiError(400, texts.missing)
    }
    if (!result.file) return apiError(400, texts.missing)
    const { url, type } = result.file
    return apiJson(options.withType ? { fileUrl: url, type } : { fileUrl: url }, 201)
  }
}

export const IMAGE_TEXTS: Texts = {
  missing: 'Please select an image to upload.',
  type: 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF).',
  size: 'Image size must not exceed 10 MB.',
}
