// "Replace file" in the media library (/admin/media/:id/replace, docs/decisions/026-media-library.md):
// a new file of the same format takes the old one's place at the same address, so every use (a
// cover, a media row, an <img> in a post, a trashed item, an earlier version) shows it with nothing
// rewritten; its library row keeps its id, date and alt text and takes the new size, and its resized
// copies are made again. One multipart POST, so it works without JavaScript.
import { rename } from 'node:fs/promises'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { mediaFiles } from '#db/schema.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { notFound } from '#app/lib/http.ts'
import { prepareVariants, releaseVariants } from '#app/lib/images.server.ts'
import { MEDIA_BY_EXTENSION } from '#app/lib/media-types.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { LIBRARY_FOLDER, resolveUploadPath } from '#app/lib/upload-paths.server.ts'
import { NO_SPACE_MESSAGE, receiveUploads } from '#app/media/upload-store.server.ts'
import { deleteUploadIfUnused } from '#app/media/upload-release.server.ts'
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { parseId } from '#app/models/id.ts'
import { forgetMediaFile, getMediaFile } from '#app/models/media-library.server.ts'
import { queueUploadCopy, queueUploadRemoval } from '#app/ops/replica-files.server.ts'
import { MEDIA_URL, REPLACE_FIELD } from './media-fields.ts'

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
const extOf = (url: string) => url.slice(url.lastIndexOf('.') + 1).toLowerCase()

function findFile(param: string | undefined) {
  const id = parseId(param)
  const file = id === null ? undefined : getMediaFile(id)
  if (!file) notFound('This file is no longer in the library.')
  return file
}

/** What the form says and accepts: the file's own format. */
function formatOf(url: string) {
  const ext = extOf(url)
  return { ext, label: ext.toUpperCase(), mime: MEDIA_BY_EXTENSION[ext]?.mime ?? '' }
}

export const replaceMediaRoute = {
  loader: async ({ request, params }: LoaderFunctionArgs) => {
    await requireAdmin(request)
    const file = findFile(params.id)
    return { name: nameOf(file.url), url: file.url, format: formatOf(file.url) }
  },
  action: async ({ request, params }: ActionFunctionArgs) => {
    await requireAdmin(request)
    const file = findFile(params.id)
    const format = formatOf(file.url)
    const wrongFormat = `Choose a ${format.label} file: the new file keeps this one's address, and so its format. Nothing was changed.`
    const result = await receiveUploads(request, {
      field: REPLACE_FIELD,
      folder: LIBRARY_FOLDER,
      accept: [file.type],
    })
    if (!result.ok) {
      const error =
        result.status === 507
          ? NO_SPACE_MESSAGE
          : result.status === 415
            ? wrongFormat
            : result.status === 413
              ? 'Images must not exceed 10 MB, video and audio 50 MB. Nothing was changed.'
              : 'File upload failed'
      return formError(error, result.status, REPLACE_FIELD)
    }
    if (!result.file) {
      return formError('Please select a file.', 400, REPLACE_FIELD)
    }
    const added = result.file.url
    if (extOf(added) !== format.ext) {
      deleteUploadIfUnused(added, { fromLibrary: true })
      return formError(wrongFormat, 415, REPLACE_FIELD)
    }
    const from = resolveUploadPath(added.slice('/uploads/'.length))
    const to = resolveUploadPath(file.url.slice('/uploads/'.length))
    if (!from || !to) notFound('This file is no longer in the library.')
    // One rename: a reader gets the old file or the new one, never half of either.
    await rename(from, to)
    forgetMediaFile(added)
    // The replica had the added file queued under its own address: it is this one's now.
    queueUploadRemoval(added)
    queueUploadCopy(file.url)
    releaseVariants(from)
    releaseVariants(to)
    getDb()
      .update(mediaFiles)
      .set({ size: result.file.size })
      .where(eq(mediaFiles.id, file.id))
      .run()
    if (file.type === 'image') void prepareVariants(file.url).catch(() => {})
    publicContentChanged()
    recordAuditOrLog({
      action: 'update',
      entity: 'file',
      entityId: file.id,
      detail: `${file.url} replaced`,
    })
    return redirectWithMessage(
      MEDIA_URL,
      `${nameOf(file.url)} replaced: everything that shows it shows the new file.`,
    )
  },
}
