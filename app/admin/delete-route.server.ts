// The server half of an admin delete-confirm modal (a nested route such as
// /admin/services/:id/delete): the loader only guards; the action deletes the row by its id and
// goes back to the list with the message, or answers the screen's fixed failure text (404 when
// the row is gone, 500 when the database failed).
import { data, type ActionFunctionArgs } from '@remix-run/node'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/lib/auth.server.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'

export { guardLoader as deleteLoader } from './guard.server.ts'

export function deleteAction({
  list,
  failed,
  done,
  remove,
}: {
  list: string
  failed: string
  done: string
  remove: (id: number) => boolean
}) {
  return async ({ request, params }: ActionFunctionArgs) => {
    await requireAdmin(request)
    const id = parseId(params.id)
    const deleted = attempt(failed, () => id !== null && remove(id))
    if (!deleted.value) return data({ error: failed }, { status: deleted.ok ? 404 : 500 })
    return redirectWithMessage(list, done)
  }
}
