import { z } from 'zod'
import { LeadAttributionSchema, readAttribution } from '#app/analytics/lead-source.ts'
import { MAX, EntityIdSchema, TimestampSchema, emailField, iso, requiredText } from './fields.ts'
import {
  deleteLead,
  LeadStatusSchema,
  listLeadRows,
  setLeadStatus,
  type LeadRow,
  type LeadStatus,
} from './leads.server.ts'
import { insertLead, type LeadOptions } from './lead-commit.server.ts'

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
  /** Where the lead came from (issue 32); null for one posted to the /api or kept before. */
  attribution: LeadAttributionSchema.nullable(),
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
  attribution: readAttribution(r.attribution),
})

/** Newest first: one status, or all but spam. */
export function listConsultations(status?: LeadStatus): Consultation[] {
  return listLeadRows('consultation', status).map(toConsultation)
}

/**
 * Stores a lead from either door; `suspicious` (the form's checks) sends it to spam. Resolves once
 * it is on disk (insertLead); rejects with the schema's error on bad input.
 */
export async function createConsultation(
  input: ConsultationInput,
  options: LeadOptions = {},
): Promise<Consultation> {
  return toConsultation(
    await insertLead('consultation', ConsultationInputSchema.parse(input), options),
  )
}

export function deleteConsultation(id: number): boolean {
  return deleteLead('consultation', id)
}

/** Changes the status; undefined when there is no such row. */
export function setConsultationStatus(id: number, status: LeadStatus): Consultation | undefined {
  const row = setLeadStatus('consultation', id, status)
  return row && toConsultation(row)
}
