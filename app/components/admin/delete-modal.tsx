// The delete-confirm modal over a list: the question, Cancel and Delete, and the failure text in red
// when the delete was refused (delete-route.server.ts). Content goes to the trash (`trashed`), and
// the modal says so under the spec's question.
import { useActionData, useLoaderData } from '@remix-run/react'
import { formErrorOf, type FormReply } from '#app/lib/form-reply.ts'
import { ConfirmDelete } from './confirm-delete.tsx'
import { Modal } from './modal.tsx'

export const TRASHED_NOTE = 'It goes to the trash, where it can be restored for 30 days.'

export function DeleteModal({
  title,
  question,
  list,
  trashed = false,
  label,
}: {
  title: string
  question: string
  list: string
  /** The item goes to the trash (docs/decisions/019-trash.md), not away for good. */
  trashed?: boolean
  /** The button's text when it is not Delete (Revoke). */
  label?: string
}) {
  const reply = useActionData<FormReply>()
  // The item's name, from the route's loader (delete-route.server.ts).
  const item = useLoaderData<{ name?: string } | null>()?.name
  return (
    <Modal title={title} closeTo={list}>
      <ConfirmDelete
        question={question}
        cancelTo={list}
        error={formErrorOf(reply)}
        item={item}
        note={trashed ? TRASHED_NOTE : undefined}
        label={label}
      />
    </Modal>
  )
}
