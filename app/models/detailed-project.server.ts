import { asc, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { detailedProjectMedia, detailedProjects, detailedProjectTags } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import { releaseUploads } from '#app/lib/uploads.server.ts'
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
import { MediaItemSchema, MediaSchema, mediaAnswer, mediaRows } from './project.server.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'
import { recordAudit } from './audit.server.ts'
import { moveToTrash } from './trash.server.ts'
import { keepBaseRevision, keepRevision } from './revision.server.ts'

// Rows the editor left blank (no URL, no file) are dropped rather than refused (docs/product.md §5).
// They are dropped after validation, so an error names the row where it was typed (`media.2.url`).
const hasUrl = (item: unknown) =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { url?: unknown }).url === 'string' &&
  (item as { url: string }).url.trim() !== ''

const MediaListSchema = z
  .preprocess(
    (v) => (Array.isArray(v) ? v.map((item: unknown) => (hasUrl(item) ? item : undefined)) : v),
    listOf(MediaItemSchema.optional()),
  )
  .transform((rows) => rows.filter((row) => row !== undefined))

// Tags come as a list (JSON), whose items are kept whole ("Film, TV" is one tag), or as one
// comma-separated text (the admin form's single input). The text is tried first: Conform also
// offers a lone form value to the list branch, as a one-item list, which would keep it whole.
const TagsSchema = z
  .union([z.string().max(MAX.description), z.array(z.string().max(MAX.line)).max(100)], {
    error: 'Tags must be a list or comma-separated text',
  })
  .nullish()
  .transform((v) =>
    (typeof v === 'string' ? v.split(',') : (v ?? [])).map((t) => t.trim()).filter(Boolean),
  )

export const DetailedProjectInputSchema = z.object({
  title: requiredText('Title'),
  subtitle: textOrEmpty('Subtitle'),
  description: textOrHtml('Description'),
  category: requiredText('Category'),
  client: optionalText('Client'),
  tags: TagsSchema,
  media: MediaListSchema,
})
export type DetailedProjectInput = z.input<typeof DetailedProjectInputSchema>

/** A detailed project as the API returns it. */
export const DetailedProjectSchema = z.object({
  _id: EntityIdSchema,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  category: z.string(),
  client: z.string().nullable(),
  tags: z.array(z.string()),
  media: z.array(MediaSchema),
  ...timestamps,
})
export type DetailedProject = z.infer<typeof DetailedProjectSchema>

type Row = typeof detailedProjects.$inferSelect & {
  media: (typeof detailedProjectMedia.$inferSelect)[]
  tags: (typeof detailedProjectTags.$inferSelect)[]
}

const toDetailedProject = (r: Row): DetailedProject => ({
  _id: String(r.id),
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  category: r.category,
  client: r.client,
  tags: r.tags.map((t) => t.tag),
  media: r.media.map(mediaAnswer),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
})

const withChildren = {
  media: { orderBy: [asc(detailedProjectMedia.position), asc(detailedProjectMedia.id)] },
  tags: { orderBy: [asc(detailedProjectTags.position), asc(detailedProjectTags.id)] },
} satisfies Record<string, { orderBy: unknown[] }>

/** Newest first. */
export function listDetailedProjects(): DetailedProject[] {
  return getDb()
    .query.detailedProjects.findMany({
      with: withChildren,
      orderBy: [desc(detailedProjects.createdAt), desc(detailedProjects.id)],
    })
    .sync()
    .map(toDetailedProject)
}

export function getDetailedProject(id: number): DetailedProject | undefined {
  const row = getDb()
    .query.detailedProjects.findFirst({ with: withChildren, where: eq(detailedProjects.id, id) })
    .sync()
  return row && toDetailedProject(row)
}

type Data = z.output<typeof DetailedProjectInputSchema>

function writeChildren(
  tx: Pick<Db, 'insert' | 'delete'>,
  id: number,
  d: Data,
  before: DetailedProject['media'] = [],
) {
  tx.delete(detailedProjectMedia).where(eq(detailedProjectMedia.detailedProjectId, id)).run()
  tx.delete(detailedProjectTags).where(eq(detailedProjectTags.detailedProjectId, id)).run()
  if (d.media.length > 0) {
    tx.insert(detailedProjectMedia)
      .values(mediaRows(d.media, before).map((m) => ({ ...m, detailedProjectId: id })))
      .run()
  }
  if (d.tags.length > 0) {
    tx.insert(detailedProjectTags)
      .values(d.tags.map((tag, position) => ({ tag, position, detailedProjectId: id })))
      .run()
  }
}

export function createDetailedProject(input: DetailedProjectInput): DetailedProject {
  publicContentChanged()
  const data = DetailedProjectInputSchema.parse(input)
  const { media: _m, tags: _t, ...fields } = data
  const id = getDb().transaction((tx) => {
    const row = tx.insert(detailedProjects).values(fields).returning().get()
    writeChildren(tx, row.id, data)
    return row.id
  })
  recordAudit({ action: 'create', entity: 'detailed-project', entityId: id })
  return keepRevision('detailed-project', id, getDetailedProject(id))!
}

// A save or delete releases the uploads the row held that nothing uses any more (every door alike).
const mediaUrls = (id: number) => getDetailedProject(id)?.media.map((m) => m.url) ?? []

export function updateDetailedProject(
  id: number,
  input: DetailedProjectInput,
): DetailedProject | undefined {
  publicContentChanged()
  const data = DetailedProjectInputSchema.parse(input)
  const { media: _m, tags: _t, ...fields } = data
  const before = getDetailedProject(id)?.media ?? []
  const held = before.map((m) => m.url)
  keepBaseRevision('detailed-project', id, () => getDetailedProject(id))
  const found = getDb().transaction((tx) => {
    const changed = tx
      .update(detailedProjects)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(detailedProjects.id, id))
      .run().changes
    if (changed === 0) return false
    writeChildren(tx, id, data, before)
    return true
  })
  if (!found) return undefined
  recordAudit({ action: 'update', entity: 'detailed-project', entityId: id })
  releaseUploads(held)
  return keepRevision('detailed-project', id, getDetailedProject(id))
}

export function deleteDetailedProject(id: number): boolean {
  publicContentChanged()
  const held = mediaUrls(id)
  const deleted = moveToTrash('detailed-project', id)
  if (!deleted) return false
  recordAudit({ action: 'delete', entity: 'detailed-project', entityId: id })
  releaseUploads(held)
  return deleted
}
