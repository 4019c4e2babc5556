// The index of upload references (upload_refs): which content item, and which trash snapshot, uses
// which uploaded file. The content write path (app/models/content-write.server.ts) and the trash
// keep it in the transaction of their write, from the columns each kind's registry entry names
// (db/kinds.ts: a file column's whole value, or the addresses inside HTML), so
// "is this file still used?" (app/media/upload-release.server.ts) is an index lookup rather than a scan of
// every HTML column, and "where is it used?" is a list. Revisions keep their own (revision_uploads).
// A row written by hand, not through a model, is indexed at the next start (rebuildUploadRefs).
import { and, eq, inArray } from 'drizzle-orm'
import { revisions, revisionUploads, uploadRefs } from '#db/schema.ts'
import { canonicalPath } from '#app/lib/address.ts'
import { getDb } from '#app/lib/db.server.ts'
import { KIND_NAMES, kindSpec, tableName, type Kind } from '#db/kinds.ts'

/** Who holds a file: a content item, or a trash snapshot (`itemId` is then the trash row's id). */
export type UploadOwner = Kind | 'trash'
/** The id a kind with one item (the About page, the hero video) files its uploads under. */
export const SINGLETON_ID = 1

// Upload addresses inside text (HTML, or JSON whose strings hold HTML): a path ends at a quote, a
// backslash (JSON's escapes), whitespace, markup or a query, and loses the punctuation of a sentence
// it ends. Linear; an address too many is only checked.
const UPLOAD_URL = /\/uploads\/[^\s"'\\<>()?#]+/g
const SENTENCE_END = '.,;:!'
// A resized copy's address (/uploads/blogs/a.png/640.webp) names its original too.
const VARIANT = /^(\/uploads\/.+\.[a-z0-9]+)\/[0-9]+\.webp$/i

/**
 * An upload's address in its one spelling (app/lib/address.ts), or null when it is not under
 * /uploads/ once spelt so: `/uploads/media/./x.png`, `/uploads/blogs/../media/x.png` and
 * `/uploads/media/%78.png` show the same file as `/uploads/media/x.png`, so they are its use.
 */
export function uploadAddress(url: string): string | null {
  const spelt = canonicalPath(url)
  return spelt?.startsWith('/uploads/') ? spelt : null
}

/** The upload addresses a text names, each once, in their one spelling. */
export function uploadsIn(text: string): string[] {
  const found = new Set<string>()
  for (const match of text.match(UPLOAD_URL) ?? []) {
    let end = match.length
    while (end > 0 && SENTENCE_END.includes(match[end - 1]!)) end--
    const url = uploadAddress(match.slice(0, end))
    if (!url) continue
    found.add(url)
    const original = VARIANT.exec(url)?.[1]
    if (original) found.add(original)
  }
  return [...found]
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

type Source = { sql: string; owner: string | null; html: boolean }

/**
 * For each upload column of a kind, the query of its values with the item they belong to: the
 * kind's own table by its id, a child table by the column that names its item.
 */
function sources(kind: Kind): Source[] {
  const spec = kindSpec(kind)
  const columns = [
    ...spec.uploads.urls.map((column) => ({ column, html: false })),
    ...spec.uploads.html.map((column) => ({ column, html: true })),
  ]
  // Its texts in another language may be HTML naming uploads too (app/models/translation.server.ts).
  const translated: Source = {
    sql: `SELECT ${spec.singleton ? SINGLETON_ID : 'item_id'} AS item, value FROM translations WHERE kind = '${kind}' AND instr(value, '/uploads/') > 0`,
    owner: spec.singleton ? null : 'item_id',
    html: true,
  }
  const translatable = spec.translated.fields.length + spec.translated.lists.length > 0
  return [
    ...columns.map(({ column, html }) => {
      const table = tableName(column.table)
      const child = spec.children.find((c) => tableName(c.table) === table)
      const owner = spec.singleton ? null : quote(child ? child.parent.name : 'id')
      const value = quote(column.name)
      return {
        sql: `SELECT ${owner ?? SINGLETON_ID} AS item, ${value} AS value FROM ${quote(table)} WHERE instr(${value}, '/uploads/') > 0`,
        owner,
        html,
      }
    }),
    ...(translatable ? [translated] : []),
  ]
}

const client = () => getDb().$client

function urlsOf(values: Array<{ value: unknown }>, html: boolean): string[] {
  return values.flatMap(({ value }) =>
    typeof value !== 'string' ? [] : html ? uploadsIn(value) : [value],
  )
}

function store(owner: UploadOwner, itemId: number, urls: Iterable<string>) {
  const insert = client().prepare(
    'INSERT OR IGNORE INTO upload_refs (url, kind, item_id) VALUES (?, ?, ?)',
  )
  const spelt = new Set([...urls].map(uploadAddress).filter((url) => url !== null))
  for (const url of spelt) insert.run(url, owner, itemId)
}

/** The files an owner holds, as the index says. */
export function uploadsHeldBy(owner: UploadOwner, itemId: number): string[] {
  return getDb()
    .select({ url: uploadRefs.url })
    .from(uploadRefs)
    .where(and(eq(uploadRefs.kind, owner), eq(uploadRefs.itemId, itemId)))
    .all()
    .map((r) => r.url)
}

/** Forgets what an owner holds (an item deleted or moved to the trash, a snapshot purged). */
export function forgetUploads(owner: UploadOwner, itemId: number): void {
  getDb()
    .delete(uploadRefs)
    .where(and(eq(uploadRefs.kind, owner), eq(uploadRefs.itemId, itemId)))
    .run()
}

/** Indexes an item's files as it is stored now (after a save, in its transaction). */
export function indexUploads(kind: Kind, itemId: number): void {
  forgetUploads(kind, itemId)
  const urls = sources(kind).flatMap(({ sql, owner, html }) => {
    const rows =
      owner === null
        ? client().prepare<[], { value: unknown }>(sql).all()
        : client().prepare<[number], { value: unknown }>(`${sql} AND ${owner} = ?`).all(itemId)
    return urlsOf(rows, html)
  })
  store(kind, itemId, urls)
}

/** Indexes a trash snapshot's files (its JSON names them as HTML does). */
export function indexTrashUploads(trashId: number, snapshot: string): void {
  forgetUploads('trash', trashId)
  store('trash', trashId, uploadsIn(snapshot))
}

/**
 * Rebuilds the whole index from what is stored (at start: rows written by hand, a database restored
 * from a backup, one from before the index). Returns how many references it holds.
 */
export function rebuildUploadRefs(): number {
  const db = client()
  return db
    .transaction(() => {
      db.prepare('DELETE FROM upload_refs').run()
      for (const kind of KIND_NAMES) {
        for (const { sql, html } of sources(kind)) {
          const rows = db.prepare<unknown[], { item: number; value: unknown }>(sql).all()
          for (const row of rows) store(kind, row.item, urlsOf([row], html))
        }
      }
      const snapshots = db
        .prepare<unknown[], { id: number; snapshot: string }>(
          "SELECT id, snapshot FROM trash WHERE instr(snapshot, '/uploads/') > 0",
        )
        .all()
      for (const { id, snapshot } of snapshots) store('trash', id, uploadsIn(snapshot))
      return db.prepare<[], number>('SELECT count(*) FROM upload_refs').pluck().get() ?? 0
    })
    .immediate()
}

export type UploadUse =
  | { kind: Kind; itemId: number }
  | { kind: 'trash'; itemId: number }
  | { kind: 'revision'; itemId: number; of: { kind: string; itemId: number } }

/** Where a file is used: the items, trash snapshots and revisions that name it. */
export const whereUploadIsUsed = (url: string): UploadUse[] => whereUploadsAreUsed([url]).get(url)!

/**
 * Where each of several files is used (a page of the media library): two statements over the two
 * indexes, however many files.
 */
export function whereUploadsAreUsed(urls: readonly string[]): Map<string, UploadUse[]> {
  const found = new Map<string, UploadUse[]>(urls.map((url) => [url, []]))
  if (urls.length === 0) return found
  const db = getDb()
  const held = db
    .select({ url: uploadRefs.url, kind: uploadRefs.kind, itemId: uploadRefs.itemId })
    .from(uploadRefs)
    .where(inArray(uploadRefs.url, [...urls]))
    .orderBy(uploadRefs.kind, uploadRefs.itemId)
    .all() as Array<{ url: string; kind: Kind | 'trash'; itemId: number }> // the column is text; only kinds and 'trash' are written
  for (const { url, ...use } of held) found.get(url)!.push(use)
  const versions = db
    .select({
      url: revisionUploads.url,
      id: revisions.id,
      kind: revisions.entity,
      itemId: revisions.entityId,
    })
    .from(revisionUploads)
    .innerJoin(revisions, eq(revisions.id, revisionUploads.revisionId))
    .where(inArray(revisionUploads.url, [...urls]))
    .orderBy(revisions.id)
    .all()
  for (const v of versions) {
    found
      .get(v.url)!
      .push({ kind: 'revision', itemId: v.id, of: { kind: v.kind, itemId: v.itemId } })
  }
  return found
}
