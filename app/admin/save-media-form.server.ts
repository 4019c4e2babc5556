// The action behind the project and detailed-project modals: read the multipart form, re-render
// for add/remove-row intents, validate, save through the model, release files no longer used, and
// redirect back to the list with a message. Typed values come back on every re-render.
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { attempt } from '#app/admin/failure.server.ts'
import { issuesToErrors } from '#app/lib/field-errors.ts'
import {
  mediaToSave,
  NEITHER_TEXT,
  readMediaForm,
  rowsAfterIntent,
  textField,
  type MediaRow,
} from '#app/admin/media-form.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { releaseUploads } from '#app/lib/uploads.server.ts'

export type MediaFormData = {
  values: { fields: Record<string, string>; media: MediaRow[] } | null
  errors: Record<string, string>
}

export async function saveMediaForm<Input>(
  request: Request,
  options: {
    id: number | null
    textFields: readonly string[]
    schema: z.ZodType<unknown, Input>
    /** Rows with neither URL nor file: refused (projects) or dropped (detailed projects). */
    emptyRows: 'refuse' | 'drop'
    create: (input: Input) => unknown
    update: (id: number, input: Input) => unknown
    listUrl: string
    failText: string
    successText: string
  },
) {
  const form = await readMediaForm(request)
  const fields = Object.fromEntries(
    options.textFields.map((name) => [name, textField(form.fields, name)]),
  )
  const typed = form.rows.map(({ url, type }) => ({ url, type }))
  // A refused file cannot be kept, but what was typed comes back.
  if (!form.ok) {
    return data<MediaFormData>(
      { values: { fields, media: typed }, errors: { form: form.message } },
      form.status,
    )
  }
  if (form.intent.kind !== 'save') {
    const media = await rowsAfterIntent(form)
    return data<MediaFormData>({ values: { fields, media }, errors: {} })
  }

  const kept = options.emptyRows === 'drop' ? form.rows.filter((r) => r.url || r.file) : form.rows
  const media = mediaToSave(kept)
  const errors: Record<string, string> = {}
  kept.forEach((row, i) => {
    if (!row.url && !row.file) errors[`media.${i}.url`] = NEITHER_TEXT
  })
  const input = { ...fields, media } as unknown as Input
  const parsed = options.schema.safeParse(input)
  if (!parsed.success || Object.keys(errors).length > 0) {
    releaseUploads(form.stored)
    const all = { ...issuesToErrors(parsed.error?.issues ?? []), ...errors }
    const rows = options.emptyRows === 'drop' ? kept.map(({ url, type }) => ({ url, type })) : typed
    return data<MediaFormData>(
      { values: { fields, media: rows.length ? rows : typed }, errors: all },
      400,
    )
  }

  const { id } = options
  // The model releases the files this save replaced.
  const saved = attempt(options.failText, () => {
    if (id === null) return Boolean(options.create(input))
    return Boolean(options.update(id, input))
  })
  if (!saved.value) {
    releaseUploads(form.stored)
    if (saved.ok) throw new Response('Not found', { status: 404 })
    return data<MediaFormData>(
      { values: { fields, media: typed }, errors: { form: saved.error } },
      500,
    )
  }
  return redirectWithMessage(options.listUrl, options.successText)
}
