import { deleteRoute } from '#app/admin/delete-route.server.ts'
import { DeleteModal } from '#app/components/admin/delete-modal.tsx'
import { deleteContactMessage } from '#app/models/contact-message.server.ts'
import { getLeadRow } from '#app/models/leads.server.ts'

const route = deleteRoute({
  find: (id) => getLeadRow('contact', id),
  notFoundText: 'Message not found.',
  remove: deleteContactMessage,
  list: '/admin/contact-messages',
  failed: 'Failed to delete message',
  done: 'Message deleted successfully.',
})
export const loader = route.loader
export const action = route.action

export default function DeleteMessage() {
  return (
    <DeleteModal
      title="Delete Message"
      question="Are you sure you want to delete this message?"
      list="/admin/contact-messages"
    />
  )
}

export { AdminErrorBoundary as ErrorBoundary } from '#app/components/admin/admin-error.tsx'
