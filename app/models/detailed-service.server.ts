import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { detailedServiceFeatures, detailedServices } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import { textOrHtml } from './rich-text.server.ts'
import {
  MAX,
  EntityIdSchema,
  iso,
  listOf,
  optionalText,
  requiredText,
  textOrEmpty,
  timestamps,
} from './fields.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'
import { recordAudit } from './audit.server.ts'

export const FeatureInputSchema = z.object({
  title: requiredText('Feature title'),
  description: requiredText('Feature description', MAX.message),
  icon: textOrEmpty('Icon'),
})

export const DetailedServiceInputSchema = z.object({
  title: requiredText('Title'),
  subtitle: requiredText('Subtitle'),
  description: textOrHtml('Description'),
  pricing: optionalText('Pricing'),
  features: listOf(FeatureInputSchema),
})
export type DetailedServiceInput = z.input<typeof DetailedServiceInputSchema>

/** A detailed service as the API returns it. */
export const DetailedServiceSchema = z.object({
  _id: EntityIdSchema,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  pricing: z.string().nullable(),
  features: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })),
  ...timestamps,
})
export type DetailedService = z.infer<typeof DetailedServiceSchema>

type Row = typeof detailedServices.$inferSelect & {
  features: (typeof detailedServiceFeatures.$inferSelect)[]
}

const toDetailedService = (r: Row): DetailedService => ({
  _id: String(r.id),
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  pricing: r.pricing,
  features: r.features.map(({ title, description, icon }) => ({ title, description, icon })),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

const withFeatures = {
  features: {
    orderBy: [asc(detailedServiceFeatures.position), asc(detailedServiceFeatures.id)],
  },
} satisfies { features: { orderBy: unknown[] } }

/** Oldest first. */
export function listDetailedServices(): DetailedService[] {
  return getDb()
    .query.detailedServices.findMany({
      with: withFeatures,
      orderBy: [asc(detailedServices.createdAt), asc(detailedServices.id)],
    })
    .sync()
    .map(toDetailedService)
}

export function getDetailedService(id: number): DetailedService | undefined {
  const row = getDb()
    .query.detailedServices.findFirst({ with: withFeatures, where: eq(detailedServices.id, id) })
    .sync()
  return row && toDetailedService(row)
}

type Data = z.output<typeof DetailedServiceInputSchema>

function writeFeatures(tx: Pick<Db, 'insert' | 'delete'>, id: number, features: Data['features']) {
  tx.delete(detailedServiceFeatures).where(eq(detailedServiceFeatures.detailedServiceId, id)).run()
  if (features.length === 0) return
  tx.insert(detailedServiceFeatures)
    .values(features.map((f, position) => ({ ...f, position, detailedServiceId: id })))
    .run()
}

export function createDetailedService(input: DetailedServiceInput): DetailedService {
  publicContentChanged()
  const { features, ...fields } = DetailedServiceInputSchema.parse(input)
  const db = getDb()
  const id = db.transaction((tx) => {
    const row = tx.insert(detailedServices).values(fields).returning().get()
    writeFeatures(tx, row.id, features)
    return row.id
  })
  recordAudit({ action: 'create', entity: 'detailed-service', entityId: id })
  return getDetailedService(id)!
}

export function updateDetailedService(
  id: number,
  input: DetailedServiceInput,
): DetailedService | undefined {
  publicContentChanged()
  publicContentChanged()
  const { features, ...fields } = DetailedServiceInputSchema.parse(input)
  const found = getDb().transaction((tx) => {
    const changed = tx
      .update(detailedServices)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(detailedServices.id, id))
      .run().changes
    if (changed === 0) return false
    writeFeatures(tx, id, features)
    return true
  })
  if (!found) return undefined
  recordAudit({ action: 'update', entity: 'detailed-service', entityId: id })
  return getDetailedService(id)
}

export function deleteDetailedService(id: number): boolean {
  publicContentChanged()
  const deleted =
    getDb().delete(detailedServices).where(eq(detailedServices.id, id)).run().changes > 0
  if (deleted) recordAudit({ action: 'delete', entity: 'detailed-service', entityId: id })
  return deleted
}
