import { z } from 'zod'
import { LeadAttributionSchema, readAttribution } from '#app/analytics/lead-source.ts'
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
  type LeadRow,
  type LeadStatus,
} from './leads.server.ts'
import { insertLead, type LeadOptions } from './lead-commit.server.ts'

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
  /** Where the lead came from (issue 32); null for one posted to the /api or kept before. */
  attribution: LeadAttributionSchema.nullable(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

const toMessage = (r: LeadRow): ContactMessage => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  status: r.status as LeadStatus,
  createdAt: iso(r.createdAt),
  attribution: readAttribution(r.attribution),
})

/** Newest first: one status, or all but spam. */
export function listContactMessages(status?: LeadStatus): ContactMessage[] {
  return listLeadRows('contact', status).map(toMessage)
}

/**
 * Stores a lead from either door; `suspicious` (the form's checks) sends it to spam. Resolves once
 * it is on disk (insertLead); rejects with the schema's error on bad input.
 */
export async function createContactMessage(
  input: ContactMessageInput,
  options: LeadOptions = {},
): Promise<ContactMessage> {
  return toMessage(await insertLead('contact', ContactMessageInputSchema.parse(input), options))
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
  return row && toMessage(row)
}
