// The About page's optional blocks (docs/decisions/053-about-blocks.md): the team grid, the figures
// band and the client logos. They are rows of the About page's one item, as its sections are, so
// its write path (audit, revision, upload index, page cache), its translations by position and its
// upload folder serve them; about.server.ts reads and saves them with its sections.
import { asc } from 'drizzle-orm'
import { z } from 'zod'
import { aboutClients, aboutFigures, aboutTeamMembers } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { listOf, optionalUrlField, requiredText, urlField } from './fields.ts'

/** How many rows each block takes: a grid, a band and a row a visitor takes in at a glance. */
export const MAX_ROWS = { team: 24, figures: 8, clients: 24 } as const

export const TeamMemberSchema = z.object({
  name: requiredText('Name'),
  role: requiredText('Role'),
  photo: optionalUrlField('Photo'),
})
export const FigureSchema = z.object({
  // "120+", "12 yrs": a figure, not a sentence.
  value: requiredText('Figure', 20),
  label: requiredText('Label'),
})
export const ClientSchema = z.object({
  name: requiredText('Client name'),
  logo: urlField('Logo'),
})

const rows = <T extends z.ZodType>(item: T, max: number, noun: string) =>
  listOf(item).refine((list) => list.length <= max, `At most ${max} ${noun}`)

/** Each block's list as a form or a body gives it; a missing list is an empty one. */
export const TeamInputSchema = z.object({
  team: rows(TeamMemberSchema, MAX_ROWS.team, 'team members'),
})
export const FiguresInputSchema = z.object({
  figures: rows(FigureSchema, MAX_ROWS.figures, 'figures'),
})
export const ClientsInputSchema = z.object({
  clients: rows(ClientSchema, MAX_ROWS.clients, 'client logos'),
})

export type TeamMember = z.output<typeof TeamMemberSchema>
export type Figure = z.output<typeof FigureSchema>
export type Client = z.output<typeof ClientSchema>
export type AboutBlocks = { team: TeamMember[]; figures: Figure[]; clients: Client[] }

/** The blocks as the /api answers them. */
export const AboutBlocksSchema = z.object({
  team: z.array(z.object({ name: z.string(), role: z.string(), photo: z.string().nullable() })),
  figures: z.array(z.object({ value: z.string(), label: z.string() })),
  clients: z.array(z.object({ name: z.string(), logo: z.string() })),
})

export function readAboutBlocks(): AboutBlocks {
  const db = getDb()
  const team = db
    .select()
    .from(aboutTeamMembers)
    .orderBy(asc(aboutTeamMembers.position), asc(aboutTeamMembers.id))
    .all()
  const figures = db
    .select()
    .from(aboutFigures)
    .orderBy(asc(aboutFigures.position), asc(aboutFigures.id))
    .all()
  const clients = db
    .select()
    .from(aboutClients)
    .orderBy(asc(aboutClients.position), asc(aboutClients.id))
    .all()
  return {
    team: team.map(({ name, role, photo }) => ({ name, role, photo })),
    figures: figures.map(({ value, label }) => ({ value, label })),
    clients: clients.map(({ name, logo }) => ({ name, logo })),
  }
}

/**
 * Replaces the blocks given, each whole; a block left out keeps its rows (a save of the sections
 * alone, a version restored from before the blocks). Runs inside the About page's save.
 */
export function writeAboutBlocks(blocks: Partial<AboutBlocks>): void {
  const db = getDb()
  if (blocks.team) {
    db.delete(aboutTeamMembers).run()
    if (blocks.team.length > 0)
      db.insert(aboutTeamMembers)
        .values(blocks.team.map((m, position) => ({ ...m, position })))
        .run()
  }
  if (blocks.figures) {
    db.delete(aboutFigures).run()
    if (blocks.figures.length > 0)
      db.insert(aboutFigures)
        .values(blocks.figures.map((f, position) => ({ ...f, position })))
        .run()
  }
  if (blocks.clients) {
    db.delete(aboutClients).run()
    if (blocks.clients.length > 0)
      db.insert(aboutClients)
        .values(blocks.clients.map((c, position) => ({ ...c, position })))
        .run()
  }
}
