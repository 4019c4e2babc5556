import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { detailedServices, services } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import {
  MAX,
  caseStudyField,
  EntityIdSchema,
  iso,
  requiredText,
  textOrEmpty,
  timestamps,
} from './fields.ts'
import { ConflictError } from './errors.ts'
import { createContent, deleteContent, updateContent } from './content-write.server.ts'
import type { KindModel } from './kind-models.server.ts'

export const ServiceInputSchema = z.object({
  title: requiredText('Title'),
  description: requiredText('Description', MAX.description),
  icon: textOrEmpty('Icon'),
  caseStudy: caseStudyField(),
})
export type ServiceInput = z.input<typeof ServiceInputSchema>

/** A service as the API returns it. */
export const ServiceSchema = z.object({
  _id: EntityIdSchema,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  /** The detailed service its card leads to (added; only when one is chosen). */
  caseStudy: EntityIdSchema.optional(),
  ...timestamps,
})
export type Service = z.infer<typeof ServiceSchema>

const toService = (r: typeof services.$inferSelect): Service => ({
  _id: String(r.id),
  title: r.title,
  description: r.description,
  icon: r.icon,
  ...(r.caseStudyId ? { caseStudy: String(r.caseStudyId) } : {}),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

/** Oldest first, as the agency added them. */
export function listServices(): Service[] {
  return getDb()
    .select()
    .from(services)
    .orderBy(asc(services.createdAt), asc(services.id))
    .all()
    .map(toService)
}

export function getService(id: number): Service | undefined {
  const row = getDb().select().from(services).where(eq(services.id, id)).get()
  return row && toService(row)
}

const NO_CASE_STUDY = 'Choose a detailed service that exists'

/** The columns to store: a case study named must exist; left out, an update keeps the stored one. */
function columns({ caseStudy, ...data }: z.output<typeof ServiceInputSchema>) {
  if (caseStudy === undefined) return data
  if (caseStudy !== null) {
    const found = getDb()
      .select({ id: detailedServices.id })
      .from(detailedServices)
      .where(eq(detailedServices.id, caseStudy))
      .get()
    if (!found) throw new ConflictError(NO_CASE_STUDY, 'caseStudy')
  }
  return { ...data, caseStudyId: caseStudy }
}

export function createService(input: ServiceInput): Service {
  const data = columns(ServiceInputSchema.parse(input))
  return createContent('service', {
    save: () => getDb().insert(services).values(data).returning({ id: services.id }).get().id,
    read: getService,
  })
}

export function updateService(id: number, input: ServiceInput): Service | undefined {
  const data = columns(ServiceInputSchema.parse(input))
  return updateContent('service', id, {
    load: () => getDb().select().from(services).where(eq(services.id, id)).get(),
    answer: toService,
    save() {
      getDb()
        .update(services)
        .set({ ...data, updatedAt: new Date() })
        .where(eq(services.id, id))
        .run()
    },
    read: getService,
  })
}

export function deleteService(id: number): boolean {
  return deleteContent('service', id)
}

/** The service's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'service',
  answer: ServiceSchema,
  input: ServiceInputSchema,
  read: getService,
  update: (id, snapshot) => updateService(id, snapshot as ServiceInput), // a kept revision is this input; the update parses it
} satisfies KindModel<'service'>
