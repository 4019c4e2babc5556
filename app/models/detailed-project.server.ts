import { asc, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  detailedProjectMedia,
  detailedProjectResults,
  detailedProjects,
  detailedProjectTags,
} from '#db/schema.ts'
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
import { MediaItemSchema, MediaSchema, mediaAnswer, mediaRows } from './project-media.server.ts'
import {
  answeredPublication,
  publicationAnswer,
  publicationInput,
  requireScheduleTime,
  type Reader,
} from './publication-status.server.ts'
import { publishable } from './slug-kind.server.ts'
import type { KindModel } from './kind-models.server.ts'
import { propertyOf } from '#app/lib/property.ts'

// Rows the editor left blank (no URL, no file) are dropped rather than refused (docs/product.md §5).
// They are dropped after validation, so an error names the row where it was typed (`media.2.url`).
function hasUrl(item: unknown) {
  const url = propertyOf(item, 'url')
  return typeof url === 'string' && url.trim() !== ''
}

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

/** A case study's result: a figure ("+38%", "2.4M") and what it counts ("qualified leads"). */
const ResultSchema = z.object({
  figure: requiredText('Figure', 40),
  label: requiredText('Label'),
})
// Left out (an /api client from before results existed), the stored ones are kept.
const ResultsSchema = z
  .array(ResultSchema, { error: 'Must be a list' })
  .max(12, 'At most 12 results')
  .optional()

export const DetailedProjectInputSchema = z
  .object({
    title: requiredText('Title'),
    subtitle: textOrEmpty('Subtitle'),
    description: textOrHtml('Description'),
    category: requiredText('Category'),
    client: optionalText('Client'),
    tags: TagsSchema,
    results: ResultsSchema,
    media: MediaListSchema,
    ...publicationInput,
  })
  .superRefine(requireScheduleTime)
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
  /** Its results, shown as a strip on its page: empty when none. */
  results: z.array(z.object({ figure: z.string(), label: z.string() })),
  media: z.array(MediaSchema),
  /** slug: its address, /detailed-projects/<slug>. */
  ...publicationAnswer,
  ...timestamps,
})
export type DetailedProject = z.infer<typeof DetailedProjectSchema>

type Row = typeof detailedProjects.$inferSelect & {
  media: (typeof detailedProjectMedia.$inferSelect)[]
  tags: (typeof detailedProjectTags.$inferSelect)[]
  results: (typeof detailedProjectResults.$inferSelect)[]
}

const toDetailedProject =
  (reader: Reader) =>
  (r: Row): DetailedProject => ({
    _id: String(r.id),
    title: r.title,
    subtitle: r.subtitle,
    description: r.description,
    category: r.category,
    client: r.client,
    tags: r.tags.map((t) => t.tag),
    results: r.results.map(({ figure, label }) => ({ figure, label })),
    media: r.media.map(mediaAnswer),
    ...answeredPublication(r, reader),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  })

const withChildren = {
  media: { orderBy: [asc(detailedProjectMedia.position), asc(detailedProjectMedia.id)] },
  tags: { orderBy: [asc(detailedProjectTags.position), asc(detailedProjectTags.id)] },
  results: { orderBy: [asc(detailedProjectResults.position), asc(detailedProjectResults.id)] },
} satisfies Record<string, { orderBy: unknown[] }>

const publishing = publishable({
  kind: 'detailed-project',
  table: detailedProjects,
  find: (options) =>
    getDb()
      .query.detailedProjects.findMany({ with: withChildren, ...options })
      .sync(),
  answer: toDetailedProject,
})

/**
 * Newest first (by creation: the publish time only decides when the public sees it); only the
 * public ones unless `reader.all`.
 */
export const listDetailedProjects = (reader: Reader = {}): DetailedProject[] =>
  publishing.list(reader, {
    orderBy: [desc(detailedProjects.createdAt), desc(detailedProjects.id)],
  })

export const getDetailedProject = (id: number, reader: Reader = {}): DetailedProject | undefined =>
  publishing.get(id, reader)

/** The public project at an address: its slug, or its id or an old slug that answer 301. */
export const findDetailedProjectByAddress = publishing.findByAddress

/** The project a preview link shows, with when the link expires (docs/publishing.md). */
export const previewDetailedProject = publishing.preview

type Data = z.output<typeof DetailedProjectInputSchema>

function writeChildren(
  tx: Pick<Db, 'insert' | 'delete'>,
  id: number,
  d: Pick<Data, 'media' | 'tags' | 'results'>,
  before: DetailedProject['media'] = [],
) {
  if (d.results) {
    tx.delete(detailedProjectResults).where(eq(detailedProjectResults.detailedProjectId, id)).run()
    if (d.results.length > 0) {
      tx.insert(detailedProjectResults)
        .values(d.results.map((r, position) => ({ ...r, position, detailedProjectId: id })))
        .run()
    }
  }
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

export function createDetailedProject(
  input: DetailedProjectInput,
  now = new Date(),
): DetailedProject {
  const { media, tags, results, ...data } = DetailedProjectInputSchema.parse(input)
  const children = (id: number) => writeChildren(getDb(), id, { media, tags, results })
  return publishing.createItem(data, { now, children })
}

// A save releases the uploads the row held that nothing uses any more (every door alike).
export function updateDetailedProject(
  id: number,
  input: DetailedProjectInput,
  now = new Date(),
): DetailedProject | undefined {
  const { media, tags, results, ...data } = DetailedProjectInputSchema.parse(input)
  return publishing.updateItem(id, data, {
    now,
    children: (id, stored) =>
      writeChildren(getDb(), id, { media, tags, results }, stored.media.map(mediaAnswer)),
  })
}

export const deleteDetailedProject = (id: number): boolean => publishing.deleteItem(id)

/** The detailed project's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'detailed-project',
  answer: DetailedProjectSchema,
  input: DetailedProjectInputSchema,
  read: (id) => getDetailedProject(id, { all: true }),
  update: (id, snapshot) => updateDetailedProject(id, snapshot as DetailedProjectInput), // a kept revision is this input; the update parses it
} satisfies KindModel<'detailed-project'>
