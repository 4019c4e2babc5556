import { leadItemRoute } from '#app/api/api-leads.server.ts'
import {
  deleteContactMessage,
  setContactMessageStatus,
} from '#app/models/contact-message.server.ts'

export const loader = leadItemRoute({
  setStatus: setContactMessageStatus,
  remove: deleteContactMessage,
  missing: 'Message not found.',
  deleted: 'Message deleted successfully.',
})

export const action = loader
