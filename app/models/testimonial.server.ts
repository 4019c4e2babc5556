import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { testimonials } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { releaseUploads } from '#app/lib/uploads.server.ts'
import {
  MAX,
  EntityIdSchema,
  iso,
  addedText,
  optionalText,
  optionalUrlField,
  requiredText,
  timestamps,
} from './fields.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'
import { recordAudit } from './audit.server.ts'
import { moveToTrash } from './trash.server.ts'

export const TestimonialInputSchema = z.object({
  clientName: requiredText('Client name'),
  clientTitle: optionalText('Client title'),
  quote: requiredText('Quote', MAX.message),
  clientImage: optionalUrlField('Client image'),
  clientImageAlt: addedText('Client image alt text'),
})
export type TestimonialInput = z.input<typeof TestimonialInputSchema>

/** A testimonial as the API returns it. */
export const TestimonialSchema = z.object({
  _id: EntityIdSchema,
  clientName: z.string(),
  clientTitle: z.string().nullable(),
  quote: z.string(),
  clientImage: z.string().nullable(),
  /** Only when the admin wrote one (older clients see the testimonial as before). */
  clientImageAlt: z.string().optional(),
  ...timestamps,
})
export type Testimonial = z.infer<typeof TestimonialSchema>

const toTestimonial = (r: typeof testimonials.$inferSelect): Testimonial => ({
  _id: String(r.id),
  clientName: r.clientName,
  clientTitle: r.clientTitle,
  quote: r.quote,
  clientImage: r.clientImage,
  ...(r.clientImageAlt ? { clientImageAlt: r.clientImageAlt } : {}),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

/** Newest first; `limit` for the home page's three newest. */
export function listTestimonials({ limit }: { limit?: number } = {}): Testimonial[] {
  const query = getDb()
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
  return (limit === undefined ? query : query.limit(limit)).all().map(toTestimonial)
}

export function getTestimonial(id: number): Testimonial | undefined {
  const row = getDb().select().from(testimonials).where(eq(testimonials.id, id)).get()
  return row && toTestimonial(row)
}

export function createTestimonial(input: TestimonialInput): Testimonial {
  publicContentChanged()
  const data = TestimonialInputSchema.parse(input)
  const testimonial = toTestimonial(getDb().insert(testimonials).values(data).returning().get())
  recordAudit({ action: 'create', entity: 'testimonial', entityId: testimonial._id })
  return testimonial
}

// A save or delete releases the picture the row held once nothing uses it (every door alike).
const imageOf = (id: number) =>
  getDb()
    .select({ url: testimonials.clientImage })
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .get()?.url

export function updateTestimonial(id: number, input: TestimonialInput): Testimonial | undefined {
  publicContentChanged()
  const data = TestimonialInputSchema.parse(input)
  const held = imageOf(id)
  const row = getDb()
    .update(testimonials)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning()
    .get()
  if (!row) return undefined
  recordAudit({ action: 'update', entity: 'testimonial', entityId: id })
  releaseUploads([held])
  return toTestimonial(row)
}

export function deleteTestimonial(id: number): boolean {
  publicContentChanged()
  const held = imageOf(id)
  const deleted = moveToTrash('testimonial', id)
  if (!deleted) return false
  recordAudit({ action: 'delete', entity: 'testimonial', entityId: id })
  releaseUploads([held])
  return deleted
}
