// The Add and Edit modals' server half, for every admin entity: the loader of an Edit modal, and
// the save of its form, validated once by Conform against the model's schema. A form that can
// carry files (blog posts, testimonials, projects) is one multipart post read once by
// receiveAdminUpload: a chosen file is stored and its URL (and media type) wins over what was typed
// beside it; only a page without JavaScript sends both, with JavaScript the files went first to
// /admin/uploads/<folder> and the form carries their URLs. Add/remove-row buttons are Conform intents
// the server answers by re-rendering. Whatever is not saved comes back as Conform's reply, showing
// what was typed, beside the errors; any file stored for it is released. A row that is gone is a
// 404 with the entity's own text, shown in the modal by its error boundary (admin-error.tsx).
import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '#app/lib/form-parse.server.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { formReply } from '#app/lib/form-reply.server.ts'
import type { z } from 'zod'
import { type UploadingKind } from '#db/kind-menu.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { notFound } from '#app/lib/http.ts'
import { redirectWithMessage, type MessageLink } from '#app/lib/toast.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { parseId } from '#app/models/id.ts'
import { type PublicUser } from '#app/models/user.server.ts'
import { type StoredUpload } from '#app/media/upload-store.server.ts'
import { releaseUploads } from '#app/media/upload-release.server.ts'
import { attemptWrite } from './failure.server.ts'
import { receiveAdminUpload, refusalText } from './uploads.server.ts'
import { publishedText, statusFromButton, type PublishNoun } from './publishing-fields.server.ts'
import { adminFormat } from './admin-format.server.ts'
import { PUBLISH_INTENT } from '#app/lib/admin-form-fields.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { NEW_ITEM, type AutosaveKind } from '#app/models/autosave.server.ts'
import { editorAutosave, savedOver } from './editor-autosave.server.ts'
import { isRecord, propertyOf } from '#app/lib/property.ts'

// The field Conform's intent buttons (add/remove a row) post their intent in.
const CONFORM_INTENT = '__intent__'

type Files = {
  kind: UploadingKind
  /** The file fields to store. */
  matches: (name: string) => boolean
  maxFiles?: number
  /** The URL (and media type) field that a stored file's URL replaces. */
  replaces: (fileField: string) => { url: string; type?: string }
}

export type SaveOptions<Output, Saved = unknown> = {
  schema: z.ZodType<Output>
  /** The form carries files (multipart). */
  files?: Files
  /**
   * Rewrites the posted fields before they are read (the media grid's rows, media-arrange.server.ts);
   * `arranged` draws the form again with them, saving nothing, as a row intent does.
   */
  arrange?: (typed: FormData) => { typed: FormData; arranged: boolean }
  /** Field errors the schema cannot see, given the form as validated (with the files' URLs). */
  moreErrors?: (form: FormData) => Record<string, string[]>
  /** Each may throw (a failing database); update answers falsy when the row is gone. */
  create: (input: Output, admin: PublicUser) => Saved
  update: (id: number, input: Output, admin: PublicUser) => Saved | undefined
  listUrl: string
  /** An editor that keeps autosaves: a real save forgets the admin's (docs/publishing.md). */
  autosave?: AutosaveKind
  successText: string
  /** A publishable kind: its message says what the save did (publishedText), in its word. */
  publishing?: { noun: PublishNoun }
  /** The link after the success text: the item saved (its page, or its preview for a draft). */
  savedLink?: (saved: NonNullable<Saved>) => MessageLink | undefined
  failText: string
  notFoundText: string
}

/** The Add and Edit actions of one entity's modals. */
export function saveActions<Output, Saved>(options: SaveOptions<Output, Saved>) {
  return {
    newAction: async ({ request }: ActionFunctionArgs) => {
      const admin = await requireAdmin(request)
      return save(request, admin, options, (input) => options.create(input, admin), NEW_ITEM)
    },
    editAction: async ({ request, params }: ActionFunctionArgs) => {
      const admin = await requireAdmin(request)
      const id = parseId(params.id)
      if (id === null) notFound(options.notFoundText)
      return save(request, admin, options, (input) => options.update(id, input, admin), String(id))
    },
  }
}

/** The save of a form for the one item of a kind that has one (the hero's still image). */
export function singletonSaveAction<Output, Saved>(
  options: SavedWith<Output, Saved> & { write: (input: Output, admin: PublicUser) => Saved },
) {
  return async ({ request }: ActionFunctionArgs) => {
    const admin = await requireAdmin(request)
    return save(request, admin, options, (input) => options.write(input, admin))
  }
}

/**
 * An Edit modal's loader: the row's form values and, for a kind with pages, where to see it (its
 * save bar's View), and the editor's autosave; or a 404 with the entity's own text.
 */
export function editLoader<Row, Values>(options: {
  find: (id: number) => Row | undefined
  values: (row: Row) => Values
  view?: (row: Row) => MessageLink
  notFoundText: string
  /** An editor that keeps autosaves: the one on offer, its values in place when restored. */
  autosave?: AutosaveKind
}) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const admin = await requireAdmin(request)
    const id = parseId(params.id)
    const row = id === null ? undefined : options.find(id)
    if (row === undefined) notFound(options.notFoundText)
    const values = options.values(row)
    const view = options.view?.(row) ?? null
    if (!options.autosave) return { values, view, autosave: null }
    const { autosave, restored } = editorAutosave(request, admin, options.autosave, String(id))
    // The buttons follow what is stored: a restored copy never says it was published.
    const status = propertyOf(values, 'status')
    return { values: { ...values, ...restored, status } as Values, view, autosave }
  }
}

/** An Add editor's loader: its autosave, and its values when restored. */
export function newEditorLoader(kind: AutosaveKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const admin = await requireAdmin(request)
    const { autosave, restored } = editorAutosave(request, admin, kind, NEW_ITEM)
    return { autosave, values: restored }
  }
}

/** What the save itself reads of a form's description. */
type SavedWith<Output, Saved> = Omit<
  SaveOptions<Output, Saved>,
  'create' | 'update' | 'notFoundText'
>

async function save<Output, Saved>(
  request: Request,
  admin: PublicUser,
  options: SavedWith<Output, Saved>,
  write: (input: Output) => Saved | undefined,
  /** The item saved, whose autosave a save forgets ('new' for an Add form). */
  itemKey?: string,
) {
  const read = await readForm(request, options.files)
  const { stored, refusal } = read
  const arranged = options.arrange?.(read.typed)
  const typed = arranged?.typed ?? read.typed
  const files = options.files
  // An add/remove-row intent saves nothing: the form comes back with one row more or less, as typed.
  if (typed.has(CONFORM_INTENT) || arranged?.arranged) {
    releaseUploads([...stored.values()].map((file) => file.url))
    const result = parseWithZod(typed, { schema: options.schema }).reply()
    return formReply(result, 200)
  }

  const form = new FormData()
  for (const [name, value] of typed) form.append(name, value)
  for (const [fileField, file] of stored) {
    const { url, type } = files!.replaces(fileField)
    form.set(url, file.url)
    if (type) form.set(type, file.type)
  }
  const outcome = statusFromButton(form)
  const submission = parseWithZod(form, { schema: options.schema })
  /** Conform's reply with the values as typed; a stored file is released as nothing was saved. */
  const reply = (extra: Parameters<typeof submission.reply>[0] = {}) => {
    releaseUploads([...stored.values()].map((file) => file.url))
    const result = submission.reply(extra)
    return files ? asTyped(result, typed, stored, files.replaces) : result
  }

  // Switch to draft takes a live item off the site: nothing is saved until it is pressed again in
  // the question the form then shows (with JavaScript the form asks before posting at all). The
  // reply's values name the button, as the form posted it, for the form to ask (postedIntent).
  if (outcome === 'confirm') {
    const result = reply()
    const initialValue = { ...result.initialValue, intent: PUBLISH_INTENT.unpublish }
    return formReply({ ...result, initialValue }, 200)
  }
  // A refused file cannot be kept, but what was typed comes back.
  if (refusal) {
    const result = reply({ formErrors: [refusalText(files!.kind, refusal)] })
    return formReply(result, refusal.status)
  }
  const more = options.moreErrors?.(form) ?? {}
  if (submission.status !== 'success' || Object.keys(more).length > 0) {
    return formReply(reply({ fieldErrors: more }), 400)
  }
  // The model releases the files this save replaced. A uniqueness rule it refuses (a slug another
  // item has) is an error next to its field.
  const saved = attemptWrite(options.failText, () => write(submission.value) ?? undefined)
  if (saved.value instanceof ConflictError) {
    const result = reply({ fieldErrors: { [saved.value.field]: [saved.value.message] } })
    return formReply(result, 409)
  }
  if (!saved.value) {
    // A row that vanished is a 404, a database that failed a 500: both say the save failed.
    const result = reply({ formErrors: [options.failText] })
    return formReply(result, saved.ok ? 404 : 500)
  }
  const item = saved.value
  if (options.autosave && itemKey !== undefined) savedOver(admin, options.autosave, itemKey)
  const text =
    options.publishing && outcome
      ? publishedText(options.publishing.noun, outcome, item, adminFormat(admin))
      : options.successText
  return redirectWithMessage(options.listUrl, text, 'success', options.savedLink?.(item))
}

/** The posted text fields, the files stored from a multipart form, or why they were refused. */
async function readForm(request: Request, files: Files | undefined) {
  if (!files) {
    return {
      typed: await readPostedForm(request),
      stored: new Map<string, StoredUpload>(),
      refusal: null,
    }
  }
  const upload = await receiveAdminUpload(request, files.kind, {
    field: files.matches,
    maxFiles: files.maxFiles,
  })
  return upload.ok
    ? { typed: upload.fields, stored: upload.files, refusal: null }
    : { typed: upload.fields, stored: new Map<string, StoredUpload>(), refusal: upload }
}

/** The reply with what was typed in each field a stored file's URL (and type) had replaced. */
function asTyped(
  result: SubmissionResult<string[]>,
  typed: FormData,
  stored: ReadonlyMap<string, StoredUpload>,
  replaces: Files['replaces'],
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
  let node = target
  for (const key of keys.slice(0, -1)) {
    const next = propertyOf(node, key)
    if (!isRecord(next)) return
    node = next
  }
  const last = keys.at(-1)
  if (isRecord(node) && last !== undefined) node[last] = value
}
