// The trash screen's server code (docs/decisions/019-trash.md): the list with what each item is,
// who deleted it, when, and the days it has left; Restore, a plain POST from the list; Delete
// forever, a nested confirm modal (/admin/trash/:id/delete). Restore and delete forever are model
// calls (app/models/trash.server.ts), which empty the page cache and write the audit log.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { RESTORE_INTENT } from '#app/lib/admin-form-fields.ts'
import { notFound } from '#app/lib/http.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import {
  getTrashItem,
  listTrash,
  purgeFromTrash,
  restoreFromTrash,
  TRASH_DAYS,
  type TrashItem,
} from '#app/models/trash.server.ts'
import { adminFormat, type AdminFormat } from './admin-format.server.ts'
import { attempt } from './failure.server.ts'

export const TRASH_URL = '/admin/trash'
export const GONE_TEXT = 'This item is no longer in the trash.'
const FETCH_FAILED = 'Failed to fetch the trash'
const RESTORE_FAILED = 'Failed to restore the item'
const PURGE_FAILED = 'Failed to delete the item forever'

const quoted = (item: Pick<TrashItem, 'label' | 'title'>) => `${item.label} “${item.title}”`

const row = (item: TrashItem, format: AdminFormat) => ({
  id: item.id,
  label: item.label,
  title: item.title,
  deletedAt: format.dateTime(item.deletedAt),
  deletedBy: item.deletedBy,
  daysLeft: item.daysLeft,
})

export async function trashLoader({ request }: LoaderFunctionArgs) {
  const format = adminFormat(await requireAdmin(request))
  const { message, headers } = await readMessage(request)
  const { value = [], error } = attempt(FETCH_FAILED, () =>
    listTrash().map((item) => row(item, format)),
  )
  return data({ items: value, error, message, days: TRASH_DAYS }, { headers })
}

/** Restore, from a button on the list: the message says where the item is again. */
export async function trashAction({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await readPostedForm(request)
  const id = parseId(String(form.get('id') ?? ''))
  if (form.get('intent') !== RESTORE_INTENT || id === null) {
    return redirectWithMessage(TRASH_URL, GONE_TEXT, 'error')
  }
  const result = attempt(RESTORE_FAILED, () => restoreFromTrash(id))
  if (!result.ok) return redirectWithMessage(TRASH_URL, RESTORE_FAILED, 'error')
  const restored = result.value
  if (!restored.ok) {
    const text = restored.reason === 'gone' ? GONE_TEXT : restored.message
    return redirectWithMessage(TRASH_URL, text, 'error')
  }
  const moved = restored.newSlug
    ? ` Its address was taken meanwhile, so it is now “${restored.newSlug}”.`
    : ''
  return redirectWithMessage(TRASH_URL, `${quoted(restored.item)} restored.${moved}`)
}

function findItem(param: string | undefined) {
  const id = parseId(param)
  const item = id === null ? undefined : getTrashItem(id)
  if (!item) notFound(GONE_TEXT)
  return item
}

export const purgeRoute = {
  loader: async ({ request, params }: LoaderFunctionArgs) => {
    await requireAdmin(request)
    const item = findItem(params.id)
    return { label: item.label, title: item.title }
  },
  action: async ({ request, params }: ActionFunctionArgs) => {
    await requireAdmin(request)
    const item = findItem(params.id)
    const purged = attempt(PURGE_FAILED, () => purgeFromTrash(item.id))
    if (!purged.value) {
      return formError(purged.ok ? GONE_TEXT : PURGE_FAILED, purged.ok ? 404 : 500)
    }
    return redirectWithMessage(TRASH_URL, `${quoted(item)} deleted forever.`)
  },
}
