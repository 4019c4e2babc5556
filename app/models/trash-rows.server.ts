// The rows of an item in the trash (docs/decisions/019-trash.md): read by table name into a JSON
// snapshot (its row, its child rows, its rows in the other language, its old addresses) and written
// back as they were. SQL is built from the registry's table names (db/kinds.ts), so one snapshot
// serves every kind; trash.server.ts decides when, and keeps the trash's own rows.
import { z } from 'zod'
import { getDb } from '#app/lib/db.server.ts'
import { isSlugKind, kindLabel, kindSpec, tableName, type TrashKind } from '#db/kinds.ts'
import { chooseSlug, slugHolders } from './slugs.server.ts'

/**
 * What an item takes with it, from its registry entry (db/kinds.ts): its table, the
 * child tables that point at it (their rows go by ON DELETE CASCADE, so the snapshot keeps them),
 * the column that names it in the list, and whether it has old slugs in slug_redirects.
 */
export function trashSpec(entity: TrashKind) {
  const { table, children, titleColumn } = kindSpec(entity)
  return {
    name: tableName(table),
    children: children.map((child) => ({
      table: tableName(child.table),
      parent: child.parent.name,
    })),
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
export type Snapshot = z.infer<typeof SnapshotSchema>

export const readSnapshot = (text: string) => SnapshotSchema.parse(JSON.parse(text))

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const client = () => getDb().$client

/** An item's rows in the other language (keyed by kind and item id, no foreign key). */
const LANGUAGE_TABLES = ['translations', 'translation_publication', 'translation_slug_redirects']

function insertRow(table: string, values: Values, { orIgnore = false } = {}) {
  const present = new Set(
    (client().pragma(`table_info(${quote(table)})`) as Array<{ name: string }>).map((c) => c.name), // pragma rows are unknown
  )
  // A column dropped since the delete is left out; one added since takes its default.
  const columns = Object.keys(values).filter((c) => present.has(c))
  client()
    .prepare(
      `INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    )
    .run(...columns.map((c) => values[c]))
}

/** The item's rows as the trash keeps them; undefined when there is no such item. */
export function snapshotOf(entity: TrashKind, id: number): Snapshot | undefined {
  const { name, children, slugKind } = trashSpec(entity)
  const row = client()
    .prepare<unknown[], Values>(`SELECT * FROM ${quote(name)} WHERE id = ?`)
    .get(id)
  if (!row) return undefined
  return {
    row,
    children: [
      ...children.map((child) => ({
        table: child.table,
        rows: client()
          .prepare<unknown[], Values>(
            `SELECT * FROM ${quote(child.table)} WHERE ${quote(child.parent)} = ? ORDER BY id`,
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
}

/** Deletes the item's row and its rows in the other language: false when there was no row. */
export function removeItemRows(entity: TrashKind, id: number): boolean {
  for (const table of LANGUAGE_TABLES) {
    client()
      .prepare(`DELETE FROM ${quote(table)} WHERE kind = ? AND item_id = ?`)
      .run(entity, id)
  }
  return (
    client()
      .prepare(`DELETE FROM ${quote(trashSpec(entity).name)} WHERE id = ?`)
      .run(id).changes > 0
  )
}

/** Why the item cannot come back as it was (its id or its unique name taken), if it cannot. */
export function restoreRefusal(entity: TrashKind, id: number, row: Values): string | null {
  if (
    client()
      .prepare(`SELECT 1 FROM ${quote(trashSpec(entity).name)} WHERE id = ?`)
      .get(id)
  ) {
    return `This ${kindLabel(entity).toLowerCase()} exists already.`
  }
  if (
    entity === 'category' &&
    client().prepare('SELECT 1 FROM categories WHERE lower(name) = lower(?)').get(String(row.name))
  ) {
    return 'A category with this name exists already, so this one stays in the trash.'
  }
  return null
}

/** The slug a restored item takes: its own, or with a suffix when another item took it meanwhile. */
export function freeSlug(entity: TrashKind, id: number, slug: string) {
  const { name, slugKind } = trashSpec(entity)
  const owners = client()
    .prepare(`SELECT id FROM ${quote(name)} WHERE slug = ?`)
    .pluck()
  return chooseSlug({
    wanted: undefined,
    title: slug,
    current: { id, slug: null },
    // An address names one item, whichever language holds it (app/models/slugs.server.ts).
    holders: (s) => (slugKind ? slugHolders(slugKind, s) : (owners.all(s) as number[])),
    fallback: entity,
    takenText: '',
  })
}

/**
 * Writes the snapshot's rows back: the item's row with its id (a reference to a row gone since,
 * such as an author's deleted account, is forgotten), its child rows, its old addresses.
 */
export function insertSnapshot(entity: TrashKind, id: number, row: Values, snapshot: Snapshot) {
  const { name, slugKind } = trashSpec(entity)
  if (slugKind && typeof row.slug === 'string') {
    // Its address is its own again: an old slug of another item by that name goes.
    client()
      .prepare('DELETE FROM slug_redirects WHERE kind = ? AND slug = ?')
      .run(slugKind, row.slug)
  }
  for (const fk of client().pragma(`foreign_key_list(${quote(name)})`) as Array<{
    // pragma rows are unknown
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
          slugHolders(childRow.kind, childRow.slug).some((holder) => holder !== id)
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
}
