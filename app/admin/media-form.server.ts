// Forms with repeatable media rows (projects, detailed projects), posted as one multipart body:
// text fields, `media.N.url`, `media.N.type` and an optional `media.N.file` per row, and an
// `intent` that is `save`, `add-media` or `remove-media:N` (the last two re-render, never save).
import { type MediaType } from '#db/schema.ts'
import { ADMIN_UPLOADS, refusalText } from '#app/admin/uploads.server.ts'
import { receiveUploads, releaseUploads } from '#app/lib/uploads.server.ts'

export type MediaRow = { url: string; type: string }
/** A row as posted: what was typed, and the file stored for it if one was chosen. */
export type PostedRow = MediaRow & { file: { url: string; type: MediaType } | null }
export type Intent = { kind: 'save' } | { kind: 'add' } | { kind: 'remove'; index: number }

const MAX_ROWS = 20
const ROW_FIELD = /^media\.(\d{1,2})\.(url|type|file)$/

export const EMPTY_ROW: MediaRow = { url: '', type: 'image' }
export const NEITHER_TEXT = 'Enter a URL or choose a file'

export type MediaForm =
  | { ok: true; fields: FormData; rows: PostedRow[]; intent: Intent; stored: string[] }
  /** A refused upload: nothing stored, but the typed text is back to show the form again. */
  | { ok: false; status: number; message: string; fields: FormData; rows: PostedRow[] }

export async function readMediaForm(request: Request): Promise<MediaForm> {
  const result = await receiveUploads(request, {
    field: (name) => ROW_FIELD.test(name) && name.endsWith('.file'),
    kind: 'projects',
    accept: ADMIN_UPLOADS.projects.accept,
    maxFiles: MAX_ROWS,
  })
  if (!result.ok) {
    const { status, fields } = result
    const message = refusalText('projects', result)
    return { ok: false, status, message, fields, rows: postedRows(fields) }
  }
  const { fields, files } = result
  const rows = postedRows(fields, files)
  const stored = [...files.values()].map((f) => f.url)
  return { ok: true, fields, rows, intent: readIntent(fields.get('intent')), stored }
}

/** The media rows of a posted form, in index order, with the file stored for each if any. */
function postedRows(
  fields: FormData,
  files: ReadonlyMap<string, { url: string; type: MediaType }> = new Map(),
): PostedRow[] {
  const indices = new Set<number>()
  for (const name of [...fields.keys(), ...files.keys()]) {
    const match = ROW_FIELD.exec(name)
    if (match) indices.add(Number(match[1]))
  }
  const text = (name: string) => {
    const value = fields.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  return [...indices]
    .sort((a, b) => a - b)
    .slice(0, MAX_ROWS)
    .map((i) => ({
      url: text(`media.${i}.url`),
      type: text(`media.${i}.type`) || 'image',
      file: files.get(`media.${i}.file`) ?? null,
    }))
}

function readIntent(value: FormDataEntryValue | null): Intent {
  if (value === 'add-media') return { kind: 'add' }
  const remove = typeof value === 'string' ? /^remove-media:(\d{1,2})$/.exec(value) : null
  return remove ? { kind: 'remove', index: Number(remove[1]) } : { kind: 'save' }
}

/** The rows to show again after add/remove (files must be chosen again: nothing was saved). */
export async function rowsAfterIntent(form: Extract<MediaForm, { ok: true }>): Promise<MediaRow[]> {
  releaseUploads(form.stored)
  const rows: MediaRow[] = form.rows.map(({ url, type }) => ({ url, type }))
  if (form.intent.kind === 'add') return [...rows, { ...EMPTY_ROW }]
  const { index } = form.intent as { index: number }
  const left = rows.filter((_, i) => i !== index)
  return left.length > 0 ? left : [{ ...EMPTY_ROW }]
}

/**
 * The media list to save. A row's stored file wins over its URL: only a page without JavaScript
 * sends both, and there the form says a chosen file replaces the URL.
 */
export function mediaToSave(rows: PostedRow[]) {
  return rows.map((row) =>
    row.file ? { url: row.file.url, type: row.file.type } : { url: row.url, type: row.type },
  )
}

/** Text fields by name (trimmed by the schemas later). */
export function textField(fields: FormData, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value : ''
}
