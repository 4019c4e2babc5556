// The plain upload endpoints (projects, blogs, testimonials) differ only in their kind, whose
// registry entry says the field the door reads, where its files go and which media they may be;
// this turns one of them into a POST handler answering 201 `{fileUrl}`.
import { z } from 'zod'
import { KINDS, type UploadDoorKind } from '#db/kinds.ts'
import { MEDIA_TYPES, type MediaType } from '#db/schema.ts'
import { apiError, apiJson, type ApiArgs } from '#app/api/api.server.ts'
import { requireApiUser } from '#app/api/api-auth.server.ts'
import {
  NO_SPACE_MESSAGE,
  receiveUploads,
  type UploadRefusal,
} from '#app/media/upload-store.server.ts'

type Texts = { missing: string; type: string; size: string }

/** The answer of the image uploads (blog covers, client images). */
export const UploadedFileSchema = z.object({ fileUrl: z.string() })
/** The answer of the project upload, which takes any media and says which it was. */
export const UploadedMediaSchema = UploadedFileSchema.extend({ type: z.enum(MEDIA_TYPES) })

const FIELDS_TOO_LARGE = 'The form fields must not exceed 1 MB in total.'

/** The API's answer to a refused upload, in the endpoint's own texts. */
export function refusalResponse(result: UploadRefusal, texts: Texts) {
  if (result.reason === 'fields-too-large') return apiError(413, FIELDS_TOO_LARGE)
  if (result.reason === 'no-space') return apiError(507, NO_SPACE_MESSAGE)
  if (result.status === 413) return apiError(413, texts.size)
  if (result.status === 415) return apiError(415, texts.type)
  return apiError(400, texts.missing)
}

export function uploadHandler(kind: UploadDoorKind) {
  const { folder, accept } = KINDS[kind].files
  const { field } = KINDS[kind].api.upload
  const texts = uploadTexts(accept)
  return async ({ request }: ApiArgs) => {
    requireApiUser(request)
    const result = await receiveUploads(request, { field, folder, accept })
    if (!result.ok) return refusalResponse(result, texts)
    if (!result.file) return apiError(400, texts.missing)
    const { url: fileUrl, type } = result.file
    // A door that takes more than one medium says which it was (docs/api.md).
    return apiJson(accept.length > 1 ? { fileUrl, type } : { fileUrl }, 201)
  }
}

const IMAGE_TEXTS: Texts = {
  missing: 'Please select an image to upload.',
  type: 'Please select an image file (JPEG, PNG, WebP, GIF or AVIF).',
  size: 'Image size must not exceed 10 MB.',
}

const MEDIA_TEXTS: Texts = {
  missing: 'Please select a file to upload.',
  type: 'Please select an image, video or audio file.',
  size: 'Images must not exceed 10 MB, video and audio 50 MB.',
}

/** The refusals' texts of an upload that takes these media: images only, or any. */
export const uploadTexts = (accept: readonly MediaType[]): Texts =>
  accept.every((type) => type === 'image') ? IMAGE_TEXTS : MEDIA_TEXTS
