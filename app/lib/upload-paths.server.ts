// Where stored uploads live on disk, and the one safe way from a `/uploads/...` address to a file.
import { resolve, sep } from 'node:path'
import { getEnv } from '#app/lib/env.server.ts'

export const UPLOAD_KINDS = ['hero', 'projects', 'blogs', 'testimonials', 'media'] as const
/**
 * The folder of files uploaded to the media library itself (/admin/media): kept while nothing uses
 * them, removed only by the library's Delete.
 */
export const LIBRARY_KIND = 'media'
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** Where the images' resized copies live under the uploads folder (app/lib/images.server.ts). */
export const VARIANTS_DIR = '.variants'

export function uploadsRoot(): string {
  return resolve(getEnv().UPLOADS_DIR)
}

/**
 * The file on disk for a `/uploads/<kind>/<name>` path, or null when the path could point anywhere
 * else (traversal, hidden files, the partial-upload and variant folders, other folders).
 */
export function resolveUploadPath(relative: string): string | null {
  const segments = relative.split('/')
  if (segments.length !== 2) return null
  const [kind, name] = segments as [string, string]
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) return null
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || name.includes('..')) return null
  const root = uploadsRoot()
  const path = resolve(root, kind, name)
  return path.startsWith(root + sep) ? path : null
}
