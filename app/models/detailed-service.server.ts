import { and, asc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { detailedServiceFeatures, detailedServices, PUBLICATION_STATUSES } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import { isPublic } from '#app/lib/publishing.server.ts'
import { parseId } from './id.ts'
import {
  chooseSlug,
  forgetSlugs,
  publicationInput,
  publicationOf,
  recordSlugChange,
  redirectedItem,
  requireScheduleTime,
  resolvePublication,
  type Reader,
} from './publication.server.ts'
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
  /** Its address, /detailed-services/<slug> (answered when asked for: ?include=publication). */
  slug: z.string().optional(),
  /** Always answered for a draft or a scheduled service; for any when asked for. */
  status: z.enum(PUBLICATION_STATUSES).optional(),
  publishAt: z.iso.datetime().nullable().optional(),
  ...timestamps,
})
export type DetailedService = z.infer<typeof DetailedServiceSchema>

type Row = typeof detailedServices.$inferSelect & {
  features: (typeof detailedServiceFeatures.$inferSelect)[]
}

const toDetailedService =
  ({ publication = false, now = new Date() }: Reader) =>
  (r: Row): DetailedService => {
    const published = publicationOf(r, now)
    return {
      _id: String(r.id),
      title: r.title,
      subtitle: r.subtitle,
      description: r.description,
      pricing: r.pricing,
      features: r.features.map(({ title, description, icon }) => ({ title, description, icon })),
      ...(publication || published.status !== 'published' ? published : {}),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }
  }

const visibleTo = ({ all = false, now = new Date() }: Reader) =>
  all ? undefined : isPublic(detailedServices, now)

const withFeatures = {
  features: {
    orderBy: [asc(detailedServiceFeatures.position), asc(detailedServiceFeatures.id)],
  },
} satisfies { features: { orderBy: unknown[] } }

/** Oldest first; only the public ones unless `reader.all`. */
export function listDetailedServices(reader: Reader = {}): DetailedService[] {
  return getDb()
    .query.detailedServices.findMany({
      with: withFeatures,
      where: visibleTo(reader),
      orderBy: [asc(detailedServices.createdAt), asc(detailedServices.id)],
    })
    .sync()
    .map(toDetailedService(reader))
}

export function getDetailedService(id: number, reader: Reader = {}): DetailedService | undefined {
  const where = visibleTo(reader)
  const row = getDb()
    .query.detailedServices.findFirst({
      with: withFeatures,
      where: where ? and(eq(detailedServices.id, id), where) : eq(detailedServices.id, id),
    })
    .sync()
  return row && toDetailedService(reader)(row)
}

/** The public service at an address: its slug, or its id or an old slug that answer 301. */
export function findDetailedServiceByAddress(
  address: string,
  reader: Reader = {},
): { service: DetailedService } | { movedTo: string } | undefined {
  const viewer = { ...reader, publication: true }
  const byId = parseId(address)
  if (byId !== null) {
    const service = getDetailedService(byId, viewer)
    if (service?.slug === address) return { service }
    return service && { movedTo: service.slug! }
  }
  const owner = slugOwner(address)
  if (owner !== undefined) {
    const service = getDetailedService(owner, viewer)
    return service && { service }
  }
  const moved = redirectedItem('service', address)
  const service = moved === undefined ? undefined : getDetailedService(moved, viewer)
  return service && { movedTo: service.slug! }
}

const slugOwner = (slug: string) =>
  getDb()
    .select({ id: detailedServices.id })
    .from(detailedServices)
    .where(eq(detailedServices.slug, slug))
    .get()?.id

const slugFor = (
  data: { slug?: string | null; title: string },
  current?: { id: number; slug: string | null },
) =>
  chooseSlug({
    wanted: data.slug,
    title: data.title,
    current,
    ownerOf: slugOwner,
    fallback: 'service',
    takenText: 'Another service has this slug',
  })

/** Gives every service without a slug one from its title (rows from before slugs). */
export function backfillDetailedServiceSlugs(): number {
  const db = getDb()
  const rows = db
    .select({ id: detailedServices.id, title: detailedServices.title })
    .from(detailedServices)
    .where(isNull(detailedServices.slug))
    .orderBy(detailedServices.id)
    .all()
  for (const row of rows) {
    db.update(detailedServices)
      .set({ slug: slugFor({ title: row.title }, { id: row.id, slug: null }) })
      .where(eq(detailedServices.id, row.id))
      .run()
  }
  if (rows.length > 0) publicContentChanged()
  return rows.length
}

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
  publicContentChanged()
  const { features, status, publishAt, slug, ...fields } = DetailedServiceInputSchema.parse(input)
  const db = getDb()
  const id = db.transaction((tx) => {
    const row = tx
      .insert(detailedServices)
      .values({
        ...fields,
        ...resolvePublication({ status, publishAt }, undefined, now),
        slug: slugFor({ slug, title: fields.title }),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get()
    writeFeatures(tx, row.id, features)
    recordSlugChange('service', row.id, undefined, row.slug!)
    return row.id
  })
  recordAudit({ action: 'create', entity: 'detailed-service', entityId: id })
  return getDetailedService(id, { all: true, publication: true, now })!
}

export function updateDetailedService(
  id: number,
  input: DetailedServiceInput,
  now = new Date(),
): DetailedService | undefined {
  publicContentChanged()
  const { features, status, publishAt, slug, ...fields } = DetailedServiceInputSchema.parse(input)
  const db = getDb()
  const stored = db.select().from(detailedServices).where(eq(detailedServices.id, id)).get()
  if (!stored) return undefined
  const newSlug = slugFor({ slug, title: fields.title }, stored)
  db.transaction((tx) => {
    tx.update(detailedServices)
      .set({
        ...fields,
        ...resolvePublication({ status, publishAt }, stored, now),
        slug: newSlug,
        updatedAt: now,
      })
      .where(eq(detailedServices.id, id))
      .run()
    writeFeatures(tx, id, features)
    recordSlugChange('service', id, stored.slug, newSlug)
  })
  recordAudit({ action: 'update', entity: 'detailed-service', entityId: id })
  return getDetailedService(id, { all: true, publication: true, now })
}

export function deleteDetailedService(id: number): boolean {
  publicContentChanged()
  const deleted =
    getDb().delete(detailedServices).where(eq(detailedServices.id, id)).run().changes > 0
  if (deleted) {
    forgetSlugs('service', id)
    recordAudit({ action: 'delete', entity: 'detailed-service', entityId: id })
  }
  return deleted
}
