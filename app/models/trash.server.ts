// The trash (docs/decisions/019-trash.md). A delete from any door (the admin, the /api) moves the
// item here instead of losing it: in the transaction that deletes the row, a JSON snapshot of the
// row, its child rows and its old addresses is written to `trash`, and the rows go as before, so no
// public or admin query needs a filter. For 30 days the admin can restore it (the same id, the same
// child rows; a slug taken meanwhile gets a suffix) or delete it forever. An upload the snapshot
// names stays in use (the upload index holds it for the snapshot) and is released when
// the item is deleted forever or its 30 days are up (swept on each delete, on the trash screen, at
// start: nothing needs to run at the moment they end).
import { asc, desc, eq, lt } from 'drizzle-orm'
import { z } from 'zod'
import { trash } from '#db/schema.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { actorName } from '#app/lib/request-context.server.ts'
import { releaseUploads } from '#app/media/upload-release.server.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { FILE_ENTITY } from './media-library.server.ts'
import { FILE_LABEL, restoreMediaRow } from './media-trash.server.ts'
import {
  isRevisionKind,
  isSlugKind,
  isTrashKind,
  kindLabel,
  kindSpec,
  tableName,
  type SlugKind,
  type TrashKind,
} from '#db/kinds.ts'
import { chooseSlug, slugHolders } from './slugs.server.ts'
import { forgetRevisions } from './revision.server.ts'
import { indexItem } from './search-index.server.ts'
import {
  forgetUploads,
  indexTrashUploads,
  indexUploads,
  uploadsHeldBy,
} from './upload-refs.server.ts'

export const TRASH_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const TITLE_MAX = 200

/**
 * What an item takes with it, from its registry entry (db/kinds.ts): its table, the
 * child tables that point at it (their rows go by ON DELETE CASCADE, so the snapshot keeps them),
 * the column that names it in the list, and whether it has old slugs in slug_redirects.
 */
function spec(entity: TrashKind) {
  const { table, children, titleColumn } = kindSpec(entity)
  return {
    table,
    children: children.map((child) => ({ table: child.table, parent: child.parent.name })),
    titleColumn,
    slugKind: isSlugKind(entity) ? entity : undefined,
  }
}

type Values = Record<string, unknown>
const ValuesSchema = z.record(z.string(), z.unknown())
/** What the trash keeps of an item, read back through this schema rather than trusted. */
const SnapshotSchema = z.object({
  row: ValuesSchema,
  children: z.array(z.object({ table: z.string(), rows: z.array(ValuesSchema) })),
  redirects: z.array(ValuesSchema),
})
type Snapshot = z.infer<typeof SnapshotSchema>

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const client = () => getDb().$client

/** An item's rows in the other language (keyed by kind and item id, no foreign key). */
const LANGUAGE_TABLES = ['translations', 'translation_publication', 'translation_slug_redirects']

function insertRow(table: string, values: Values, { orIgnore = false } = {}) {
  const present = new Set(
    (client().pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map((c) => c.name),
  )
  // A column dropped since the delete is left out; one added since takes its default.
  const columns = Object.keys(values).filter((c) => present.has(c))
  client()
    .prepare(
      `INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    .run(...columns.map((c) => values[c]))
}

/**
 * Deletes the item, keeping a snapshot of it in the trash, in one transaction (inside the content
 * write's: app/models/content-write.server.ts): a delete the database refuses keeps both as they
 * were. The files the item used are held by the snapshot now (the upload index moves them). False
 * when there was no such item.
 */
export function moveToTrash(entity: TrashKind, id: number, now = new Date()): boolean {
  const { table, children, titleColumn, slugKind } = spec(entity)
  const name = tableName(table)
  return atomically(() => {
    const row = client()
      .prepare<unknown[], Values>(`SELECT * FROM ${quote(name)} WHERE id = ?`)
      .get(id)
    if (!row) return false
    const snapshot: Snapshot = {
      row,
      children: [
        ...children.map((child) => ({
          table: tableName(child.table),
          rows: client()
            .prepare<unknown[], Values>(
              `SELECT * FROM ${quote(tableName(child.table))} WHERE ${quote(child.parent)} = ? ORDER BY id`,
            )
            .all(id),
        })),
        // Its texts, slug and publication in the other language, and its old slugs there, go and
        // come back with it (restored as child rows are).
        ...LANGUAGE_TABLES.map((table) => ({
          table,
          rows: client()
            .prepare<unknown[], Values>(
              `SELECT * FROM ${quote(table)} WHERE kind = ? AND item_id = ?`,
            )
            .all(entity, id),
        })),
      ],
      redirects: slugKind
        ? client()
            .prepare<unknown[], Values>(
              'SELECT * FROM slug_redirects WHERE kind = ? AND item_id = ? ORDER BY id',
            )
            .all(slugKind, id)
        : [],
    }
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
    for (const table of LANGUAGE_TABLES) {
      client()
        .prepare(`DELETE FROM ${quote(table)} WHERE kind = ? AND item_id = ?`)
        .run(entity, id)
    }
    return (
      client()
        .prepare(`DELETE FROM ${quote(name)} WHERE id = ?`)
        .run(id).changes > 0
    )
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

function freeSlug(
  table: string,
  kind: SlugKind | undefined,
  id: number,
  slug: string,
  fallback: string,
) {
  const owners = client()
    .prepare(`SELECT id FROM ${quote(table)} WHERE slug = ?`)
    .pluck()
  return chooseSlug({
    wanted: undefined,
    title: slug,
    current: { id, slug: null },
    // An address names one item, whichever language holds it (app/models/slugs.server.ts).
    holders: (s) => (kind ? slugHolders(kind, s) : (owners.all(s) as number[])),
    fallback,
    takenText: '',
  })
}

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
  const { table, slugKind } = spec(entity)
  const name = tableName(table)
  const snapshot = SnapshotSchema.parse(JSON.parse(entry.snapshot))
  const row = { ...snapshot.row }
  let newSlug: string | undefined
  try {
    atomically(() => {
      if (
        client()
          .prepare(`SELECT 1 FROM ${quote(name)} WHERE id = ?`)
          .get(entry.entityId)
      ) {
        throw new RestoreConflict(`This ${kindLabel(entity).toLowerCase()} exists already.`)
      }
      if (
        entity === 'category' &&
        client()
          .prepare('SELECT 1 FROM categories WHERE lower(name) = lower(?)')
          .get(String(row.name))
      ) {
        throw new RestoreConflict(
          'A category with this name exists already, so this one stays in the trash.',
        )
      }
      if (typeof row.slug === 'string') {
        const slug = freeSlug(name, slugKind, entry.entityId, row.slug, entity)
        if (slug !== row.slug) newSlug = row.slug = slug
        if (slugKind) {
          // Its address is its own again: an old slug of another item by that name goes.
          client()
            .prepare('DELETE FROM slug_redirects WHERE kind = ? AND slug = ?')
            .run(slugKind, slug)
        }
      }
      for (const fk of client().pragma(`foreign_key_list(${quote(name)})`) as Array<{
        table: string
        from: string
        to: string
      }>) {
        const value = row[fk.from]
        if (value == null) continue
        const found = client()
          .prepare(`SELECT 1 FROM ${quote(fk.table)} WHERE ${quote(fk.to)} = ?`)
          .get(value)
        if (!found) row[fk.from] = null
      }
      insertRow(name, row)
      for (const child of snapshot.children) {
        for (const childRow of child.rows) {
          if (child.table === 'translation_publication') {
            // A slug in that language another item took meanwhile is theirs: the page falls back
            // to the item's default slug until the admin gives it another.
            const taken =
              typeof childRow.slug === 'string' &&
              isSlugKind(childRow.kind) &&
              slugHolders(childRow.kind, childRow.slug).some((holder) => holder !== entry.entityId)
            insertRow(child.table, taken ? { ...childRow, slug: null } : childRow)
          } else {
            insertRow(child.table, childRow, {
              orIgnore: child.table === 'translation_slug_redirects',
            })
          }
        }
      }
      for (const redirect of snapshot.redirects) {
        // One another item took over since is theirs now.
        insertRow('slug_redirects', redirect, { orIgnore: true })
      }
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
