// The media library's upload (/admin/media, docs/decisions/026-media-library.md): several files in
// one multipart post, each kept or refused on its own, into uploads/media.
import { MEDIA_TYPES } from '#db/schema.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { LIBRARY_FOLDER } from '#app/lib/upload-paths.server.ts'
import {
  NO_SPACE_MESSAGE,
  receiveUploads,
  type RefusedFile,
} from '#app/media/upload-store.server.ts'
import { MAX_LIBRARY_FILES, MEDIA_URL, UPLOAD_FIELD } from './media-fields.ts'

/** A file the library did not keep, by the name it was sent with. */
export type FailedUpload = { name: string; error: string }

const TYPE_TEXT = 'Only images, videos and audio files can be uploaded.'
const SIZE_TEXT = 'Images must not exceed 10 MB, video and audio 50 MB.'

function refusedText(file: RefusedFile): string {
  if (file.reason === 'unsupported-type') return TYPE_TEXT
  if (file.reason === 'too-many') return `At most ${MAX_LIBRARY_FILES} files at once.`
  if (file.reason === 'no-space') return NO_SPACE_MESSAGE
  return SIZE_TEXT
}

const uploadedText = (count: number) =>
  count === 1 ? '1 file uploaded.' : `${count} files uploaded.`

/**
 * Several files in one post, each kept or refused on its own. Without JavaScript the page comes
 * back saying which files were refused and why; with JavaScript each file is posted alone to
 * /admin/media/upload (its own progress bar and Retry) and answered in JSON (`json`).
 */
export async function uploadToLibrary(request: Request, { json = false } = {}) {
  const result = await receiveUploads(request, {
    field: UPLOAD_FIELD,
    folder: LIBRARY_FOLDER,
    accept: MEDIA_TYPES,
    maxFiles: MAX_LIBRARY_FILES,
    several: true,
    oneByOne: true,
  })
  const failed = result.ok
    ? result.refused.map((file) => ({ name: file.filename, error: refusedText(file) }))
    : []
  const error = !result.ok
    ? result.status === 507
      ? NO_SPACE_MESSAGE
      : result.status === 413
        ? `${SIZE_TEXT} At most ${MAX_LIBRARY_FILES} files at once: nothing was saved.`
        : 'File upload failed'
    : result.files.size + failed.length === 0
      ? 'Please select a file to upload.'
      : null
  const status = !result.ok ? result.status : (result.refused[0]?.status ?? 400)
  if (json) {
    const kept = result.ok ? [...result.files.values()] : []
    if (kept.length > 0) {
      return Response.json({ fileUrl: kept[0]!.url, type: kept[0]!.type, failed }, { status: 201 })
    }
    return Response.json({ message: failed[0]?.error ?? error ?? 'File upload failed' }, { status })
  }
  if (error) return formError(error, status, UPLOAD_FIELD)
  const count = result.ok ? result.files.size : 0
  if (failed.length === 0) return redirectWithMessage(MEDIA_URL, uploadedText(count))
  const notKept =
    failed.length === 1
      ? `${failed[0]!.name} was not uploaded.`
      : `${failed.length} files were not uploaded.`
  // Each file not kept is listed beside the form, with why.
  const text = count > 0 ? `${uploadedText(count)} ${notKept}` : notKept
  const reply = { status: 'error' as const, error: { [UPLOAD_FIELD]: [text] } }
  return formReply(reply, count > 0 ? 200 : status, failed)
}
