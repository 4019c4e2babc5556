// Revisions (docs/publishing.md): every saved version of a post, project, detailed project, service,
// detailed service and the About page, as the model's input (what its form edits, without the
// publication fields: restoring brings back words and pictures, never a status, a publish time or
// an address), with who saved it and when. The content write path records one in the transaction of
// each create and update (app/models/content-write.server.ts), so every door counts (admin forms,
// the /api, a restore) and a save whose revision fails is not saved. An item saved before revisions
// were kept first has its stored version kept (keepBaseRevision), so a save never loses the version
// it replaces. The newest MAX_REVISIONS per item are kept. A snapshot's uploads stay on disk while
// it holds them (app/media/upload-release.server.ts); pruning a revision or deleting an item forever
// releases the ones nothing else uses.
import { and, desc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm'
import { revisionUploads, revisions } from '#db/schema.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { currentActor } from '#app/lib/request-context.server.ts'
import { releaseUploads } from '#app/media/upload-release.server.ts'
import { KINDS, type RevisionField, type RevisionKind } from '#db/kinds.ts'
import { uploadsIn } from './upload-refs.server.ts'
import { z } from 'zod'
import { propertyOf } from '#app/lib/property.ts'

export { isRevisionKind, REVISION_KINDS, type RevisionKind } from '#db/kinds.ts'

export const MAX_REVISIONS = 50
/** The About page is one item: its sections are saved together. */
export const ABOUT_ID = 1

/** A version as a revision stores it: the fields the kind's registry entry names. */
export type Snapshot = Record<string, unknown>
const SnapshotSchema = z.record(z.string(), z.unknown())
/** An item as its model answers it (a revision picks its fields). */
export type RevisedItem = Record<string, unknown>

const pick = (row: unknown, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, propertyOf(row, key) ?? null]))

function fieldValue(field: RevisionField, item: RevisedItem) {
  const value = item[field.key]
  if (!('items' in field)) return value ?? null
  return (Array.isArray(value) ? value : []).map((row: unknown) => pick(row, field.items))
}

/**
 * An item's version as a revision stores it: the fields its input schema takes, picked one by one
 * in the registry's order (db/kinds.ts), so a field added to an answer later (a
 * status, a slug) is not restored by accident.
 */
export function snapshotOf(kind: RevisionKind, item: RevisedItem): Snapshot {
  return Object.fromEntries(KINDS[kind].revision.map((f) => [f.key, fieldValue(f, item)]))
}

const ofItem = (kind: RevisionKind, id: number) =>
  and(eq(revisions.entity, kind), eq(revisions.entityId, id))

/**
 * Before a save: an item with no revision yet (saved before revisions were kept, or written by
 * hand) has its stored version kept first, by nobody known, so the save does not lose it.
 */
export function keepBaseRevision(
  kind: RevisionKind,
  id: number,
  read: () => RevisedItem | undefined,
): void {
  const db = getDb()
  if (db.select({ id: revisions.id }).from(revisions).where(ofItem(kind, id)).get()) return
  const item = read()
  if (!item) return
  const { updatedAt } = item
  const at =
    typeof updatedAt === 'string' || updatedAt instanceof Date ? new Date(updatedAt) : new Date()
  insertRevision({
    entity: kind,
    entityId: id,
    snapshot: JSON.stringify(snapshotOf(kind, item)),
    actorId: null,
    actorName: null,
    via: 'system',
    at,
  })
}

/** Stores a revision with the uploads it shows (the index the upload check reads). */
function insertRevision(values: typeof revisions.$inferInsert) {
  atomically(() => {
    const db = getDb()
    const { id } = db.insert(revisions).values(values).returning({ id: revisions.id }).get()
    const urls = uploadsIn(values.snapshot)
    if (urls.length > 0) {
      db.insert(revisionUploads)
        .values(urls.map((url) => ({ revisionId: id, url })))
        .run()
    }
  })
}

/**
 * After a create or an update, in its transaction (app/models/content-write.server.ts): keeps the
 * saved version with who saved it (the request's actor) unless it is the same as the newest one,
 * and drops the versions past MAX_REVISIONS. Throws when it cannot, so the save rolls back with
 * it. Answers the uploads the dropped versions named, for the caller to release once committed.
 */
export function recordRevision(
  kind: RevisionKind,
  id: number,
  item: RevisedItem,
  now = new Date(),
): string[] {
  const snapshot = JSON.stringify(snapshotOf(kind, item))
  const db = getDb()
  const newest = db
    .select({ snapshot: revisions.snapshot })
    .from(revisions)
    .where(ofItem(kind, id))
    .orderBy(desc(revisions.id))
    .limit(1)
    .get()
  if (newest?.snapshot === snapshot) return []
  const actor = currentActor()
  insertRevision({
    entity: kind,
    entityId: id,
    snapshot,
    actorId: actor?.userId ?? null,
    actorName: actor?.name ?? 'system',
    via: actor?.via ?? 'system',
    at: now,
  })
  return pruneRevisions(kind, id)
}

/** Drops an item's revisions past the newest MAX_REVISIONS; answers the uploads they named. */
function pruneRevisions(kind: RevisionKind, id: number): string[] {
  const db = getDb()
  const kept = db
    .select({ id: revisions.id })
    .from(revisions)
    .where(ofItem(kind, id))
    .orderBy(desc(revisions.id))
    .limit(MAX_REVISIONS)
    .all()
    .map((r) => r.id)
  const dropped = db
    .delete(revisions)
    .where(and(ofItem(kind, id), notInArray(revisions.id, kept)))
    .returning({ snapshot: revisions.snapshot })
    .all()
  return dropped.flatMap((r) => uploadsIn(r.snapshot))
}

/** An item deleted forever takes its revisions with it, and the uploads only they held. */
export function forgetRevisions(kind: RevisionKind, id: number): void {
  const dropped = getDb()
    .delete(revisions)
    .where(ofItem(kind, id))
    .returning({ snapshot: revisions.snapshot })
    .all()
  releaseUploads(dropped.flatMap((r) => uploadsIn(r.snapshot)))
}

/**
 * Indexes the uploads of revisions stored before that index existed (at start; a revision with
 * no upload is read each time, a scan of the snapshots that name one, once). Returns how many.
 */
export function indexRevisionUploads(): number {
  const db = getDb()
  const unindexed = db
    .select({ id: revisions.id, snapshot: revisions.snapshot })
    .from(revisions)
    .where(
      and(
        sql`instr(${revisions.snapshot}, '/uploads/') > 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(revisionUploads)
            .where(eq(revisionUploads.revisionId, revisions.id)),
        ),
      ),
    )
    .all()
  for (const { id, snapshot } of unindexed) {
    const urls = uploadsIn(snapshot)
    if (urls.length > 0) {
      db.insert(revisionUploads)
        .values(urls.map((url) => ({ revisionId: id, url })))
        .run()
    }
  }
  return unindexed.length
}

export type RevisionEntry = {
  id: number
  at: Date
  /** Null for a version saved before revisions were kept. */
  actorName: string | null
  via: string
}

/** An item's revisions, newest first (the newest is the version saved last). */
export function listRevisions(kind: RevisionKind, id: number): RevisionEntry[] {
  return getDb()
    .select({
      id: revisions.id,
      at: revisions.at,
      actorName: revisions.actorName,
      via: revisions.via,
    })
    .from(revisions)
    .where(ofItem(kind, id))
    .orderBy(desc(revisions.id))
    .all()
}

/** Some of an item's revisions with their snapshots; ids of other items are left out. */
export function getRevisions(
  kind: RevisionKind,
  id: number,
  revisionIds: number[],
): Array<RevisionEntry & { snapshot: Snapshot }> {
  if (revisionIds.length === 0) return []
  return getDb()
    .select()
    .from(revisions)
    .where(and(ofItem(kind, id), inArray(revisions.id, revisionIds)))
    .all()
    .map(({ id, at, actorName, via, snapshot }) => ({
      id,
      at,
      actorName,
      via,
      snapshot: SnapshotSchema.parse(JSON.parse(snapshot)),
    }))
}
