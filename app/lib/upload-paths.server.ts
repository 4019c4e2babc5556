// Where stored uploads live on disk, and the one safe way from a `/uploads/...` address to a file.
import { resolve, sep } from 'node:path'
import { KIND_FOLDERS, type KindFolder } from '#db/kinds.ts'
import { getEnv } from '#app/lib/env.server.ts'

/**
 * The folder of files uploaded to the media library itself (/admin/media): kept while nothing uses
 * them, removed only by the library's Delete.
 */
export const LIBRARY_FOLDER = 'media'
export type UploadFolder = KindFolder | typeof LIBRARY_FOLDER
/** The folders of stored uploads: each content kind's (its registry entry's `files`) and the library's. */
export const UPLOAD_FOLDERS: readonly UploadFolder[] = [...KIND_FOLDERS, LIBRARY_FOLDER]

/** Where the images' resized copies live under the uploads folder (app/lib/images.server.ts). */
export const VARIANTS_DIR = '.variants'

export function uploadsRoot(): string {
  return resolve(getEnv().UPLOADS_DIR)
}

/**
 * The file on disk for a `/uploads/<folder>/<name>` path, or null when the path could point anywhere
 * else (traversal, hidden files, the partial-upload and variant folders, other folders).
 */
export function resolveUploadPath(relative: string): string | null {
  const segments = relative.split('/')
  if (segments.length !== 2) return null
  const [folder = '', name = ''] = segments
  if (!UPLOAD_FOLDERS.some((known) => known === folder)) return null
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || name.includes('..')) return null
  const root = uploadsRoot()
  const path = resolve(root, folder, name)
  return path.startsWith(root + sep) ? path : null
}
