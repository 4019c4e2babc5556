import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { detailedServiceFeatures, detailedServices } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import {
  answeredPublication,
  publicationAnswer,
  publicationInput,
  requireScheduleTime,
  type Reader,
} from './publication-status.server.ts'
import { publishable } from './slug-kind.server.ts'
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
import type { KindModel } from './kind-models.server.ts'

export const FeatureInputSchema = z.object({
  title: requiredText('Feature title'),
  description: requiredText('Feature description', MAX.message),
  icon: textOrEmpty('Icon'),
})

export const DetailedServiceInputSchema = z
  .object({
    title: requiredText('Title'),
    subtitle: requiredText('Subtitle'),
    description: textOrHtml('Description'),
    pricing: optionalText('Pricing'),
    features: listOf(FeatureInputSchema),
    ...publicationInput,
  })
  .superRefine(requireScheduleTime)
export type DetailedServiceInput = z.input<typeof DetailedServiceInputSchema>

/** A detailed service as the API returns it. */
export const DetailedServiceSchema = z.object({
  _id: EntityIdSchema,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  pricing: z.string().nullable(),
  features: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })),
  /** slug: its address, /detailed-services/<slug>. */
  ...publicationAnswer,
  ...timestamps,
})
export type DetailedService = z.infer<typeof DetailedServiceSchema>

type Row = typeof detailedServices.$inferSelect & {
  features: (typeof detailedServiceFeatures.$inferSelect)[]
}

const toDetailedService =
  (reader: Reader) =>
  (r: Row): DetailedService => {
    return {
      _id: String(r.id),
      title: r.title,
      subtitle: r.subtitle,
      description: r.description,
      pricing: r.pricing,
      features: r.features.map(({ title, description, icon }) => ({ title, description, icon })),
      ...answeredPublication(r, reader),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }
  }

const withFeatures = {
  features: {
    orderBy: [asc(detailedServiceFeatures.position), asc(detailedServiceFeatures.id)],
  },
} satisfies { features: { orderBy: unknown[] } }

const services = publishable({
  kind: 'detailed-service',
  table: detailedServices,
  find: (options) =>
    getDb()
      .query.detailedServices.findMany({ with: withFeatures, ...options })
      .sync(),
  answer: toDetailedService,
})

/** Oldest first; only the public ones unless `reader.all`. */
export const listDetailedServices = (reader: Reader = {}): DetailedService[] =>
  services.list(reader, { orderBy: [asc(detailedServices.createdAt), asc(detailedServices.id)] })

export const getDetailedService = (id: number, reader: Reader = {}): DetailedService | undefined =>
  services.get(id, reader)

/** The public service at an address: its slug, or its id or an old slug that answer 301. */
export const findDetailedServiceByAddress = services.findByAddress

/** The service a preview link shows, with when the link expires (docs/publishing.md). */
export const previewDetailedService = services.preview

type Data = z.output<typeof DetailedServiceInputSchema>

function writeFeatures(tx: Pick<Db, 'insert' | 'delete'>, id: number, features: Data['features']) {
  tx.delete(detailedServiceFeatures).where(eq(detailedServiceFeatures.detailedServiceId, id)).run()
  if (features.length === 0) return
  tx.insert(detailedServiceFeatures)
    .values(features.map((f, position) => ({ ...f, position, detailedServiceId: id })))
    .run()
}

export function createDetailedService(
  input: DetailedServiceInput,
  now = new Date(),
): DetailedService {
  const { features, ...data } = DetailedServiceInputSchema.parse(input)
  const children = (id: number) => writeFeatures(getDb(), id, features)
  return services.createItem(data, { now, children })
}

export function updateDetailedService(
  id: number,
  input: DetailedServiceInput,
  now = new Date(),
): DetailedService | undefined {
  const { features, ...data } = DetailedServiceInputSchema.parse(input)
  const children = (id: number) => writeFeatures(getDb(), id, features)
  return services.updateItem(id, data, { now, children })
}

export const deleteDetailedService = (id: number): boolean => services.deleteItem(id)

/** The detailed service's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'detailed-service',
  answer: DetailedServiceSchema,
  input: DetailedServiceInputSchema,
  read: (id) => getDetailedService(id, { all: true }),
  update: (id, snapshot) => updateDetailedService(id, snapshot as DetailedServiceInput), // a kept revision is this input; the update parses it
} satisfies KindModel<'detailed-service'>
