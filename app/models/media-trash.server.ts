// A library file in the trash (docs/decisions/026-media-library.md, 019-trash.md): the library's
// Delete of an unused file moves its row (address, type, size, date, alt text) into a `trash` row
// of entity 'file' and leaves the file on disk, held by that snapshot in the upload index, so
// nothing sweeps it and the start's library sync does not add it back. Restore puts the row back
// with its id; deleting it forever (or its 30 days) removes the file (trash.server.ts releases it
// as the library's Delete did). A library file is no content
// kind (no /api, no revisions), so it is not in the registry: the trash asks this module instead.
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { mediaFiles, trash } from '#db/schema.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { actorName } from '#app/lib/request-context.server.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { FILE_ENTITY } from './media-library.server.ts'
import { indexTrashUploads } from './upload-refs.server.ts'

export const FILE_LABEL = 'File'

/** What the trash keeps of a library file: its row as it stood. */
const SnapshotSchema = z.object({ row: z.record(z.string(), z.unknown()) })

const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

/**
 * Moves a library file to the trash (its row out of the library, the file kept). The caller has
 * checked that nothing uses it. False when there is no such file.
 */
export function trashMediaFile(id: number, now = new Date()): boolean {
  const moved = atomically(() => {
    const row = getDb()
      .$client.prepare<unknown[], Record<string, unknown>>('SELECT * FROM media_files WHERE id = ?')
      .get(id)
    if (!row) return null
    const snapshot: z.infer<typeof SnapshotSchema> = { row }
    const entry = {
      title: nameOf(String(row.url)),
      deletedAt: now,
      deletedBy: actorName(),
      snapshot: JSON.stringify(snapshot),
    }
    const { id: trashId } = getDb()
      .insert(trash)
      .values({ entity: FILE_ENTITY, entityId: id, ...entry })
      .onConflictDoUpdate({ target: [trash.entity, trash.entityId], set: entry })
      .returning({ id: trash.id })
      .get()
    indexTrashUploads(trashId, entry.snapshot)
    getDb().delete(mediaFiles).where(eq(mediaFiles.id, id)).run()
    return String(row.url)
  })
  if (moved === null) return false
  recordAuditOrLog({ action: 'delete', entity: FILE_ENTITY, entityId: id, detail: moved })
  return true
}

/**
 * Puts a trashed file's row back into the library (in the restore's transaction). A message when
 * it cannot come back: its file is in the library again under the same address.
 */
export function restoreMediaRow(snapshotJson: string): string | null {
  const { row } = SnapshotSchema.parse(JSON.parse(snapshotJson))
  const url = String(row.url)
  if (getDb().select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.url, url)).get()) {
    return `${nameOf(url)} is in the library again, so this one stays in the trash.`
  }
  getDb()
    .$client.prepare(
      'INSERT INTO media_files (id, url, type, size, alt, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(row.id, url, row.type, row.size, row.alt ?? '', row.created_at)
  return null
}
