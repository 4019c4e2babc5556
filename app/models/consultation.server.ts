import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { consultations } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { MAX, EntityIdSchema, TimestampSchema, emailField, iso, requiredText } from './fields.ts'

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
  createdAt: TimestampSchema,
})
export type Consultation = z.infer<typeof ConsultationSchema>

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
