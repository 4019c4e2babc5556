// The site search's index (docs/search.md): for each item of a kind the registry marks `search`,
// one document per language the public reads it in, holding the words of its texts (normalised by
// app/lib/search-text.ts). Only what the public may see: a draft and a trashed item have none, a
// translation that is a draft has none (its language's pages show the default language's texts,
// which the default language's document holds), and a scheduled item or translation is indexed
// with the time it goes public, which every search compares with its clock (as the pages decide
// when they are read: docs/publishing.md). The write path calls indexItem() in its transaction
// after each save, delete, translation and restore (app/models/content-write.server.ts); rows
// written another way (the demo seed, a script, a restored backup) are read again at start
// (ensureSearchIndex) or by the operator's `search-rebuild`.
import type { Database, Statement } from 'better-sqlite3'
import { otherLanguage, type Language } from '#app/i18n/languages.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { looksLikeHtml } from '#app/lib/html.ts'
import { indexedText } from '#app/lib/search-text.ts'
import { htmlToText } from '#app/lib/text.ts'
import { isSearchKind, kindSpec, SEARCH_KINDS, tableName, type Kind } from '#db/kinds.ts'
import { getDefaultLanguage } from './settings.server.ts'
import { readTranslations, textPaths } from './translation.server.ts'
import {
  hasTranslationPublication,
  translationSchedules,
} from './translation-publication.server.ts'

/** Bumped when what is indexed, or how words are normalised, changes: the next start rebuilds. */
const INDEX_VERSION = '1'

type Document = { language: Language; visibleFrom: number; title: string; body: string }

const client = (): Database => getDb().$client
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

// The search's statements, prepared once per connection (a test's or a restore's new connection
// prepares its own): preparing them on every search cost more than some of them take to run.
const prepared = new WeakMap<Database, Map<string, Statement>>()

/** `sql` prepared on the current connection, once. */
export function statement(sql: string): Statement {
  const db = client()
  let cache = prepared.get(db)
  if (!cache) prepared.set(db, (cache = new Map()))
  let found = cache.get(sql)
  if (!found) cache.set(sql, (found = db.prepare(sql)))
  return found
}

const plain = (value: string) => (looksLikeHtml(value) ? htmlToText(value) : value)

/**
 * An item's texts in a language as plain text, by path (its default language's, each translated
 * one over it); undefined when there is no such item.
 */
export function itemTexts(
  kind: Kind,
  id: number,
  translated?: ReadonlyMap<string, string>,
): Map<string, string> | undefined {
  const paths = textPaths(kind, id)
  if (!paths) return undefined
  return new Map(paths.map((p) => [p.path, plain(translated?.get(p.path) ?? p.value)]))
}

/** When the public sees an item (ms), or null while it is a draft. */
function itemVisibleFrom(kind: Kind, id: number): number | null {
  if (kindSpec(kind).publishing === null) return 0
  const row = client()
    .prepare<unknown[], { status: string; publishAt: number | null; createdAt: number }>(
      `SELECT status, publish_at AS publishAt, created_at AS createdAt FROM ${quote(tableName(kindSpec(kind).table))} WHERE id = ?`,
    )
    .get(id)
  if (!row || row.status === 'draft') return null
  return row.publishAt ?? row.createdAt
}

const asDocument = (language: Language, visibleFrom: number, texts: Map<string, string>) => {
  const { title = '', ...rest } = Object.fromEntries(texts)
  return { language, visibleFrom, title, body: Object.values(rest).join('\n') }
}

/** The documents the public may read of an item (none for a draft or an item that is gone). */
function documentsOf(kind: Kind, id: number, defaultLanguage: Language): Document[] {
  const from = itemVisibleFrom(kind, id)
  const texts = from === null ? undefined : itemTexts(kind, id)
  if (from === null || !texts) return []
  const documents = [asDocument(defaultLanguage, from, texts)]
  const other = otherLanguage(defaultLanguage)
  const translated = readTranslations(kind, other, [id]).get(id)
  if (!translated || translated.size === 0) return documents
  const schedule = hasTranslationPublication(kind)
    ? translationSchedules(kind, other, [id]).get(id)
    : undefined
  if (schedule?.status === 'draft') return documents
  const at = Math.max(from, schedule?.publishAt?.getTime() ?? 0)
  return [...documents, asDocument(other, at, itemTexts(kind, id, translated)!)]
}

function forget(kind: Kind, id: number) {
  const db = client()
  const ids = db
    .prepare<unknown[], number>('SELECT id FROM search_documents WHERE kind = ? AND item_id = ?')
    .pluck()
    .all(kind, id)
  const removeText = db.prepare('DELETE FROM search_text WHERE rowid = ?')
  for (const rowid of ids) removeText.run(rowid)
  db.prepare('DELETE FROM search_documents WHERE kind = ? AND item_id = ?').run(kind, id)
}

function write(kind: Kind, id: number, documents: readonly Document[]) {
  const db = client()
  const addDocument = db.prepare(
    'INSERT INTO search_documents (kind, item_id, language, visible_from) VALUES (?, ?, ?, ?)',
  )
  const addText = db.prepare('INSERT INTO search_text (rowid, title, body) VALUES (?, ?, ?)')
  for (const d of documents) {
    const { lastInsertRowid } = addDocument.run(kind, id, d.language, d.visibleFrom)
    addText.run(lastInsertRowid, indexedText(d.title), indexedText(d.body))
  }
}

/**
 * Indexes an item again as it is stored now (in the caller's transaction): its documents replace
 * the ones it had; an item gone or back to draft has none. Kinds the search does not find are left.
 */
export function indexItem(kind: Kind, id: number) {
  if (!isSearchKind(kind)) return
  const defaultLanguage = getDefaultLanguage()
  atomically(() => {
    forget(kind, id)
    write(kind, id, documentsOf(kind, id, defaultLanguage))
  })
}

function state(key: string): string | undefined {
  const value = statement('SELECT value FROM search_state WHERE key = ?').pluck().get(key)
  return typeof value === 'string' ? value : undefined
}

/** What the index was built for: its version and the default language (whose texts the items' own). */
const builtFor = (defaultLanguage: Language) => `${INDEX_VERSION}:${defaultLanguage}`

/** Every item indexed again from what is stored; answers how many documents the index holds. */
export function rebuildSearchIndex(): number {
  const db = client()
  const defaultLanguage = getDefaultLanguage()
  return atomically(() => {
    db.prepare('DELETE FROM search_documents').run()
    db.prepare("INSERT INTO search_text (search_text) VALUES ('delete-all')").run()
    for (const kind of SEARCH_KINDS) {
      const ids = kindSpec(kind).singleton
        ? [1]
        : db
            .prepare<unknown[], number>(`SELECT id FROM ${quote(tableName(kindSpec(kind).table))}`)
            .pluck()
            .all()
      for (const id of ids) write(kind, id, documentsOf(kind, id, defaultLanguage))
    }
    db.prepare(
      "INSERT INTO search_state (key, value) VALUES ('built_for', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(builtFor(defaultLanguage))
    return db.prepare<[], number>('SELECT count(*) FROM search_documents').pluck().get() ?? 0
  })
}

/** Whether each kind has as many default-language documents as items the public may see. */
function countsAgree(defaultLanguage: Language): boolean {
  const db = client()
  return SEARCH_KINDS.every((kind) => {
    const spec = kindSpec(kind)
    const items = spec.singleton
      ? 1
      : db
          .prepare<[], number>(
            `SELECT count(*) FROM ${quote(tableName(spec.table))}${spec.publishing ? " WHERE status <> 'draft'" : ''}`,
          )
          .pluck()
          .get()
    const documents = db
      .prepare<[string, string], number>(
        'SELECT count(*) FROM search_documents WHERE kind = ? AND language = ?',
      )
      .pluck()
      .get(kind, defaultLanguage)
    return items === documents
  })
}

/**
 * Rebuilds the index when it was built by another version or for another default language, or
 * never, or when it counts other items than the tables hold (rows written by hand, a restored
 * backup): at start, and before a search when the default language changed. True when it rebuilt.
 */
export function ensureSearchIndex({
  counts = false,
  defaultLanguage = getDefaultLanguage(),
}: { counts?: boolean; defaultLanguage?: Language } = {}): boolean {
  const current = state('built_for') === builtFor(defaultLanguage)
  if (current && (!counts || countsAgree(defaultLanguage))) return false
  rebuildSearchIndex()
  return true
}
