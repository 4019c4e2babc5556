// Reading the item a revision belongs to, and restoring one of its versions. A restore is a save
// through the kind's own update, so validation, sanitizing, the audit log, the page cache and the
// release of uploads apply as for any save, and the restored version is itself a new revision
// (docs/publishing.md). Kept apart from revision.server.ts, which the models import.
import { recordAudit } from './audit.server.ts'
import { getAbout, saveAbout } from './about.server.ts'
import { getBlogPost, updateBlogPost } from './blog.server.ts'
import { getDetailedProject, updateDetailedProject } from './detailed-project.server.ts'
import { getDetailedService, updateDetailedService } from './detailed-service.server.ts'
import { getProject, updateProject } from './project.server.ts'
import { getService, updateService } from './service.server.ts'
import {
  getRevisions,
  snapshotOf,
  type RevisedItem,
  type RevisionKind,
  type Snapshot,
} from './revision.server.ts'

type Kind<K extends RevisionKind> = {
  read: (id: number) => RevisedItem<K> | undefined
  /** The kind's update; `userId` is who restores (a post's author becomes whoever saves it). */
  update: (id: number, snapshot: Snapshot<K>, userId: number) => RevisedItem<K> | undefined
}

const KINDS: { [K in RevisionKind]: Kind<K> } = {
  blog: {
    read: (id) => getBlogPost(id, { all: true }),
    update: (id, snapshot, userId) => updateBlogPost(id, snapshot, userId),
  },
  project: {
    read: (id) => getProject(id, { all: true }),
    update: (id, snapshot) => updateProject(id, snapshot),
  },
  'detailed-project': {
    read: (id) => getDetailedProject(id, { all: true }),
    update: (id, snapshot) => updateDetailedProject(id, snapshot),
  },
  service: { read: getService, update: updateService },
  'detailed-service': {
    read: (id) => getDetailedService(id, { all: true }),
    update: (id, snapshot) => updateDetailedService(id, snapshot),
  },
  about: { read: getAbout, update: (_id, snapshot) => saveAbout(snapshot.sections) },
}

/** The item as it stands (in any status), or undefined when there is none. */
export function readRevisedItem<K extends RevisionKind>(
  kind: K,
  id: number,
): RevisedItem<K> | undefined {
  return (KINDS[kind] as Kind<K>).read(id)
}

/** The item's version as it stands, in a revision's shape. */
export function currentSnapshot<K extends RevisionKind>(
  kind: K,
  id: number,
): Snapshot<K> | undefined {
  const item = readRevisedItem(kind, id)
  return item && snapshotOf(kind, item)
}

/**
 * Saves an earlier version again. Undefined when the item or the revision is gone; a version the
 * schema now refuses (a limit made stricter since) throws the ZodError the save would.
 */
export function restoreRevision<K extends RevisionKind>(
  kind: K,
  id: number,
  revisionId: number,
  userId: number,
): RevisedItem<K> | undefined {
  const [revision] = getRevisions(kind, id, [revisionId])
  if (!revision || !readRevisedItem(kind, id)) return undefined
  const restored = (KINDS[kind] as Kind<K>).update(id, revision.snapshot, userId)
  if (restored) {
    recordAudit({
      action: 'restore',
      entity: kind,
      entityId: kind === 'about' ? null : id,
      detail: `revision ${revisionId} of ${revision.at.toISOString()}`,
    })
  }
  return restored
}
