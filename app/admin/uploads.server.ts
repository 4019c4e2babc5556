// Files the admin screens store: which kind keeps which media, under which form field, and the
// texts a refusal shows. Shared by the screens' own multipart actions (no JavaScript) and by
// /admin/uploads/<kind>, which JavaScript calls first so it can show upload progress.
import { type MediaType } from '#db/schema.ts'
import { IMAGE_TEXTS } from '#app/api/api-uploads.server.ts'
import {
  NO_SPACE_MESSAGE,
  receiveUploads,
  type UploadRefusal,
} from '#app/media/upload-store.server.ts'

export type AdminUploadKind = 'projects' | 'blogs' | 'testimonials' | 'hero'
type Texts = { missing: string; type: string; size: string; failed: string }

export const ADMIN_UPLOADS: Record<
  AdminUploadKind,
  { field: string; accept: readonly MediaType[]; texts: Texts }
> = {
  projects: {
    field: 'file',
    accept: ['image', 'video', 'audio'],
    texts: {
      missing: 'Please select a file to upload.',
      type: 'Please select an image, video or audio file.',
      size: 'Images must not exceed 10 MB, video and audio 50 MB.',
      failed: 'File upload failed',
    },
  },
  blogs: {
    field: 'file',
    accept: ['image'],
    texts: { ...IMAGE_TEXTS, failed: 'Image upload failed' },
  },
  testimonials: {
    field: 'file',
    accept: ['image'],
    texts: { ...IMAGE_TEXTS, failed: 'Image upload failed' },
  },
  // The hero's still image; its video has a door of its own (hero-upload.server.ts).
  hero: {
    field: 'file',
    accept: ['image'],
    texts: { ...IMAGE_TEXTS, failed: 'Image upload failed' },
  },
}

export function isAdminUploadKind(value: string | undefined): value is AdminUploadKind {
  return value !== undefined && Object.hasOwn(ADMIN_UPLOADS, value)
}

/** The text for a refused upload (413, 415, or a malformed body). */
export function refusalText(kind: AdminUploadKind, result: UploadRefusal) {
  const { texts } = ADMIN_UPLOADS[kind]
  if (result.status === 507) return NO_SPACE_MESSAGE
  if (result.status === 413) return texts.size
  if (result.status === 415) return texts.type
  return texts.failed
}

export async function receiveAdminUpload(request: Request, kind: AdminUploadKind) {
  const { field, accept } = ADMIN_UPLOADS[kind]
  return receiveUploads(request, { field, kind, accept })
}
