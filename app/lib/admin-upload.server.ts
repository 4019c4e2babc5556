// Files the admin screens store: which kind keeps which media, under which form field, and the
// texts a refusal shows. Shared by the screens' own multipart actions (no JavaScript) and by
// /admin/uploads/<kind>, which JavaScript calls first so it can show upload progress.
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { type MediaType } from '#db/schema.ts'
import { IMAGE_TEXTS } from './api-uploads.server.ts'
import {
  deleteUploadIfUnused,
  receiveUploads,
  resolveUploadPath,
  uploadsRoot,
  type UploadRefusal,
} from './uploads.server.ts'

export type AdminUploadKind = 'projects' | 'blogs' | 'testimonials'
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
}

export function isAdminUploadKind(value: string | undefined): value is AdminUploadKind {
  return value !== undefined && Object.hasOwn(ADMIN_UPLOADS, value)
}

/** The text for a refused upload (413, 415, or a malformed body). */
export function refusalText(kind: AdminUploadKind, result: UploadRefusal) {
  const { texts } = ADMIN_UPLOADS[kind]
  if (result.status === 413) return texts.size
  if (result.status === 415) return texts.type
  return texts.failed
}

export async function receiveAdminUpload(request: Request, kind: AdminUploadKind) {
  const { field, accept } = ADMIN_UPLOADS[kind]
  return receiveUploads(request, { field, kind, accept })
}

// A file uploaded first is saved by its form within minutes; a day later, unused, it is an orphan.
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000
const SWEPT_KINDS = ['projects', 'blogs', 'testimonials'] as const

/**
 * Removes the files that uploading first leaves behind when the save is refused or the modal is
 * abandoned: files under uploads/{projects,blogs,testimonials} older than `olderThanMs` that no
 * row points at (the same check as releasing a replaced file). Returns the URLs removed.
 */
export async function sweepOrphanUploads({
  olderThanMs = ORPHAN_AGE_MS,
  now = Date.now(),
}: { olderThanMs?: number; now?: number } = {}): Promise<string[]> {
  const removed: string[] = []
  for (const kind of SWEPT_KINDS) {
    const names = await readdir(join(uploadsRoot(), kind)).catch(() => [] as string[])
    for (const name of names) {
      const path = resolveUploadPath(`${kind}/${name}`)
      const info = path ? await stat(path).catch(() => null) : null
      if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue
      const url = `/uploads/${kind}/${name}`
      if (deleteUploadIfUnused(url)) removed.push(url)
    }
  }
  return removed
}

const SWEEP_EVERY_MS = 60 * 60 * 1000
let lastSweep = 0

/** The sweep, at most once an hour: run after uploads, so a long-lived server needs no restart. */
export async function sweepOrphanUploadsNowAndThen(now = Date.now()): Promise<void> {
  if (now - lastSweep < SWEEP_EVERY_MS) return
  lastSweep = now
  try {
    await sweepOrphanUploads({ now })
  } catch (error) {
    console.error('Sweeping unused uploads failed:', error)
  }
}
