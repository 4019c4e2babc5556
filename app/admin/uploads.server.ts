// Files the admin screens store: each kind's folder and accepted media are its registry entry's
// `files` (db/kinds.ts); here, the texts a refusal shows. Shared by the screens' own multipart
// actions (no JavaScript) and by /admin/uploads/<folder>, which JavaScript calls first so it can
// show upload progress.
import { type UploadingKind } from '#db/kind-menu.ts'
import { KINDS, UPLOADING_KINDS } from '#db/kinds.ts'
import { uploadTexts } from '#app/api/api-uploads.server.ts'
import {
  NO_SPACE_MESSAGE,
  receiveUploads,
  type UploadRefusal,
} from '#app/media/upload-store.server.ts'

/**
 * A kind whose files the upload door `/admin/uploads/<folder>` stores: the door is named for the
 * folder its files go to (`/admin/uploads/blogs`), as their addresses are; kinds that share a
 * folder take the same files.
 */
export function uploadDoorKind(folder: string | undefined): UploadingKind | undefined {
  return UPLOADING_KINDS.find((kind) => KINDS[kind].files.folder === folder)
}

/** What the admin is told of an upload: the refusals' texts, and its failure without a message. */
export function adminUploadTexts(kind: UploadingKind) {
  const { accept } = KINDS[kind].files
  const failed = accept.every((type) => type === 'image')
    ? 'Image upload failed'
    : 'File upload failed'
  return { ...uploadTexts(accept), failed }
}

/** The text for a refused upload (413, 415, or a malformed body). */
export function refusalText(kind: UploadingKind, result: UploadRefusal) {
  const texts = adminUploadTexts(kind)
  if (result.status === 507) return NO_SPACE_MESSAGE
  if (result.status === 413) return texts.size
  if (result.status === 415) return texts.type
  return texts.failed
}

/**
 * Stores a kind's files from a multipart post: the door's one `file` field, or the form's own
 * file fields (`field`, when the screen's action is posted its files without JavaScript).
 */
export async function receiveAdminUpload(
  request: Request,
  kind: UploadingKind,
  options: { field: string | ((name: string) => boolean); maxFiles?: number } = { field: 'file' },
) {
  const { folder, accept } = KINDS[kind].files
  return receiveUploads(request, { ...options, folder, accept })
}
