// Content in the other language (docs/decisions/027-content-translations.md). An item's own columns
// hold the default language's value; `translations` holds, per field, the value in the other
// language. Everything here walks the registry's `translated` fields (db/kinds.ts),
// so no kind is named: the paths of an item's texts and their stored values, the overlay a public
// page reads (a missing value falls back to the default language's, and the page is told which
// language each value it shows is in), and how complete an item's translation is.
import { and, eq, inArray } from 'drizzle-orm'
import { getTableColumns } from 'drizzle-orm'
import { translations } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import type { Language, ShownIn } from '#app/i18n/languages.ts'
import { propertyOf } from '#app/lib/property.ts'
import { isSlugKind, kindSpec, tableName, type Kind, type TranslatedField } from '#db/kinds.ts'
import { languageSlugs } from './translation-address.server.ts'
import { hiddenTranslations } from './translation-publication.server.ts'
import { nameKey, translatedNames } from './translated-names.server.ts'

/** One text of an item: its path ('title', 'features.2.description'), and its default value. */
export type TextPath = {
  path: string
  label: string
  form: TranslatedField['form']
  /** The refusal of a text another item has in the language (TranslatedField's `unique`). */
  unique?: string
  value: string
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
const client = () => getDb().$client

function columnName(table: Parameters<typeof getTableColumns>[0], key: string): string {
  const columns: Record<string, { name: string } | undefined> = getTableColumns(table)
  const column = columns[key]
  if (!column) throw new Error(`The registry names a column ${key} that ${tableName(table)} lacks`)
  return column.name
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * An item's translated texts with their default language's values, in the form's order; undefined
 * when there is no such item (a singleton always exists). Empty optional texts are left out: there
 * is nothing to translate.
 */
export function textPaths(kind: Kind, id: number): TextPath[] | undefined {
  const spec = kindSpec(kind)
  const { fields, lists } = spec.translated
  const found: TextPath[] = []
  if (!spec.singleton) {
    const row = client()
      .prepare<unknown[], Record<string, unknown>>(
        `SELECT * FROM ${quote(tableName(spec.table))} WHERE id = ?`,
      )
      .get(id)
    if (!row) return undefined
    for (const field of fields) {
      const value = asText(row[columnName(spec.table, field.key)])
      if (value.trim()) found.push({ ...field, path: field.key, value })
    }
  }
  for (const list of lists) {
    const where = list.parent ? `WHERE ${quote(list.parent.name)} = ?` : ''
    const rows = client()
      .prepare<unknown[], Record<string, unknown>>(
        `SELECT * FROM ${quote(tableName(list.table))} ${where} ORDER BY position, id`,
      )
      .all(...(list.parent ? [id] : []))
    rows.forEach((row, index) => {
      for (const field of list.fields) {
        const value = asText(row[columnName(list.table, field.key)])
        const label = `${list.label} ${index + 1}: ${field.label}`
        if (value.trim())
          found.push({ ...field, label, path: `${list.key}.${index}.${field.key}`, value })
      }
    })
  }
  return found
}

/** The stored values of items in a language, by item id and path. */
export function readTranslations(
  kind: Kind,
  language: Language,
  ids?: readonly number[],
): Map<number, Map<string, string>> {
  const rows = getDb()
    .select({ itemId: translations.itemId, field: translations.field, value: translations.value })
    .from(translations)
    .where(
      and(
        eq(translations.kind, kind),
        eq(translations.language, language),
        ids ? inArray(translations.itemId, [...ids]) : undefined,
      ),
    )
    .all()
  const byItem = new Map<number, Map<string, string>>()
  for (const row of rows) {
    const item = byItem.get(row.itemId) ?? new Map<string, string>()
    item.set(row.field, row.value)
    byItem.set(row.itemId, item)
  }
  return byItem
}

/**
 * The value at `path` of an answer-shaped item replaced (a list of strings, such as tags, by its
 * element); false when the item has no such place (a list shorter than the path says).
 */
function overlay(item: Record<string, unknown>, path: string, value: string): boolean {
  const [key, index, field] = path.split('.')
  if (index === undefined) {
    if (!(key! in item)) return false
    item[key!] = value
    return true
  }
  const list = item[key!]
  if (!Array.isArray(list)) return false
  const at = Number(index)
  if (!(at < list.length)) return false
  const element: unknown = list[at]
  if (typeof element === 'string') list[at] = value
  else if (element && typeof element === 'object') list[at] = { ...element, [field!]: value }
  else return false
  return true
}

const idOf = (kind: Kind, item: object) =>
  kindSpec(kind).singleton ? 1 : Number(propertyOf(item, '_id'))

/**
 * Who reads a translation: the public sees those public at `now` (docs/decisions/032-translation-
 * addresses.md "Publishing per language"); the admin and a preview link's holder (`all`) every one.
 */
export type TranslationReader = { all?: boolean; now?: Date }

/**
 * Items as a page in `language` shows them: each translated text in that language, the others in
 * the default language (unchanged), and `shownIn` saying which texts are translated; an item with
 * a slug in that language answers it as its `slug` (docs/decisions/032-translation-addresses.md).
 * A translation `reader` may not see yet is none: the item as it is. On the default language's
 * pages the items are returned as they are.
 */
export function localize<T extends object>(
  kind: Kind,
  items: readonly T[],
  language: Language,
  defaultLanguage: Language,
  { all = false, now = new Date() }: TranslationReader = {},
): Array<T & ShownIn> {
  if (language === defaultLanguage || items.length === 0) return [...items]
  const ids = items.map((item) => idOf(kind, item))
  const stored = readTranslations(kind, language, ids)
  const publicAt = all ? undefined : now
  const slugs = isSlugKind(kind) ? languageSlugs(kind, language, ids, publicAt) : undefined
  const hidden = all ? new Set<number>() : hiddenTranslations(kind, language, ids, now)
  // A project's category in this language: the category's own translation (037), public even
  // while the project's own translation is not.
  const named = (kindSpec(kind).names ?? []).map((n) => ({
    key: n.key,
    names: translatedNames(n, language),
  }))
  return items.map((item, i) => {
    const values = new Map(hidden.has(ids[i]!) ? undefined : stored.get(ids[i]!))
    for (const { key, names } of named) {
      const text = propertyOf(item, key)
      const name = typeof text === 'string' ? names.get(nameKey(text)) : undefined
      if (name !== undefined) values.set(key, name)
    }
    const slug = hidden.has(ids[i]!) ? undefined : slugs?.get(ids[i]!)
    if (values.size === 0 && !slug) return item
    const copy = structuredClone(item) as T & ShownIn & Record<string, unknown> // a clone of T, its keys set by name
    if (slug && 'slug' in copy) Object.assign(copy, { slug })
    if (values.size === 0) return copy
    const shownIn: Record<string, Language> = {}
    for (const [path, value] of values) {
      if (overlay(copy, path, value)) shownIn[path] = language
    }
    copy.shownIn = shownIn
    return copy
  })
}

/** One item in `language` (see localize). */
export const localizeOne = <T extends object>(
  kind: Kind,
  item: T,
  language: Language,
  defaultLanguage: Language,
  reader: TranslationReader = {},
): T & ShownIn => localize(kind, [item], language, defaultLanguage, reader)[0]!

/** How much of each item of a kind is translated into `language`: its texts, and how many are. */
export function translationCompleteness(
  kind: Kind,
  ids: readonly number[],
  language: Language,
): Map<number, { done: number; total: number }> {
  const stored = readTranslations(kind, language, ids)
  const result = new Map<number, { done: number; total: number }>()
  for (const id of ids) {
    const paths = textPaths(kind, id) ?? []
    const values = stored.get(id)
    const done = paths.filter((p) => values?.has(p.path)).length
    result.set(id, { done, total: paths.length })
  }
  return result
}

/** What the admin calls an item: its title (its kind's name for a singleton); undefined if gone. */
export function itemName(kind: Kind, id: number): string | undefined {
  const spec = kindSpec(kind)
  if (spec.singleton) return spec.label
  const row = client()
    .prepare<unknown[], { name: unknown }>(
      `SELECT ${quote(spec.titleColumn)} AS name FROM ${quote(tableName(spec.table))} WHERE id = ?`,
    )
    .get(id)
  return row ? asText(row.name) || `#${id}` : undefined
}

/** Whether a kind has texts to translate (the hero video has none). */
export const isTranslatable = (kind: Kind) => {
  const { fields, lists } = kindSpec(kind).translated
  return fields.length + lists.length > 0
}
