import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { consultations } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { emailField, iso, requiredText } from './fields.ts'

export const ConsultationInputSchema = z.object({
  name: requiredText('Name'),
  phone: requiredText('Phone'),
  email: emailField('Email'),
  message: requiredText('Message'),
})
export type ConsultationInput = z.input<typeof ConsultationInputSchema>

export type Consultation = {
  _id: string
  name: string
  email: string
  phone: string
  message: string
  createdAt: string
}

const toConsultation = (r: typeof consultations.$inferSelect): Consultation => ({
  _id: String(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  createdAt: iso(r.createdAt),
})

/** Newest first. */
export function listConsultations(): Consultation[] {
  return getDb()
    .select()
    .from(consultations)
    .orderBy(desc(consultations.createdAt), desc(consultations.id))
    .all()
    .map(toConsultation)
}

export function createConsultation(input: ConsultationInput): Consultation {
  const data = ConsultationInputSchema.parse(input)
  return toConsultation(getDb().insert(consultations).values(data).returning().get())
}

export function deleteConsultation(id: number): boolean {
  return getDb().delete(consultations).where(eq(consultations.id, id)).run().changes > 0
}
