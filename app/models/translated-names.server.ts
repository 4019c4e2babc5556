// Texts an item holds by another kind's item's name (a project's category: the registry's `names`,
// docs/decisions/037-category-names.md), in another language: the named item's translation of it.
import { getTableColumns } from 'drizzle-orm'
import { getDb } from '#app/lib/db.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { kindSpec, tableName, type Kind, type NamedBy } from '#db/kinds.ts'

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** How a name is matched: as SQLite's lower() (the categories' unique index) folds it. */
export const nameKey = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase())

/**
 * The named kind's texts in `language` by their default language's value (as nameKey folds it):
 * 'video' -> 'فيديو'. A text with no translation is not in the map.
 */
export function translatedNames(named: NamedBy, language: Language): Map<string, string> {
  const spec = kindSpec(named.kind)
  const columns: Record<string, { name: string } | undefined> = getTableColumns(spec.table)
  const column = columns[named.field]
  if (!column) throw new Error(`The registry names a column ${named.field} that it lacks`)
  const rows = getDb()
    .$client.prepare<unknown[], { name: string; value: string }>(
      `SELECT i.${quote(column.name)} AS name, t.value AS value
         FROM ${quote(tableName(spec.table))} i
         JOIN translations t ON t.kind = ? AND t.item_id = i.id AND t.language = ? AND t.field = ?
        ORDER BY i.id`,
    )
    .all(named.kind, language, named.field)
  const names = new Map<string, string>()
  for (const { name, value } of rows) if (!names.has(nameKey(name))) names.set(nameKey(name), value)
  return names
}

/** Whether another item of `kind` has `value` as its `field` in `language`, in any letter case. */
export function translationTaken(
  kind: Kind,
  id: number,
  language: Language,
  field: string,
  value: string,
): boolean {
  return (
    getDb()
      .$client.prepare(
        `SELECT 1 FROM translations
          WHERE kind = ? AND language = ? AND field = ? AND item_id <> ? AND lower(value) = lower(?)`,
      )
      .get(kind, language, field, id, value) !== undefined
  )
}
