import { z } from 'zod'
import { contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import {
  MAX,
  EntityIdSchema,
  TimestampSchema,
  emailField,
  iso,
  optionalText,
  requiredText,
} from './fields.ts'
import {
  deleteLead,
  LeadStatusSchema,
  listLeadRows,
  setLeadStatus,
  type LeadStatus,
} from './leads.server.ts'
import { queueLeadMail } from './outbox.server.ts'
import { looksLikeSpam } from './spam.server.ts'

export const ContactMessageInputSchema = z.object({
  name: requiredText('Name'),
  email: emailField('Email'),
  phone: optionalText('Phone'),
  message: requiredText('Message', MAX.message),
})
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>

/** A contact message as the API returns it. */
export const ContactMessageSchema = z.object({
  _id: EntityIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: LeadStatusSchema,
  createdAt: TimestampSchema,
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

const toMessage = (r: typeof contactMessages.$inferSelect): ContactMessage => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  status: r.status as LeadStatus,
  createdAt: iso(r.createdAt),
})

/** Newest first: one status, or all but spam. */
export function listContactMessages(status?: LeadStatus): ContactMessage[] {
  return listLeadRows('contact', status).map(toMessage)
}

/**
 * Stores a lead: in the Spam folder when the form door found it suspicious (a filled honeypot, sent
 * too fast) or its text looks like spam (spam.server.ts), else as new.
 */
export function createContactMessage(
  input: ContactMessageInput,
  { suspicious = false } = {},
): ContactMessage {
  const data = ContactMessageInputSchema.parse(input)
  const status = suspicious || looksLikeSpam(data) ? 'spam' : 'new'
  // The lead and its notification are one transaction: stored first, then sent (outbox.server.ts).
  const row = getDb().transaction((tx) => {
    const stored = tx
      .insert(contactMessages)
      .values({ ...data, status })
      .returning()
      .get()
    if (status === 'new') queueLeadMail(tx, 'contact', stored)
    return stored
  })
  return toMessage(row)
}

export function deleteContactMessage(id: number): boolean {
  return deleteLead('contact', id)
}

/** Changes the status; undefined when there is no such row. */
export function setContactMessageStatus(
  id: number,
  status: LeadStatus,
): ContactMessage | undefined {
  const row = setLeadStatus('contact', id, status)
  return row && toMessage(row as typeof contactMessages.$inferSelect)
}
