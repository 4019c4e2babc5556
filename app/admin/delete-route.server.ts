// The server half of every admin delete-confirm modal (a nested route such as
// /admin/services/:id/delete). The loader answers 404 with the entity's own text when the row is
// gone (shown inside the modal by its boundary, admin-error.tsx) and otherwise the item's name, which
// the confirmation shows under its question; the action deletes the row by its
// id and goes back to the list with the message, or answers the screen's fixed failure text (404
// when the row vanished meanwhile, 500 when the database failed), shown in red in the modal.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { formError } from '#app/lib/form-reply.server.ts'
import { notFound } from '#app/lib/http.ts'
import { redirectWithMessage } from '#app/lib/toast.server.ts'
import { parseId } from '#app/models/id.ts'
import { attempt } from './failure.server.ts'

type Named = { title?: unknown; clientName?: unknown; name?: unknown }

/** What the admin calls an item: its title, a testimonial's client, a category's or a lead's name. */
function nameOf(item: Named): string {
  const name = item.title ?? item.clientName ?? item.name
  return typeof name === 'string' ? name : ''
}

export function deleteRoute({
  find,
  notFoundText,
  remove,
  list,
  failed,
  done,
}: {
  find: (id: number) => Named | undefined
  notFoundText: string
  /** False when there was no such row. */
  remove: (id: number) => boolean
  list: string
  failed: string
  done: string
}) {
  return {
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await requireAdmin(request)
      const id = parseId(params.id)
      const item = id === null ? undefined : find(id)
      if (item === undefined) notFound(notFoundText)
      return { name: nameOf(item) }
    },
    action: async ({ request, params }: ActionFunctionArgs) => {
      await requireAdmin(request)
      const id = parseId(params.id)
      const deleted = attempt(failed, () => id !== null && remove(id))
      if (!deleted.value) return formError(failed, deleted.ok ? 404 : 500)
      return redirectWithMessage(list, done)
    },
  }
}
