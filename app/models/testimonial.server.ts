import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { testimonials } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
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
import { createContent, deleteContent, updateContent } from './content-write.server.ts'
import { ALT_DEFAULT_RULE, altOrLibrary } from './library-alt.server.ts'
import { kindDoor } from './kind-door.ts'
import type { KindModel } from './kind-models.server.ts'

export const TestimonialInputSchema = z.object({
  clientName: requiredText('Client name'),
  clientTitle: optionalText('Client title'),
  quote: requiredText('Quote', MAX.message),
  clientImage: optionalUrlField('Client image'),
  clientImageAlt: addedText('Client image alt text').describe(ALT_DEFAULT_RULE),
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
  const parsed = TestimonialInputSchema.parse(input)
  // A picture without alt text of its own gets the library's (library-alt.server.ts).
  const data = {
    ...parsed,
    clientImageAlt: altOrLibrary(parsed.clientImageAlt, parsed.clientImage),
  }
  return createContent('testimonial', {
    save: () =>
      getDb().insert(testimonials).values(data).returning({ id: testimonials.id }).get().id,
    read: getTestimonial,
  })
}

// A save releases the picture the row held once nothing uses it (every door alike).
export function updateTestimonial(id: number, input: TestimonialInput): Testimonial | undefined {
  const data = TestimonialInputSchema.parse(input)
  return updateContent('testimonial', id, {
    load: () => getDb().select().from(testimonials).where(eq(testimonials.id, id)).get(),
    answer: toTestimonial,
    save(stored) {
      // Left out, the alt text stays; with none, the picture gets the library's.
      const alt = data.clientImageAlt === undefined ? stored.clientImageAlt : data.clientImageAlt
      const image = data.clientImage === undefined ? stored.clientImage : data.clientImage
      getDb()
        .update(testimonials)
        .set({ ...data, clientImageAlt: altOrLibrary(alt, image), updatedAt: new Date() })
        .where(eq(testimonials.id, id))
        .run()
    },
    read: getTestimonial,
  })
}

export function deleteTestimonial(id: number): boolean {
  return deleteContent('testimonial', id)
}

/** The testimonial's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'testimonial',
  answer: TestimonialSchema,
  input: TestimonialInputSchema,
  // Its admin screens' reads and writes (db/kinds.ts `admin.screens`); its /api has route files.
  door: kindDoor({
    input: TestimonialInputSchema,
    list: () => listTestimonials(),
    read: getTestimonial,
    create: createTestimonial,
    replace: updateTestimonial,
    remove: deleteTestimonial,
  }),
} satisfies KindModel<'testimonial'>
