// The save of every admin form that can carry files (blog posts, testimonials, projects, detailed
// projects): one multipart post, read once by receiveUploads and validated once by Conform against
// the model's schema. A chosen file is stored and its URL (and media type) wins over what was typed
// beside it: only a page without JavaScript sends both; with JavaScript the files went first to
// /admin/uploads/<kind> and the form carries their URLs. Whatever is not saved comes back as
// Conform's reply, showing what was typed, and any file stored for it is released.
import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { receiveUploads, releaseUploads, type StoredUpload } from '#app/lib/uploads.server.ts'
import { attempt } from './failure.server.ts'
import { ADMIN_UPLOADS, refusalText, type AdminUploadKind } from './uploads.server.ts'

// The field Conform's intent buttons (add/remove a row) post their intent in.
const CONFORM_INTENT = '__intent__'

export type UploadFormReply = { result: SubmissionResult<string[]> }

export type UploadFormOptions<Output> = {
  kind: AdminUploadKind
  /** The file fields to store, and the URL (and type) field each one's URL replaces. */
  files: {
    matches: (name: string) => boolean
    maxFiles?: number
    replaces: (fileField: string) => { url: string; type?: string }
  }
  schema: z.ZodType<Output>
  /** Field errors the schema cannot see, given the form as validated (with the files' URLs). */
  moreErrors?: (form: FormData, typed: FormData) => Record<string, string[]>
  /** Saves the input; false when the row to update is gone. May throw (a failing database). */
  save: (input: Output) => boolean
  listUrl: string
  successText: string
  failText: string
  notFoundText: string
}

export async function saveUploadForm<Output>(request: Request, options: UploadFormOptions<Output>) {
  const { kind, files: wanted } = options
  const upload = await receiveUploads(request, {
    field: wanted.matches,
    kind,
    accept: ADMIN_UPLOADS[kind].accept,
    maxFiles: wanted.maxFiles,
  })
  const stored = upload.ok ? upload.files : new Map<string, StoredUpload>()
  const typed = upload.fields
  // An add/remove-row intent saves nothing: the form comes back with one row more or less, as typed.
  if (typed.has(CONFORM_INTENT)) {
    releaseUploads([...stored.values()].map((file) => file.url))
    return data<UploadFormReply>({
      result: parseWithZod(typed, { schema: options.schema }).reply(),
    })
  }

  const form = new FormData()
  for (const [name, value] of typed) form.append(name, value)
  for (const [fileField, file] of stored) {
    const { url, type } = wanted.replaces(fileField)
    form.set(url, file.url)
    if (type) form.set(type, file.type)
  }
  const submission = parseWithZod(form, { schema: options.schema })
  /** Conform's reply with the values as typed; a stored file is released as nothing was saved. */
  const reply = (extra: Parameters<typeof submission.reply>[0] = {}) => {
    releaseUploads([...stored.values()].map((file) => file.url))
    return asTyped(submission.reply(extra), typed, stored, wanted.replaces)
  }

  // A refused file cannot be kept, but what was typed comes back.
  if (!upload.ok) {
    const result = reply({ formErrors: [refusalText(kind, upload)] })
    return data<UploadFormReply>({ result }, upload.status)
  }
  const more = options.moreErrors?.(form, typed) ?? {}
  if (submission.status !== 'success' || Object.keys(more).length > 0) {
    return data<UploadFormReply>({ result: reply({ fieldErrors: more }) }, 400)
  }
  // The model releases the files this save replaced.
  const saved = attempt(options.failText, () => options.save(submission.value))
  if (!saved.value) {
    const text = saved.ok ? options.notFoundText : options.failText
    return data<UploadFormReply>({ result: reply({ formErrors: [text] }) }, saved.ok ? 404 : 500)
  }
  return redirectWithMessage(options.listUrl, options.successText)
}

/** The reply with what was typed in each field a stored file's URL (and type) had replaced. */
function asTyped(
  result: SubmissionResult<string[]>,
  typed: FormData,
  stored: ReadonlyMap<string, StoredUpload>,
  replaces: UploadFormOptions<unknown>['files']['replaces'],
) {
  for (const fileField of stored.keys()) {
    const { url, type } = replaces(fileField)
    for (const name of type ? [url, type] : [url]) {
      const value = typed.get(name)
      setPath(result.initialValue, name, typeof value === 'string' ? value : '')
    }
  }
  return result
}

/** Sets `media[0].url`-style paths in Conform's initial value (which leaves empty values out). */
function setPath(target: unknown, name: string, value: string) {
  const keys = name.match(/[^.[\]]+/g) ?? []
  let node = target as Record<string, unknown> | null | undefined
  for (const key of keys.slice(0, -1)) {
    const next: unknown = node?.[key]
    if (typeof next !== 'object' || next === null) return
    node = next as Record<string, unknown>
  }
  const last = keys.at(-1)
  if (node && last !== undefined) node[last] = value
}
