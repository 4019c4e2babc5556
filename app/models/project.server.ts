import { asc, count, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { detailedProjects, projectMedia, projects } from '#db/schema.ts'
import { getDb, type Db } from '#app/lib/db.server.ts'
import {
  MAX,
  caseStudyField,
  EntityIdSchema,
  iso,
  listOf,
  requiredText,
  textOrEmpty,
  timestamps,
} from './fields.ts'
import { createContent, deleteContent, updateContent } from './content-write.server.ts'
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
import {
  MediaItemSchema,
  MediaSchema,
  mediaAnswer,
  mediaRows,
  type Media,
  type MediaInput,
} from './project-media.server.ts'

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
  update: (id, snapshot) => updateProject(id, snapshot as ProjectInput), // a kept revision is this input; the update parses it
} satisfies KindModel<'project'>
