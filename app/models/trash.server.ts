// The trash (docs/decisions/019-trash.md). A delete from any door (the admin, the /api) moves the
// item here instead of losing it: in the transaction that deletes the row, a JSON snapshot of the
// row, its child rows and its old addresses is written to `trash`, and the rows go as before, so no
// public or admin query needs a filter. For 30 days the admin can restore it (the same id, the same
// child rows; a slug taken meanwhile gets a suffix) or delete it forever. An upload the snapshot
// names stays in use (the upload index holds it for the snapshot) and is released when
// the item is deleted forever or its 30 days are up (swept on each delete, on the trash screen, at
// start: nothing needs to run at the moment they end).
import { asc, desc, eq, lt } from 'drizzle-orm'
import { trash } from '#db/schema.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { actorName } from '#app/lib/request-context.server.ts'
import { releaseUploads } from '#app/media/upload-release.server.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { FILE_ENTITY } from './media-library.server.ts'
import { FILE_LABEL, restoreMediaRow } from './media-trash.server.ts'
import { isRevisionKind, isTrashKind, kindLabel, kindSpec, type TrashKind } from '#db/kinds.ts'
import { forgetRevisions } from './revision.server.ts'
import { indexItem } from './search-index.server.ts'
import {
  forgetUploads,
  indexTrashUploads,
  indexUploads,
  uploadsHeldBy,
} from './upload-refs.server.ts'
import {
  removeItemRows,
  freeSlug,
  insertSnapshot,
  readSnapshot,
  restoreRefusal,
  snapshotOf,
  trashSpec,
} from './trash-rows.server.ts'

export const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const TITLE_MAX = 200

/**
 * Deletes the item, keeping a snapshot of it in the trash, in one transaction (inside the content
 * write's: app/models/content-write.server.ts): a delete the database refuses keeps both as they
 * were. The files the item used are held by the snapshot now (the upload index moves them). False
 * when there was no such item.
 */
export function moveToTrash(entity: TrashKind, id: number, now = new Date()): boolean {
  const { titleColumn } = trashSpec(entity)
  return atomically(() => {
    const snapshot = snapshotOf(entity, id)
    if (!snapshot) return false
    const { row } = snapshot
    const entry = {
      title: String(row[titleColumn] ?? '').slice(0, TITLE_MAX) || `#${id}`,
      deletedAt: now,
      deletedBy: actorName(),
      snapshot: JSON.stringify(snapshot),
    }
    const { id: trashId } = getDb()
      .insert(trash)
      .values({ entity, entityId: id, ...entry })
      .onConflictDoUpdate({ target: [trash.entity, trash.entityId], set: entry })
      .returning({ id: trash.id })
      .get()
    indexTrashUploads(trashId, entry.snapshot)
    forgetUploads(entity, id)
    return removeItemRows(entity, id)
  })
}

export type TrashItem = {
  id: number
  entity: string
  label: string
  entityId: number
  title: string
  deletedAt: Date
  deletedBy: string
  /** Whole days until it is deleted forever (0 on its last day). */
  daysLeft: number
}

const daysLeft = (deletedAt: Date, now: Date) =>
  Math.max(0, Math.ceil((deletedAt.getTime() + TRASH_DAYS * DAY_MS - now.getTime()) / DAY_MS) - 1)

const toItem =
  (now: Date) =>
  (r: Omit<typeof trash.$inferSelect, 'snapshot'>): TrashItem => ({
    id: r.id,
    entity: r.entity,
    label: r.entity === FILE_ENTITY ? FILE_LABEL : kindLabel(r.entity),
    entityId: r.entityId,
    title: r.title,
    deletedAt: r.deletedAt,
    deletedBy: r.deletedBy,
    daysLeft: daysLeft(r.deletedAt, now),
  })

const listed = {
  id: trash.id,
  entity: trash.entity,
  entityId: trash.entityId,
  title: trash.title,
  deletedAt: trash.deletedAt,
  deletedBy: trash.deletedBy,
}

/** What is in the trash, newest delete first (after removing what is past its 30 days). */
export function listTrash(now = new Date()): TrashItem[] {
  sweepTrash(now)
  return getDb()
    .select(listed)
    .from(trash)
    .orderBy(desc(trash.deletedAt), desc(trash.id))
    .all()
    .map(toItem(now))
}

export function getTrashItem(id: number, now = new Date()): TrashItem | undefined {
  const row = getDb().select(listed).from(trash).where(eq(trash.id, id)).get()
  return row && toItem(now)(row)
}

export type RestoreResult =
  | {
      ok: true
      item: TrashItem
      /** Where the admin finds it again. */
      listUrl: string
      /** Set when its slug was taken meanwhile: the one it has now. */
      newSlug?: string
    }
  | { ok: false; reason: 'gone' }
  | { ok: false; reason: 'conflict'; message: string }

class RestoreConflict extends Error {}

/**
 * Puts an item back as it was: its row with its id, its child rows, its old addresses. A slug
 * another item took meanwhile gets a suffix (-2, -3...); an author whose account is gone is
 * forgotten (as a deleted account does to its posts). A category whose name was taken meanwhile
 * cannot come back (names are unique): it stays in the trash.
 */
export function restoreFromTrash(id: number, now = new Date()): RestoreResult {
  publicContentChanged()
  const entry = getDb().select().from(trash).where(eq(trash.id, id)).get()
  if (entry?.entity === FILE_ENTITY) return restoreFile(entry, now)
  if (!entry || !isTrashKind(entry.entity)) return { ok: false, reason: 'gone' }
  const entity = entry.entity
  const snapshot = readSnapshot(entry.snapshot)
  const row = { ...snapshot.row }
  let newSlug: string | undefined
  try {
    atomically(() => {
      const refusal = restoreRefusal(entity, entry.entityId, row)
      if (refusal) throw new RestoreConflict(refusal)
      if (typeof row.slug === 'string') {
        const slug = freeSlug(entity, entry.entityId, row.slug)
        if (slug !== row.slug) newSlug = row.slug = slug
      }
      insertSnapshot(entity, entry.entityId, row, snapshot)
      getDb().delete(trash).where(eq(trash.id, id)).run()
      forgetUploads('trash', id)
      indexUploads(entity, entry.entityId)
      // Found by the public again (when it is public): docs/search.md.
      indexItem(entity, entry.entityId)
    })
  } catch (error) {
    if (error instanceof RestoreConflict) {
      return { ok: false, reason: 'conflict', message: error.message }
    }
    throw error
  }
  recordAuditOrLog({
    action: 'restore',
    entity,
    entityId: entry.entityId,
    detail: newSlug ? `from the trash, as ${newSlug}` : 'from the trash',
  })
  const { snapshot: _s, ...listedEntry } = entry
  return {
    ok: true,
    item: toItem(now)(listedEntry),
    listUrl: kindSpec(entity).admin.list,
    ...(newSlug ? { newSlug } : {}),
  }
}

/** A library file back into the library (app/models/media-trash.server.ts). */
function restoreFile(entry: typeof trash.$inferSelect, now: Date): RestoreResult {
  const refused = atomically(() => {
    const message = restoreMediaRow(entry.snapshot)
    if (message) return message
    getDb().delete(trash).where(eq(trash.id, entry.id)).run()
    forgetUploads('trash', entry.id)
    return null
  })
  if (refused) return { ok: false, reason: 'conflict', message: refused }
  recordAuditOrLog({
    action: 'restore',
    entity: FILE_ENTITY,
    entityId: entry.entityId,
    detail: 'from the trash',
  })
  const { snapshot: _s, ...listedEntry } = entry
  return { ok: true, item: toItem(now)(listedEntry), listUrl: '/admin/media' }
}

/**
 * Deletes an item in the trash forever and releases the uploads it alone still used. False when it
 * was not there (already restored or deleted).
 */
export function purgeFromTrash(id: number, { reason }: { reason?: string } = {}): boolean {
  publicContentChanged()
  const held = uploadsHeldBy('trash', id)
  const entry = atomically(() => {
    forgetUploads('trash', id)
    return getDb().delete(trash).where(eq(trash.id, id)).returning().get()
  })
  if (!entry) return false
  recordAuditOrLog({
    action: 'purge',
    entity: entry.entity,
    entityId: entry.entityId,
    detail: reason ?? 'deleted forever from the trash',
  })
  // Its earlier versions go with it (docs/publishing.md "Revisions"), and the files only they held.
  if (isRevisionKind(entry.entity)) forgetRevisions(entry.entity, entry.entityId)
  // A library file goes as the library's Delete would have removed it.
  releaseUploads(held, { fromLibrary: entry.entity === FILE_ENTITY })
  return true
}

/** Deletes forever what has been in the trash 30 days. Returns how many items went. */
export function sweepTrash(now = new Date()): number {
  const due = getDb()
    .select({ id: trash.id })
    .from(trash)
    .where(lt(trash.deletedAt, new Date(now.getTime() - TRASH_DAYS * DAY_MS)))
    .orderBy(asc(trash.id))
    .all()
  let purged = 0
  for (const { id } of due) {
    if (purgeFromTrash(id, { reason: `after ${TRASH_DAYS} days in the trash` })) purged++
  }
  return purged
}
