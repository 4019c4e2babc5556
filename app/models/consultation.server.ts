import { z } from 'zod'
import { requiredText } from './fields.ts'
import { leadAnswer, leadInputSchema, leadKind, leadSchema } from './lead-kind.server.ts'

export const ConsultationInputSchema = leadInputSchema(requiredText('Phone'), { phoneFirst: true })
export type ConsultationInput = z.input<typeof ConsultationInputSchema>

/** A consultation request as the API returns it (a phone is required: '' for none kept). */
export const ConsultationSchema = leadSchema(z.string())
export type Consultation = z.infer<typeof ConsultationSchema>

const consultations = leadKind({
  kind: 'consultation',
  input: ConsultationInputSchema,
  answer: (r): Consultation => leadAnswer(r, r.phone ?? ''),
})

export const listConsultations = consultations.list
export const createConsultation = consultations.create
export const deleteConsultation = consultations.delete
export const setConsultationStatus = consultations.setStatus
