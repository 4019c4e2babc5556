// Releasing uploads: a stored file goes once nothing uses it (no item, no item in the trash, no
// revision: one lookup over the upload index), with its resized copies and its place in the media
// library; and the sweeps of what uploads leave behind (interrupted parts, files uploaded first
// whose form was never saved).
import { unlinkSync } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { kindSpec, UPLOADING_KINDS } from '#db/kinds.ts'
import { canonicalPath } from '#app/lib/address.ts'
import { getDb } from '#app/lib/db.server.ts'
import { releaseVariants, sweepOrphanVariants } from '#app/lib/images.server.ts'
import { LIBRARY_FOLDER, resolveUploadPath, uploadsRoot } from '#app/lib/upload-paths.server.ts'
import { forgetMediaFile } from '#app/models/media-library.server.ts'
import { queueUploadRemoval } from '#app/ops/replica-files.server.ts'

/**
 * Whether anything still uses a file: an item, an item in the trash (upload_refs, kept by the
 * content write path: app/models/upload-refs.server.ts) or an earlier version (revision_uploads).
 * One statement over two indexes, whatever the amount of content.
 */
function isReferenced(url: string): boolean {
  return Boolean(
    getDb()
      .$client.prepare(
        'SELECT 1 FROM upload_refs WHERE url = ? UNION ALL SELECT 1 FROM revision_uploads WHERE url = ? LIMIT 1',
      )
      .get(url, url),
  )
}

/**
 * Removes a stored upload that no row (and no stored HTML) points at any more, with its place in
 * the media library; true when a file was removed. Synchronous, so a model can release what it
 * replaced right after its write. A file uploaded to the library itself stays while unused: only
 * the library's Delete (`fromLibrary`) removes it.
 */
export function deleteUploadIfUnused(
  url: string | null | undefined,
  { fromLibrary = false }: { fromLibrary?: boolean } = {},
): boolean {
  // The index holds each address in its one spelling (app/models/upload-refs.server.ts).
  url = url && canonicalPath(url)
  if (!url?.startsWith('/uploads/')) return false
  if (!fromLibrary && url.startsWith(`/uploads/${LIBRARY_FOLDER}/`)) return false
  const path = resolveUploadPath(url.slice('/uploads/'.length))
  if (!path || isReferenced(url)) return false
  try {
    unlinkSync(path)
  } catch {
    // Already gone from the disk: the library forgets it when asked to.
    if (fromLibrary) forgetMediaFile(url)
    return fromLibrary
  }
  releaseVariants(path)
  forgetMediaFile(url)
  // Gone from the site and its trash: gone from the replica too (app/ops/replica-files.server.ts).
  queueUploadRemoval(url)
  return true
}

/** After a row stopped pointing at some files (deleted or edited), remove the ones now unused. */
export function releaseUploads(
  urls: Iterable<string | null | undefined>,
  options?: { fromLibrary?: boolean },
) {
  for (const url of new Set(urls)) deleteUploadIfUnused(url, options)
}

// An upload interrupted by a crash or a kill leaves its .part file behind; one that old is dead.
export const PARTIAL_AGE_MS = 60 * 60 * 1000

/** Removes interrupted uploads older than PARTIAL_AGE_MS (at start). Returns how many. */
export async function sweepPartialUploads(now = Date.now()): Promise<number> {
  const dir = join(uploadsRoot(), '.partial')
  let removed = 0
  for (const name of await readdir(dir).catch((): string[] => [])) {
    const info = await stat(join(dir, name)).catch(() => null)
    if (!info?.isFile() || now - info.mtimeMs < PARTIAL_AGE_MS) continue
    await rm(join(dir, name), { force: true })
    removed++
  }
  return removed
}

// A file uploaded first is saved by its form within minutes; a day later, unused, it is an orphan.
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000
// The hero's folder too: its video and still image are the hero row's (indexed in upload_refs like
// any item's), so the one in use is kept and an upload whose save never came goes.
const SWEPT_FOLDERS = new Set(UPLOADING_KINDS.flatMap((kind) => kindSpec(kind).files?.folder ?? []))

/**
 * Removes the files that uploading first leaves behind when the save is refused or the modal is
 * abandoned: files in the content kinds' folders (their registry entries' `files`; never the
 * library's, whose files stay while unused) older than `olderThanMs`
 * that no row points at (the same check as releasing a replaced file). Returns the URLs removed.
 */
export async function sweepOrphanUploads({
  olderThanMs = ORPHAN_AGE_MS,
  now = Date.now(),
}: { olderThanMs?: number; now?: number } = {}): Promise<string[]> {
  const removed: string[] = []
  for (const folder of SWEPT_FOLDERS) {
    const names = await readdir(join(uploadsRoot(), folder)).catch((): string[] => [])
    for (const name of names) {
      const path = resolveUploadPath(`${folder}/${name}`)
      const info = path ? await stat(path).catch(() => null) : null
      if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue
      const url = `/uploads/${folder}/${name}`
      if (deleteUploadIfUnused(url)) removed.push(url)
    }
  }
  await sweepOrphanVariants()
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
