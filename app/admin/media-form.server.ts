// The action behind the project and detailed-project modals: one multipart post read with Conform,
// with text fields, `media[N].url`, `media[N].type` and an optional `media[N].file` per row. A
// chosen file is stored and wins over the row's URL (only a page without JavaScript sends both).
// Add/remove-row buttons are Conform intents: without JavaScript the server answers them by
// re-rendering and saves nothing; with it Conform applies them in place. The reply is Conform's,
// so every typed value comes back with the errors beside their fields.
import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import {
  createDetailedProject,
  DetailedProjectInputSchema,
  updateDetailedProject,
} from '#app/models/detailed-project.server.ts'
import { createProject, ProjectInputSchema, updateProject } from '#app/models/project.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { receiveUploads, releaseUploads, type StoredUpload } from '#app/lib/uploads.server.ts'
import { attempt } from './failure.server.ts'
import { ADMIN_UPLOADS, refusalText } from './uploads.server.ts'

const MAX_ROWS = 20
const ROW_FIELD = /^media\[(\d{1,2})\]\.(url|type|file)$/
// The field Conform's intent buttons (add/remove a row) post their intent in.
const CONFORM_INTENT = '__intent__'

export const NEITHER_TEXT = 'Enter a URL or choose a file'

export type MediaFormReply = { result: SubmissionResult<string[]> }

export async function saveMediaForm<Input>(
  request: Request,
  options: {
    id: number | null
    schema: z.ZodType<unknown, Input>
    /** Rows with neither URL nor file: refused (projects) or dropped (detailed projects). */
    emptyRows: 'refuse' | 'drop'
    create: (input: Input) => unknown
    update: (id: number, input: Input) => unknown
    listUrl: string
    failText: string
    successText: string
    notFoundText: string
  },
) {
  const upload = await receiveUploads(request, {
    field: (name) => ROW_FIELD.exec(name)?.[2] === 'file',
    kind: 'projects',
    accept: ADMIN_UPLOADS.projects.accept,
    maxFiles: MAX_ROWS,
  })
  const files = upload.ok ? upload.files : new Map<string, StoredUpload>()
  const stored = [...files.values()].map((file) => file.url)
  const rows = postedRows(upload.fields, files)

  // An add/remove-row intent saves nothing: the form comes back with one row more or less, as typed.
  if (upload.fields.has(CONFORM_INTENT)) {
    releaseUploads(stored)
    const typed = rows.map((row) => ({ ...row, file: null }))
    const submission = parseWithZod(formWith(upload.fields, typed), { schema: options.schema })
    return data<MediaFormReply>({ result: submission.reply() })
  }

  const kept = options.emptyRows === 'drop' ? rows.filter(hasMedia) : rows
  const submission = parseWithZod(formWith(upload.fields, kept), { schema: options.schema })
  /** Conform's reply showing what was typed: a stored file is released when nothing is saved. */
  const reply = (extra: Parameters<typeof submission.reply>[0] = {}) => {
    releaseUploads(stored)
    return showTyped(submission.reply(extra), kept)
  }
  // A refused file cannot be kept, but what was typed comes back.
  if (!upload.ok) {
    const result = reply({ formErrors: [refusalText('projects', upload)] })
    return data<MediaFormReply>({ result }, upload.status)
  }
  if (submission.status !== 'success') {
    const neither = kept.flatMap((row, i) =>
      options.emptyRows === 'refuse' && !hasMedia(row) ? [[`media[${i}].url`, [NEITHER_TEXT]]] : [],
    )
    const result = reply(neither.length ? { fieldErrors: Object.fromEntries(neither) } : {})
    return data<MediaFormReply>({ result }, 400)
  }

  const { id } = options
  // The model releases the files this save replaced.
  const saved = attempt(options.failText, () => {
    if (id === null) return Boolean(options.create(submission.value as Input))
    return Boolean(options.update(id, submission.value as Input))
  })
  if (!saved.value) {
    const result = reply({ formErrors: [options.failText] })
    if (saved.ok) throw new Response(options.notFoundText, { status: 404 })
    return data<MediaFormReply>({ result }, 500)
  }
  return redirectWithMessage(options.listUrl, options.successText)
}

/** A media row as posted: what was typed, and the file stored for it if one was chosen. */
type PostedRow = { url: string; type: string; file: StoredUpload | null }

const hasMedia = (row: PostedRow) => Boolean(row.url.trim() || row.file)

/** The rows of a posted form, in index order, with the file stored for each if any. */
function postedRows(fields: FormData, files: ReadonlyMap<string, StoredUpload>): PostedRow[] {
  const indices = new Set<number>()
  for (const name of [...fields.keys(), ...files.keys()]) {
    const match = ROW_FIELD.exec(name)
    if (match) indices.add(Number(match[1]))
  }
  const text = (name: string) => {
    const value = fields.get(name)
    return typeof value === 'string' ? value : ''
  }
  return [...indices]
    .sort((a, b) => a - b)
    .slice(0, MAX_ROWS)
    .map((i) => ({
      url: text(`media[${i}].url`),
      type: text(`media[${i}].type`),
      file: files.get(`media[${i}].file`) ?? null,
    }))
}

/** The form to validate: the text fields, and the rows renumbered with each file's URL and type. */
function formWith(fields: FormData, rows: PostedRow[]): FormData {
  const form = new FormData()
  for (const [name, value] of fields) if (!ROW_FIELD.test(name)) form.append(name, value)
  rows.forEach((row, i) => {
    form.append(`media[${i}].url`, row.file?.url ?? row.url)
    form.append(`media[${i}].type`, row.file?.type ?? row.type)
  })
  return form
}

/** The reply with each row's typed URL and type in place of its (released) file's. */
function showTyped(result: SubmissionResult<string[]>, rows: PostedRow[]) {
  const media = (result.initialValue as { media?: unknown } | undefined)?.media
  if (Array.isArray(media)) {
    rows.forEach((row, i) => {
      const shown = media[i] as Record<string, unknown> | undefined
      if (row.file && shown && typeof shown === 'object') {
        shown.url = row.url
        shown.type = row.type
      }
    })
  }
  return result
}

export function saveProjectForm(request: Request, id: number | null) {
  return saveMediaForm(request, {
    id,
    schema: ProjectInputSchema,
    emptyRows: 'refuse',
    create: createProject,
    update: updateProject,
    listUrl: '/admin/projects',
    failText: 'Failed to save project',
    successText: 'Project saved successfully.',
    notFoundText: 'Project not found.',
  })
}

export function saveDetailedProjectForm(request: Request, id: number | null) {
  return saveMediaForm(request, {
    id,
    schema: DetailedProjectInputSchema,
    emptyRows: 'drop',
    create: createDetailedProject,
    update: updateDetailedProject,
    listUrl: '/admin/detailed-projects',
    failText: 'Failed to save project',
    successText: 'Project saved successfully.',
    notFoundText: 'Project not found.',
  })
}
