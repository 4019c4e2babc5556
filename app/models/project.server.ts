import { asc, count, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import {
  detailedProjects,
  MEDIA_TYPES,
  projectMedia,
  projects,
  type MediaType,
} from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import {
  MAX,
  addedText,
  caseStudyField,
  EntityIdSchema,
  MediaTypeSchema,
  iso,
  listOf,
  requiredText,
  textOrEmpty,
  timestamps,
  urlField,
} from './fields.ts'
import { createContent, deleteContent, updateContent } from './content-write.server.ts'
import { ALT_DEFAULT_RULE, altOrLibrary } from './library-alt.server.ts'
import { ConflictError } from './errors.ts'
import {
  answeredPublication,
  publicationInput,
  requireScheduleTime,
  resolvePublication,
  scheduleAnswer,
  visibleTo,
  whereId,
  type Reader,
} from './publication-status.server.ts'
import type { KindModel } from './kind-models.server.ts'

export const MediaItemSchema = z.object({
  url: urlField('Media URL'),
  type: MediaTypeSchema,
  alt: addedText('Media alt text').describe(ALT_DEFAULT_RULE),
  caption: addedText('Media caption').describe(
    'Optional. Shown under the item on its page. Left out on a PUT, kept.',
  ),
  lead: z
    .boolean({ error: 'Lead must be true or false' })
    .optional()
    .describe(
      'Optional. The lead image, shown first on the page and on cards; the first item marked wins. With no item saying lead, a PUT keeps the lead its URL had; none marked means the first item.',
    ),
})

// A project has no page of its own (the home page's "Our Work" shows it): a status and a publish
// time, no slug (docs/publishing.md).
const { slug: _noAddress, ...scheduleInput } = publicationInput

export const ProjectInputSchema = z
  .object({
    title: requiredText('Title'),
    description: textOrEmpty('Description', MAX.description),
    category: requiredText('Category'),
    media: listOf(MediaItemSchema),
    caseStudy: caseStudyField(),
    ...scheduleInput,
  })
  .superRefine(requireScheduleTime)
export type ProjectInput = z.input<typeof ProjectInputSchema>

/** A media item as the API returns it (projects and detailed projects). */
export const MediaSchema = z.object({
  url: z.string(),
  type: z.enum(MEDIA_TYPES),
  /** Only when the admin wrote one (older clients see the media as before). */
  alt: z.string().optional(),
  /** Only when the admin wrote one. */
  caption: z.string().optional(),
  /** Only on the item marked as the lead; none marked means the first (docs/api.md). */
  lead: z.literal(true).optional(),
})
export type Media = z.infer<typeof MediaSchema>

/** A project as the API returns it. */
export const ProjectSchema = z.object({
  _id: EntityIdSchema,
  title: z.string(),
  description: z.string(),
  category: z.string(),
  media: z.array(MediaSchema),
  /** The detailed project its card leads to (added; only when one is chosen). */
  caseStudy: EntityIdSchema.optional(),
  ...scheduleAnswer,
  ...timestamps,
})
export type Project = z.infer<typeof ProjectSchema>

type Row = typeof projects.$inferSelect & { media: (typeof projectMedia.$inferSelect)[] }

const toProject =
  (reader: Reader) =>
  (r: Row): Project => ({
    _id: String(r.id),
    title: r.title,
    description: r.description,
    category: r.category,
    media: r.media.map(mediaAnswer),
    ...(r.caseStudyId ? { caseStudy: String(r.caseStudyId) } : {}),
    ...answeredPublication(r, reader),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  })

const withMedia = {
  media: { orderBy: [asc(projectMedia.position), asc(projectMedia.id)] },
} satisfies { media: { orderBy: unknown[] } }

/**
 * Newest first (by creation: the publish time only decides when the public sees it); `limit` for
 * the home page's three newest. Only the public ones unless `reader.all`.
 */
export function listProjects({ limit, ...reader }: { limit?: number } & Reader = {}): Project[] {
  return getDb()
    .query.projects.findMany({
      with: withMedia,
      where: visibleTo(projects, reader),
      orderBy: [desc(projects.createdAt), desc(projects.id)],
      limit,
    })
    .sync()
    .map(toProject(reader))
}

/** How many projects `reader` sees. */
export function countProjects(reader: Reader = {}): number {
  return (
    getDb().select({ n: count() }).from(projects).where(visibleTo(projects, reader)).get()?.n ?? 0
  )
}

export function getProject(id: number, reader: Reader = {}): Project | undefined {
  const row = getDb()
    .query.projects.findFirst({ with: withMedia, where: whereId(projects, id, reader) })
    .sync()
  return row && toProject(reader)(row)
}

/** A stored media row as the API answers it: `alt`, `caption` and `lead` only when set. */
export function mediaAnswer({
  url,
  type,
  alt,
  caption,
  lead,
}: {
  url: string
  type: MediaType
  alt: string | null
  caption: string | null
  lead: boolean
}): Media {
  return {
    url,
    type,
    ...(alt ? { alt } : {}),
    ...(caption ? { caption } : {}),
    ...(lead ? { lead: true as const } : {}),
  }
}

type MediaInput = {
  url: string
  type: MediaType
  alt?: string | null
  caption?: string | null
  lead?: boolean
}

/**
 * The media rows to store, in the order given (docs/product.md "Media"). A list is saved whole, so
 * an item sent without `alt` or `caption` (a client older than them) keeps what its URL had before;
 * null or '' clears it. A row left without alt text gets the library's for its file
 * (library-alt.server.ts). At most one row is the lead: the first marked; a list in which no item
 * says `lead` at all keeps the lead on the URL that had it. None marked, pages show the first.
 */
export function mediaRows(media: MediaInput[], before: ReadonlyArray<Media>) {
  const was = new Map<string, Media>()
  for (const m of before) if (!was.has(m.url)) was.set(m.url, m)
  const says = media.some((m) => m.lead !== undefined)
  const leadAt = media.findIndex((m) => (says ? m.lead === true : was.get(m.url)?.lead === true))
  return media.map((m, position) => {
    const old = was.get(m.url)
    return {
      url: m.url,
      type: m.type,
      alt: altOrLibrary(m.alt === undefined ? (old?.alt ?? null) : m.alt, m.url),
      caption: (m.caption === undefined ? old?.caption : m.caption) || null,
      lead: position === leadAt,
      position,
    }
  })
}

function writeMedia(
  tx: Pick<Db, 'insert' | 'delete'>,
  id: number,
  media: MediaInput[],
  before: Media[] = [],
) {
  tx.delete(projectMedia).where(eq(projectMedia.projectId, id)).run()
  if (media.length === 0) return
  tx.insert(projectMedia)
    .values(mediaRows(media, before).map((m) => ({ ...m, projectId: id })))
    .run()
}

const EVERY = { all: true, publication: true } as const

/** The case study to store: it must exist; left out (undefined), an update keeps the stored one. */
function caseStudyColumn(caseStudy: number | null | undefined) {
  if (caseStudy === undefined) return {}
  if (caseStudy !== null) {
    const found = getDb()
      .select({ id: detailedProjects.id })
      .from(detailedProjects)
      .where(eq(detailedProjects.id, caseStudy))
      .get()
    if (!found) throw new ConflictError('Choose a detailed project that exists', 'caseStudy')
  }
  return { caseStudyId: caseStudy }
}

export function createProject(input: ProjectInput, now = new Date()): Project {
  const { media, status, publishAt, caseStudy, ...rest } = ProjectInputSchema.parse(input)
  const fields = { ...rest, ...caseStudyColumn(caseStudy) }
  return createContent(
    'project',
    {
      save() {
        const { id } = getDb()
          .insert(projects)
          .values({
            ...fields,
            ...resolvePublication({ status, publishAt }, undefined, now),
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: projects.id })
          .get()
        writeMedia(getDb(), id, media)
        return id
      },
      read: (id) => getProject(id, { ...EVERY, now }),
    },
    { now },
  )
}

// A save releases the uploads the row held that nothing uses any more (every door alike).
export function updateProject(
  id: number,
  input: ProjectInput,
  now = new Date(),
): Project | undefined {
  const { media, status, publishAt, caseStudy, ...rest } = ProjectInputSchema.parse(input)
  const fields = { ...rest, ...caseStudyColumn(caseStudy) }
  return updateContent(
    'project',
    id,
    {
      load: () =>
        getDb()
          .query.projects.findFirst({ with: withMedia, where: eq(projects.id, id) })
          .sync(),
      answer: toProject(EVERY),
      save(stored) {
        getDb()
          .update(projects)
          .set({
            ...fields,
            ...resolvePublication({ status, publishAt }, stored, now),
            updatedAt: now,
          })
          .where(eq(projects.id, id))
          .run()
        writeMedia(getDb(), id, media, stored.media.map(mediaAnswer))
      },
      read: (id) => getProject(id, { ...EVERY, now }),
    },
    { now },
  )
}

export function deleteProject(id: number): boolean {
  return deleteContent('project', id)
}

/** The project's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'project',
  answer: ProjectSchema,
  input: ProjectInputSchema,
  read: (id) => getProject(id, { all: true }),
  update: (id, snapshot) => updateProject(id, snapshot as ProjectInput),
} satisfies KindModel<'project'>
