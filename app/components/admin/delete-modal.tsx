// The delete-confirm modal over a list: the question, Cancel and Delete, and the failure text in red
// when the delete was refused (delete-route.server.ts).
import { useActionData } from '@remix-run/react'
import { ConfirmDelete } from './confirm-delete.tsx'
import { Modal } from './modal.tsx'

export function DeleteModal({
  title,
  question,
  list,
}: {
  title: string
  question: string
  list: string
}) {
  const result = useActionData<{ error?: string }>()
  return (
    <Modal title={title} closeTo={list}>
      <ConfirmDelete question={question} cancelTo={list} error={result?.error} />
    </Modal>
  )
}
