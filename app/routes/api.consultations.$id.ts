import { leadItemRoute } from '#app/api/api-leads.server.ts'
import { deleteConsultation, setConsultationStatus } from '#app/models/consultation.server.ts'

export const loader = leadItemRoute({
  setStatus: setConsultationStatus,
  remove: deleteConsultation,
  missing: 'Consultation request not found.',
  deleted: 'Consultation request deleted successfully.',
})

export const action = loader
