import { leadListRoute } from '#app/api/api-leads.server.ts'
import { CONSULTATION_LIMIT } from '#app/site/form-limits.server.ts'
import {
  createConsultation,
  listConsultations,
  type ConsultationInput,
} from '#app/models/consultation.server.ts'

export const loader = leadListRoute<ConsultationInput>({
  list: listConsultations,
  create: createConsultation,
  limit: CONSULTATION_LIMIT,
  sent: 'Consultation request sent successfully!',
})

export const action = loader
