// The media library's table (media_files): one row per uploaded file, with its type, size, date and
// the library's alt text. The upload store writes a row when it keeps a file
// (app/media/upload-store.server.ts) and its release removes it with the file
// (upload-release.server.ts); files that reached the disk another way (the demo's, a restored
// backup's, those from before the library) are added at start by syncMediaLibrary. Where a file
// is used is the upload index's answer (upload_refs and revision_uploads), read here only to
// filter the files nothing uses. docs/decisions/026-media-library.md
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { mediaFiles, type MediaType } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { MEDIA_BY_EXTENSION } from '#app/lib/media-types.ts'
import { UPLOAD_FOLDERS, uploadsRoot } from '#app/lib/upload-paths.server.ts'
import { isOneOf } from '#app/lib/property.ts'

export type MediaFile = typeof mediaFiles.$inferSelect
export const MEDIA_FILTERS = ['image', 'video', 'audio', 'unused'] as const
export type MediaFilter = (typeof MEDIA_FILTERS)[number]
export const MEDIA_PAGE_SIZE = 24
export const ALT_MAX = 300
/** The trash's entity name for a library file (app/models/media-trash.server.ts). */
export const FILE_ENTITY = 'file'

export const isMediaFilter = (value: unknown): value is MediaFilter => isOneOf(MEDIA_FILTERS, value)

/** The type a stored file's extension says, or null for a file the site would not have stored. */
export function typeOfStored(url: string): MediaType | null {
  const ext = url.slice(url.lastIndexOf('.') + 1).toLowerCase()
  return Object.hasOwn(MEDIA_BY_EXTENSION, ext) ? MEDIA_BY_EXTENSION[ext]!.type : null
}

/** A kept upload joins the library (in the upload's own step; a second call changes nothing). */
export function recordMediaFile(
  file: { url: string; type: MediaType; size: number },
  now = new Date(),
): void {
  getDb()
    .insert(mediaFiles)
    .values({ url: file.url, type: file.type, size: file.size, createdAt: now })
    .onConflictDoNothing()
    .run()
}

/** A removed file leaves the library. */
export function forgetMediaFile(url: string): void {
  getDb().delete(mediaFiles).where(eq(mediaFiles.url, url)).run()
}

export function getMediaFile(id: number): MediaFile | undefined {
  return getDb().select().from(mediaFiles).where(eq(mediaFiles.id, id)).get()
}

export function getMediaFileByUrl(url: string): MediaFile | undefined {
  return getDb().select().from(mediaFiles).where(eq(mediaFiles.url, url)).get()
}

/** Sets the library's alt text of a file (trimmed, at most ALT_MAX characters); false if gone. */
export function setMediaAlt(id: number, alt: string): boolean {
  const result = getDb()
    .update(mediaFiles)
    .set({ alt: alt.trim().slice(0, ALT_MAX) })
    .where(eq(mediaFiles.id, id))
    .run()
  return result.changes > 0
}

export type MediaQuery = { q?: string; filter?: MediaFilter | null; page?: number }

const UNUSED =
  'NOT EXISTS (SELECT 1 FROM upload_refs r WHERE r.url = m.url) AND NOT EXISTS (SELECT 1 FROM revision_uploads v WHERE v.url = m.url)'

// LIKE's own wildcards in what was typed match themselves.
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One page of the library, newest first: files whose address or alt text holds `q`, of one type or
 * used nowhere. Two statements over the table's indexes, whatever else is stored.
 */
export function listMediaFiles({ q = '', filter = null, page = 1 }: MediaQuery = {}): {
  items: MediaFile[]
  total: number
  pages: number
} {
  const where: string[] = []
  const args: Array<string | number> = []
  const text = q.trim().toLowerCase()
  if (text) {
    where.push("(lower(m.url) LIKE ? ESCAPE '\\' OR lower(m.alt) LIKE ? ESCAPE '\\')")
    args.push(likeOf(text), likeOf(text))
  }
  if (filter === 'unused') where.push(UNUSED)
  else if (filter) {
    where.push('m.type = ?')
    args.push(filter)
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const db = getDb().$client
  const n =
    db
      .prepare<unknown[], number>(`SELECT count(*) FROM media_files m ${clause}`)
      .pluck()
      .get(...args) ?? 0
  const pages = Math.max(1, Math.ceil(n / MEDIA_PAGE_SIZE))
  const offset = (Math.min(Math.max(1, page), pages) - 1) * MEDIA_PAGE_SIZE
  const rows = db
    .prepare<unknown[], Omit<MediaFile, 'createdAt'> & { createdAt: number }>(
      `SELECT m.id, m.url, m.type, m.size, m.alt, m.created_at AS createdAt FROM media_files m ${clause}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, MEDIA_PAGE_SIZE, offset)
  return {
    items: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    total: n,
    pages,
  }
}

/**
 * Brings the library in line with the uploads folder (at start): files on disk without a row get
 * one (dated by their file), except those whose row is in the trash; rows whose file is gone are
 * removed. Returns how many were added.
 */
export function syncMediaLibrary(): number {
  const root = uploadsRoot()
  const onDisk = new Map<string, { type: MediaType; size: number; at: Date }>()
  for (const folder of UPLOAD_FOLDERS) {
    let names: string[] = []
    try {
      names = readdirSync(join(root, folder))
    } catch {
      continue
    }
    for (const name of names) {
      const url = `/uploads/${folder}/${name}`
      const type = typeOfStored(name)
      if (!type || name.startsWith('.')) continue
      try {
        const info = statSync(join(root, folder, name))
        if (info.isFile()) onDisk.set(url, { type, size: info.size, at: info.mtime })
      } catch {
        // Removed meanwhile.
      }
    }
  }
  const db = getDb().$client
  return db
    .transaction(() => {
      const known = db.prepare<unknown[], { url: string }>('SELECT url FROM media_files').all()
      const remove = db.prepare('DELETE FROM media_files WHERE url = ?')
      for (const { url } of known) {
        if (!onDisk.delete(url)) remove.run(url)
      }
      const trashed = db
        .prepare<unknown[], { url: string }>(
          `SELECT r.url FROM upload_refs r JOIN trash t ON r.kind = 'trash' AND r.item_id = t.id
           WHERE t.entity = ?`,
        )
        .all(FILE_ENTITY)
      for (const { url } of trashed) onDisk.delete(url)
      const insert = db.prepare(
        'INSERT OR IGNORE INTO media_files (url, type, size, alt, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      for (const [url, file] of onDisk) insert.run(url, file.type, file.size, '', file.at.getTime())
      return onDisk.size
    })
    .immediate()
}
