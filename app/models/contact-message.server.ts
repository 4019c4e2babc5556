import { desc, eq } from 'drizzle-orm'
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
  createdAt: TimestampSchema,
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

const toMessage = (r: typeof contactMessages.$inferSelect): ContactMessage => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  createdAt: iso(r.createdAt),
})

/** Newest first. */
export function listContactMessages(): ContactMessage[] {
  return getDb()
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .all()
    .map(toMessage)
}

export function createContactMessage(input: ContactMessageInput): ContactMessage {
  const data = ContactMessageInputSchema.parse(input)
  return toMessage(getDb().insert(contactMessages).values(data).returning().get())
}

export function deleteContactMessage(id: number): boolean {
  return getDb().delete(contactMessages).where(eq(contactMessages.id, id)).run().changes > 0
}
