// The one write path of content (docs/architecture.md "The write path"): a create, update or delete
// of any kind runs the page cache's notice, the model's save, the audit row, the revision, the trash
// snapshot and the upload index in ONE transaction, and releases the files nothing uses any more
// once it has committed. A step that fails (the save, the audit row, the revision...) rolls back
// every other: no row, no revision, no audit entry is left behind, and the error reaches the door,
// which answers as for any failed save. A model declares its kind and its own rules (its schema,
// its reads, what its save writes); the sequence is here, once. What each kind has (revisions, the
// trash, upload columns) is its registry entry's (db/kinds.ts).
import { and, eq } from 'drizzle-orm'
import { translations } from '#db/schema.ts'
import { atomically, getDb } from '#app/lib/db.server.ts'
import { LANGUAGE_NAMES_EN, type Language } from '#app/i18n/languages.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { releaseUploads } from '#app/media/upload-release.server.ts'
import { recordAuditOrThrow } from './audit.server.ts'
import { isRevisionKind, kindSpec, type Kind, type TrashKind } from '#db/kinds.ts'
import { keepBaseRevision, recordRevision, type RevisedItem } from './revision.server.ts'
import { indexItem } from './search-index.server.ts'
import { moveToTrash, sweepTrash } from './trash.server.ts'
import { indexUploads, SINGLETON_ID, uploadsHeldBy } from './upload-refs.server.ts'
import { contentState, queueContentWebhook } from './webhook.server.ts'

type Options = { now?: Date; detail?: string }

// A kind with one item (the About page, the hero video) is audited without an id.
const auditedId = (kind: Kind, id: number) => (kindSpec(kind).singleton ? null : id)

/**
 * The steps after any save, in its transaction: the audit row, the upload index, the search index
 * (which reads the item's publication and translations as they are now: docs/search.md), the
 * revision.
 */
function afterSave<T extends RevisedItem>(
  kind: Kind,
  action: 'create' | 'update',
  id: number,
  item: T,
  { now = new Date(), detail }: Options,
): string[] {
  recordAuditOrThrow({ action, entity: kind, entityId: auditedId(kind, id), detail })
  indexUploads(kind, id)
  indexItem(kind, id)
  return isRevisionKind(kind) ? recordRevision(kind, id, item, now) : []
}

/**
 * Creates an item: `save` writes its row and child rows and answers its id, `read` answers the
 * item as the door returns it.
 */
export function createContent<T extends RevisedItem>(
  kind: Kind,
  write: { save: () => number; read: (id: number) => T | undefined },
  options: Options = {},
): T {
  publicContentChanged()
  let released: string[] = []
  const item = atomically(() => {
    const id = write.save()
    const item = write.read(id)
    if (!item) throw new Error(`The ${kindSpec(kind).noun} just saved cannot be read back`)
    released = afterSave(kind, 'create', id, item, options)
    // Its webhook, told in the same transaction (docs/webhooks.md).
    queueContentWebhook(getDb(), kind, id, undefined, contentState(kind, id, options.now))
    return item
  })
  releaseUploads(released)
  return item
}

/**
 * Updates an item: `load` reads what is stored (the row with its children, read once), `answer`
 * turns it into the item (the version kept when the item has no revision yet), `save` writes the
 * new version over it, `read` answers the item saved. Undefined when there is no such item; the
 * files the item no longer uses are released once committed.
 */
export function updateContent<T extends RevisedItem, Row>(
  kind: Kind,
  id: number,
  write: {
    load: () => Row | undefined
    answer: (row: Row) => RevisedItem
    save: (stored: Row) => void
    read: (id: number) => T | undefined
  },
  options: Options = {},
): T | undefined {
  publicContentChanged()
  let released: string[] = []
  const item = atomically(() => {
    const stored = write.load()
    if (stored === undefined) return undefined
    const held = uploadsHeldBy(kind, id)
    if (isRevisionKind(kind)) keepBaseRevision(kind, id, () => write.answer(stored))
    const before = contentState(kind, id, options.now)
    write.save(stored)
    const item = write.read(id)
    if (!item) throw new Error(`The ${kindSpec(kind).noun} just saved cannot be read back`)
    released = [...held, ...afterSave(kind, 'update', id, item, options)]
    queueContentWebhook(getDb(), kind, id, before, contentState(kind, id, options.now))
    return item
  })
  releaseUploads(released)
  return item
}

/** Saves the one item of a kind that has one (the About page, the hero video). */
export const saveSingleton = <T extends RevisedItem, Row>(
  kind: Kind,
  write: Parameters<typeof updateContent<T, Row>>[2],
  options: Options = {},
) => updateContent(kind, SINGLETON_ID, write, options)

/**
 * Deletes an item: to the trash, with its child rows and old addresses (their files stay while it
 * is there). `removed` runs in the transaction after the row went (a kind's own rules: its preview
 * links end). False when there was no such item.
 */
export function deleteContent(
  kind: TrashKind,
  id: number,
  { removed, now = new Date() }: { removed?: () => void; now?: Date } = {},
): boolean {
  publicContentChanged()
  const deleted = atomically(() => {
    const before = contentState(kind, id, now)
    if (!moveToTrash(kind, id, now)) return false
    recordAuditOrThrow({ action: 'delete', entity: kind, entityId: id })
    removed?.()
    queueContentWebhook(getDb(), kind, id, before, undefined)
    indexItem(kind, id)
    return true
  })
  // Items 30 days in the trash go for good now and then: after a delete is one of those times.
  if (deleted) sweepTrash(now)
  return deleted
}

/**
 * Saves an item's texts in another language than the default (docs/decisions/027-content-
 * translations.md): `values` by path, each a checked value or null for none (the default
 * language's shows). Every path of the language is replaced at once, in one transaction with the
 * audit row and the upload index (a translated text may show an upload); the files it no longer
 * names are released once committed. `also` writes what goes with the texts in the same
 * transaction (the translation's slug). False when there is no such item.
 */
export function translateContent(
  kind: Kind,
  id: number,
  language: Language,
  values: Readonly<Record<string, string | null>>,
  { exists, also, now = new Date() }: { exists: () => boolean; also?: () => void; now?: Date },
): boolean {
  publicContentChanged()
  let released: string[] = []
  const saved = atomically(() => {
    if (!exists()) return false
    const held = uploadsHeldBy(kind, id)
    const db = getDb()
    const ofItem = and(
      eq(translations.kind, kind),
      eq(translations.itemId, id),
      eq(translations.language, language),
    )
    db.delete(translations).where(ofItem).run()
    const rows = Object.entries(values).flatMap(([field, value]) =>
      value === null ? [] : [{ kind, itemId: id, language, field, value, updatedAt: now }],
    )
    if (rows.length > 0) db.insert(translations).values(rows).run()
    also?.()
    recordAuditOrThrow({
      action: 'update',
      entity: kind,
      entityId: auditedId(kind, id),
      detail: `${LANGUAGE_NAMES_EN[language]} translation`,
    })
    indexUploads(kind, id)
    indexItem(kind, id)
    released = held
    return true
  })
  releaseUploads(released)
  return saved
}
