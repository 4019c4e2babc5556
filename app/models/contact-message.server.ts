import { z } from 'zod'
import { optionalText } from './fields.ts'
import { leadAnswer, leadInputSchema, leadKind, leadSchema } from './lead-kind.server.ts'

export const ContactMessageInputSchema = leadInputSchema(optionalText('Phone'))
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>

/** A contact message as the API returns it (its phone is optional). */
export const ContactMessageSchema = leadSchema(z.string().nullable())
export type ContactMessage = z.infer<typeof ContactMessageSchema>

const messages = leadKind({
  kind: 'contact',
  input: ContactMessageInputSchema,
  answer: (r): ContactMessage => leadAnswer(r, r.phone),
})

export const listContactMessages = messages.list
export const createContactMessage = messages.create
export const deleteContactMessage = messages.delete
export const setContactMessageStatus = messages.setStatus
