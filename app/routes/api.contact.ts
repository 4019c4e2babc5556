import { leadListRoute } from '#app/api/api-leads.server.ts'
import { CONTACT_LIMIT } from '#app/site/form-limits.server.ts'
import {
  createContactMessage,
  listContactMessages,
  type ContactMessageInput,
} from '#app/models/contact-message.server.ts'

export const loader = leadListRoute<ContactMessageInput>({
  list: listContactMessages,
  create: createContactMessage,
  limit: CONTACT_LIMIT,
  sent: 'Message sent successfully!',
})

export const action = loader
