import { z } from 'zod'
import { consultations } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { MAX, EntityIdSchema, TimestampSchema, emailField, iso, requiredText } from './fields.ts'
import {
  deleteLead,
  LeadStatusSchema,
  listLeadRows,
  setLeadStatus,
  type LeadRow,
  type LeadStatus,
} from './leads.server.ts'
import { queueLeadMail } from './outbox.server.ts'
import { looksLikeSpam } from './spam.server.ts'

export const ConsultationInputSchema = z.object({
  name: requiredText('Name'),
  phone: requiredText('Phone'),
  email: emailField('Email'),
  message: requiredText('Message', MAX.message),
})
export type ConsultationInput = z.input<typeof ConsultationInputSchema>

/** A consultation request as the API returns it. */
export const ConsultationSchema = z.object({
  _id: EntityIdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: LeadStatusSchema,
  createdAt: TimestampSchema,
})
export type Consultation = z.infer<typeof ConsultationSchema>

const toConsultation = (r: LeadRow): Consultation => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone ?? '',
  message: r.message,
  status: r.status as LeadStatus,
  createdAt: iso(r.createdAt),
})

/** Newest first: one status, or all but spam. */
export function listConsultations(status?: LeadStatus): Consultation[] {
  return listLeadRows('consultation', status).map(toConsultation)
}

/**
 * Stores a lead: in the Spam folder when the form door found it suspicious (a filled honeypot, sent
 * too fast) or its text looks like spam (spam.server.ts), else as new.
 */
export function createConsultation(
  input: ConsultationInput,
  { suspicious = false } = {},
): Consultation {
  const data = ConsultationInputSchema.parse(input)
  const status = suspicious || looksLikeSpam(data) ? 'spam' : 'new'
  // The lead and its notification are one transaction: stored first, then sent (outbox.server.ts).
  const row = getDb().transaction((tx) => {
    const stored = tx
      .insert(consultations)
      .values({ ...data, status })
      .returning()
      .get()
    if (status === 'new') queueLeadMail(tx, 'consultation', stored)
    return stored
  })
  return toConsultation(row)
}

export function deleteConsultation(id: number): boolean {
  return deleteLead('consultation', id)
}

/** Changes the status; undefined when there is no such row. */
export function setConsultationStatus(id: number, status: LeadStatus): Consultation | undefined {
  const row = setLeadStatus('consultation', id, status)
  return row && toConsultation(row)
}
