// Reading the item a revision belongs to, and restoring one of its versions. A restore is a save
// through the kind's own update, so validation, sanitizing, the audit log, the page cache and the
// release of uploads apply as for any save, and the restored version is itself a new revision
// (docs/publishing.md). Each kind's read and update are its model's (its `kindModel`, found by
// app/models/kind-models.server.ts).
import { recordAuditOrLog } from '#app/models/audit.server.ts'
import { kindModelOf } from '#app/models/kind-models.server.ts'
import type { RevisionKind } from '#db/kinds.ts'
import {
  getRevisions,
  snapshotOf,
  type RevisedItem,
  type Snapshot,
} from '#app/models/revision.server.ts'

/** The item as it stands (in any status), or undefined when there is none. */
export function readRevisedItem(kind: RevisionKind, id: number): RevisedItem | undefined {
  return kindModelOf(kind).read(id)
}

/** The item's version as it stands, in a revision's shape. */
export function currentSnapshot(kind: RevisionKind, id: number): Snapshot | undefined {
  const item = readRevisedItem(kind, id)
  return item && snapshotOf(kind, item)
}

/**
 * Saves an earlier version again. Undefined when the item or the revision is gone; a version the
 * schema now refuses (a limit made stricter since) throws the ZodError the save would.
 */
export function restoreRevision(
  kind: RevisionKind,
  id: number,
  revisionId: number,
  userId: number,
): RevisedItem | undefined {
  const [revision] = getRevisions(kind, id, [revisionId])
  if (!revision || !readRevisedItem(kind, id)) return undefined
  const restored = kindModelOf(kind).update(id, revision.snapshot, userId)
  if (restored) {
    recordAuditOrLog({
      action: 'restore',
      entity: kind,
      entityId: kind === 'about' ? null : id,
      detail: `revision ${revisionId} of ${revision.at.toISOString()}`,
    })
  }
  return restored
}
