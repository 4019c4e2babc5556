// The server half of the admin screens a kind's registry entry gives (db/kinds.ts `admin.screens`):
// its list, its Add and Edit modals and its delete confirmation, mounted by remix.config.ts at its
// list's address (db/kinds.ts SCREEN_ROUTES) on the four modules app/admin/kind-*.route.tsx. Each
// finds its kind from the request's address, then answers as a kind's own route files do, through
// the same shared halves (list-route, save-form, delete-route) and its model's `door`
// (app/models/kind-door.ts): the screens' texts are made from its entry's words, and its form is
// its line in app/components/admin/kind-forms.ts. docs/architecture.md "Adding a content kind".
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { notFound } from '#app/lib/http.ts'
import { isOneOf, isRecord, propertyOf } from '#app/lib/property.ts'
import { preview } from '#app/lib/text.ts'
import { kindDoorOf } from '#app/models/kind-models.server.ts'
import {
  KINDS,
  screenKindAt,
  UPLOADING_KINDS,
  type AdminColumn,
  type AdminScreens,
  type ScreenKind,
} from '#db/kinds.ts'
import { deleteRoute } from './delete-route.server.ts'
import { listLoader } from './list-route.server.ts'
import { editLoader, saveActions } from './save-form.server.ts'
import { needsTranslation, withTranslationFigures } from './translation-figures.server.ts'

/** The kind whose screens answer at the request's address (a 404 at any other). */
function kindOf(request: Request): ScreenKind {
  const kind = screenKindAt(new URL(request.url).pathname)
  if (!kind) notFound('Not found')
  return kind
}

/**
 * A kind's screens' texts, from its label ("Person"), its noun ("person") and its plural
 * ("People"); the admin's dictionaries take their Arabic from its menu place (db/kind-menu.ts).
 */
export function screenTexts(kind: ScreenKind) {
  const { label, noun, admin } = KINDS[kind]
  const { plural } = admin.screens
  return {
    list: admin.list,
    title: `Manage ${plural}`,
    add: `Add New ${label}`,
    edit: `Edit ${label}`,
    remove: `Delete ${label}`,
    question: `Are you sure you want to delete this ${noun}?`,
    saved: `${label} saved successfully.`,
    deleted: `${label} deleted successfully.`,
    notFound: `${label} not found.`,
    fetchFailed: `Failed to fetch ${plural.toLowerCase()}`,
    saveFailed: `Failed to save ${noun}`,
    deleteFailed: `Failed to delete ${noun}`,
  }
}

/** What every screen of a kind sends its page: its kind (its form, its tabs) and its texts. */
const screenOf = (kind: ScreenKind) => ({ kind, texts: screenTexts(kind) })

/** A property's text, or '' for none. */
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A cell of the list: its column's text of the item and the picture before it. */
const cellOf = (item: unknown, { key, image, preview: max }: AdminColumn) => ({
  text: max ? preview(text(propertyOf(item, key)), max) : text(propertyOf(item, key)),
  image: image ? text(propertyOf(item, image)) : null,
})

export function listScreenLoader(args: LoaderFunctionArgs) {
  const kind = kindOf(args.request)
  const columns: AdminScreens['columns'] = KINDS[kind].admin.screens.columns
  const [first, ...more] = columns
  const screen = { ...screenOf(kind), headers: columns.map((column) => column.label) }
  return listLoader(
    screen.texts.fetchFailed,
    (request) => ({
      screen,
      rows: withTranslationFigures(kind, kindDoorOf(kind).list(), {
        needed: needsTranslation(request),
      }).map((item) => ({
        _id: item._id,
        translation: item.translation,
        name: cellOf(item, first),
        cells: more.map((column) => cellOf(item, column)),
      })),
    }),
    () => ({ screen, rows: [] }),
  )(args)
}

export async function newScreenLoader({ request }: LoaderFunctionArgs) {
  const kind = kindOf(request)
  await requireAdmin(request)
  return screenOf(kind)
}

export async function editScreenLoader(args: LoaderFunctionArgs) {
  const kind = kindOf(args.request)
  const texts = screenTexts(kind)
  const loaded = await editLoader({
    find: kindDoorOf(kind).read,
    values: (item) => item,
    notFoundText: texts.notFound,
  })(args)
  return { ...loaded, kind, texts }
}

/** Its delete confirmation's halves; the item goes to the trash (its entry's `trash`). */
function deleteScreen(kind: ScreenKind) {
  const texts = screenTexts(kind)
  const door = kindDoorOf(kind)
  const { key } = KINDS[kind].admin.screens.columns[0]
  return deleteRoute({
    // Named by its first column, as its list names it.
    find: (id) => {
      const item = door.read(id)
      return item && { name: propertyOf(item, key) }
    },
    notFoundText: texts.notFound,
    remove: door.remove,
    list: texts.list,
    failed: texts.deleteFailed,
    done: texts.deleted,
  })
}

export async function deleteScreenLoader(args: LoaderFunctionArgs) {
  const kind = kindOf(args.request)
  return { ...(await deleteScreen(kind).loader(args)), ...screenOf(kind) }
}

export const deleteScreenAction = (args: ActionFunctionArgs) =>
  deleteScreen(kindOf(args.request)).action(args)

/** Its Add and Edit saves (save-form.server.ts) over its model's door. */
function saveScreen(kind: ScreenKind) {
  const door = kindDoorOf(kind)
  const { upload } = KINDS[kind].admin.screens
  const texts = screenTexts(kind)
  // The form has every field of its input: one left empty (which Conform reads as absent) clears.
  const keys = door.input instanceof z.ZodObject ? Object.keys(door.input.shape) : []
  const cleared = (input: unknown) =>
    isRecord(input)
      ? { ...input, ...Object.fromEntries(keys.map((key) => [key, input[key] ?? null])) }
      : input
  const uploadKind = isOneOf(UPLOADING_KINDS, kind) ? kind : null
  if (upload && !uploadKind) throw new Error(`${kind}: a form with files needs its entry's files`)
  return saveActions({
    schema: door.input,
    ...(upload && uploadKind
      ? {
          files: {
            kind: uploadKind,
            matches: (name: string) => name === upload.file,
            replaces: () => ({ url: upload.url }),
          },
        }
      : {}),
    create: (input) => door.create(cleared(input)),
    update: (id, input) => door.replace(id, cleared(input)),
    listUrl: texts.list,
    successText: texts.saved,
    failText: texts.saveFailed,
    notFoundText: texts.notFound,
  })
}

export const newScreenAction = (args: ActionFunctionArgs) =>
  saveScreen(kindOf(args.request)).newAction(args)

export const editScreenAction = (args: ActionFunctionArgs) =>
  saveScreen(kindOf(args.request)).editAction(args)
