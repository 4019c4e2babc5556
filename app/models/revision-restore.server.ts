// Reading the item a revision belongs to, and restoring one of its versions. A restore is a save
// through the kind's own update, so validation, sanitizing, the audit log, the page cache and the
// release of uploads apply as for any save, and the restored version is itself a new revision
// (docs/publishing.md). Kept apart from revision.server.ts, which the models import.
import { recordAudit } from './audit.server.ts'
import { getAbout, saveAbout, type AboutSectionInput } from './about.server.ts'
import { getBlogPost, updateBlogPost, type BlogInput } from './blog.server.ts'
import {
  getDetailedProject,
  updateDetailedProject,
  type DetailedProjectInput,
} from './detailed-project.server.ts'
import {
  getDetailedService,
  updateDetailedService,
  type DetailedServiceInput,
} from './detailed-service.server.ts'
import { getProject, updateProject, type ProjectInput } from './project.server.ts'
import { getService, updateService, type ServiceInput } from './service.server.ts'
import type { RevisionKind } from './kinds.server.ts'
import { getRevisions, snapshotOf, type RevisedItem, type Snapshot } from './revision.server.ts'

type AboutInput = { sections: AboutSectionInput[] }

type Model = {
  read: (id: number) => RevisedItem | undefined
  /** The kind's update; `userId` is who restores (a post's author becomes whoever saves it). */
  update: (id: number, snapshot: Snapshot, userId: number) => RevisedItem | undefined
}

/** Each revised kind's read and update (the registry, app/models/kinds.server.ts, says which). */
const MODELS: Record<RevisionKind, Model> = {
  blog: {
    read: (id) => getBlogPost(id, { all: true }),
    update: (id, snapshot, userId) => updateBlogPost(id, snapshot as BlogInput, userId),
  },
  project: {
    read: (id) => getProject(id, { all: true }),
    update: (id, snapshot) => updateProject(id, snapshot as ProjectInput),
  },
  'detailed-project': {
    read: (id) => getDetailedProject(id, { all: true }),
    update: (id, snapshot) => updateDetailedProject(id, snapshot as DetailedProjectInput),
  },
  service: {
    read: getService,
    update: (id, snapshot) => updateService(id, snapshot as ServiceInput),
  },
  'detailed-service': {
    read: (id) => getDetailedService(id, { all: true }),
    update: (id, snapshot) => updateDetailedService(id, snapshot as DetailedServiceInput),
  },
  about: {
    read: getAbout,
    update: (_id, snapshot) => saveAbout((snapshot as AboutInput).sections),
  },
}

/** The item as it stands (in any status), or undefined when there is none. */
export function readRevisedItem(kind: RevisionKind, id: number): RevisedItem | undefined {
  return MODELS[kind].read(id)
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
  const restored = MODELS[kind].update(id, revision.snapshot, userId)
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
