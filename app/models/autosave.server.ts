// Autosave (docs/publishing.md "Autosave", docs/decisions/054-autosave.md): what an editor's form
// held a few seconds after its admin stopped typing, kept per admin and item in a table of its own.
// It is never content: no page, feed, /api answer, revision or search reads it, so keeping one
// publishes nothing and changes nothing stored. The item's editor offers it back while it is newer
// than the item's last save; a real save, or Discard, deletes it.
import { and, eq, max } from 'drizzle-orm'
import { z } from 'zod'
import { autosaves, revisions } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'

/** The editors that keep an autosave, by the kind they edit (db/kinds.ts). */
export const AUTOSAVE_KINDS = ['blog', 'detailed-project', 'detailed-service', 'about'] as const
export type AutosaveKind = (typeof AUTOSAVE_KINDS)[number]

/** The item of an editor not yet saved (its Add screen). */
export const NEW_ITEM = 'new'

/** The most an autosave's fields may weigh, as posted (the body's cap is a little above). */
export const MAX_AUTOSAVE_CHARS = 512 * 1024
const MAX_FIELDS = 400
// A form field's name as the editors' forms spell it (`title`, `media[2].url`): a list index of at
// most three digits (no form has a longer list: docs/api-limits.md), never Conform's `__intent__`.
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*(\[\d{1,3}\]|\.[A-Za-z][A-Za-z0-9]*)*$/

const FieldsSchema = z
  .array(z.tuple([z.string().max(200).regex(FIELD_NAME), z.string().max(MAX_AUTOSAVE_CHARS)]))
  .max(MAX_FIELDS)

/** What the editor's script posts: its kind, its item, and the form's text fields in order. */
export const AutosaveInputSchema = z
  .object({
    kind: z.enum(AUTOSAVE_KINDS),
    item: z.union([z.literal(NEW_ITEM), z.string().regex(/^[1-9]\d{0,15}$/)]),
    fields: FieldsSchema,
  })
  .strict()
  .refine(
    ({ fields }) => fields.reduce((n, [k, v]) => n + k.length + v.length, 0) <= MAX_AUTOSAVE_CHARS,
    { message: 'Too large', path: ['fields'] },
  )
export type AutosaveInput = z.infer<typeof AutosaveInputSchema>

export type Autosave = { fields: Array<[string, string]>; savedAt: Date }

const ofItem = (userId: number, kind: AutosaveKind, item: string) =>
  and(eq(autosaves.userId, userId), eq(autosaves.entity, kind), eq(autosaves.item, item))

/** Keeps the form's fields as the admin's autosave of the item, replacing the one before. */
export function keepAutosave(userId: number, input: AutosaveInput, now = new Date()): void {
  const { kind, item, fields } = AutosaveInputSchema.parse(input)
  const row = { userId, entity: kind, item, fields: JSON.stringify(fields), savedAt: now }
  getDb()
    .insert(autosaves)
    .values(row)
    .onConflictDoUpdate({
      target: [autosaves.userId, autosaves.entity, autosaves.item],
      set: { fields: row.fields, savedAt: now },
    })
    .run()
}

/** The admin's autosave of the item, if any. */
export function findAutosave(userId: number, kind: AutosaveKind, item: string): Autosave | null {
  const row = getDb()
    .select({ fields: autosaves.fields, savedAt: autosaves.savedAt })
    .from(autosaves)
    .where(ofItem(userId, kind, item))
    .get()
  if (!row) return null
  const fields = FieldsSchema.safeParse(JSON.parse(row.fields))
  return fields.success ? { fields: fields.data, savedAt: row.savedAt } : null
}

/**
 * The autosave to offer back when the admin opens the item: only one newer than the item's last
 * save (by anyone, through any door: its newest revision), so a version saved since is never
 * offered to be replaced by older words.
 */
export function autosaveToOffer(userId: number, kind: AutosaveKind, item: string) {
  const kept = findAutosave(userId, kind, item)
  if (!kept || item === NEW_ITEM) return kept
  const last = getDb()
    .select({ at: max(revisions.at) })
    .from(revisions)
    .where(and(eq(revisions.entity, kind), eq(revisions.entityId, Number(item))))
    .get()?.at
  return last && last.getTime() >= kept.savedAt.getTime() ? null : kept
}

/** Forgets the admin's autosave of the item (a real save, or Discard). */
export function clearAutosave(userId: number, kind: AutosaveKind, item: string): void {
  getDb()
    .delete(autosaves)
    .where(ofItem(userId, kind, item))
    .run()
}
