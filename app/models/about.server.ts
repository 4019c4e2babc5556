import { and, asc, eq, like } from 'drizzle-orm'
import { z } from 'zod'
import { aboutSections, translations } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { listOf, requiredText } from './fields.ts'
import { richText } from './rich-text.server.ts'
import { saveSingleton } from './content-write.server.ts'
import type { KindModel } from './kind-models.server.ts'
import {
  AboutBlocksSchema,
  ClientsInputSchema,
  FiguresInputSchema,
  readAboutBlocks,
  TeamInputSchema,
  writeAboutBlocks,
  type AboutBlocks,
} from './about-blocks.server.ts'
import { SINGLETON_ID } from './upload-refs.server.ts'

export const AboutSectionSchema = z.object({
  title: requiredText('Title'),
  content: richText('Content'),
})
export const AboutInputSchema = z.object({ sections: listOf(AboutSectionSchema) })
export type AboutSectionInput = z.input<typeof AboutSectionSchema>

/** The about page as the API returns it: its sections and its optional blocks. */
export const AboutSchema = z
  .object({ sections: z.array(z.object({ title: z.string(), content: z.string() })) })
  .extend(AboutBlocksSchema.shape)
export type About = z.infer<typeof AboutSchema>

/** The about page; no sections or blocks before the first save. */
export function getAbout(): About {
  const rows = getDb()
    .select()
    .from(aboutSections)
    .orderBy(asc(aboutSections.position), asc(aboutSections.id))
    .all()
  return { sections: rows.map(({ title, content }) => ({ title, content })), ...readAboutBlocks() }
}

/**
 * Replaces every section at once, and each block given (one left out keeps its rows). The blocks
 * are checked here by their schemas, so a door passes them as they were sent.
 */
export function saveAbout(
  sections: AboutSectionInput[],
  blocks: Partial<Record<keyof AboutBlocks, unknown>> = {},
): About {
  const data = AboutInputSchema.parse({ sections })
  const given = parseBlocks(blocks)
  return saveSingleton('about', {
    load: getAbout,
    answer: (about) => about,
    save() {
      const db = getDb()
      db.delete(aboutSections).run()
      if (data.sections.length > 0) {
        db.insert(aboutSections)
          .values(data.sections.map((s, position) => ({ ...s, position })))
          .run()
      }
      writeAboutBlocks(given)
    },
    read: getAbout,
  })!
}

function parseBlocks(blocks: Partial<Record<keyof AboutBlocks, unknown>>): Partial<AboutBlocks> {
  return {
    ...(blocks.team === undefined ? {} : TeamInputSchema.parse({ team: blocks.team })),
    ...(blocks.figures === undefined ? {} : FiguresInputSchema.parse({ figures: blocks.figures })),
    ...(blocks.clients === undefined ? {} : ClientsInputSchema.parse({ clients: blocks.clients })),
  }
}

/** Replaces the blocks given (the admin's team, figures or logos form), keeping the sections. */
export function saveAboutBlocks(blocks: Partial<AboutBlocks>): About {
  const given = parseBlocks(blocks)
  return saveSingleton('about', {
    load: getAbout,
    answer: (about) => about,
    save: () => writeAboutBlocks(given),
    read: getAbout,
  })!
}

/**
 * Removes the team member at `index` when it is still the one named `name` (the admin confirmed
 * that one; the list may have changed since). Their texts in the other language go with them and
 * the later members' move up a place, as translations are kept by position
 * (docs/decisions/027-content-translations.md). False when there is no such member.
 */
export function removeTeamMember(index: number, name: string): boolean {
  const { team } = readAboutBlocks()
  if (team[index]?.name !== name) return false
  saveSingleton('about', {
    load: getAbout,
    answer: (about) => about,
    save() {
      writeAboutBlocks({ team: team.filter((_, i) => i !== index) })
      shiftTranslations('team', index)
    },
    read: getAbout,
  })
  return true
}

/** A list's translated texts after the row at `index` went: its own deleted, the later ones moved up. */
function shiftTranslations(list: string, index: number) {
  const db = getDb()
  const ofList = and(
    eq(translations.kind, 'about'),
    eq(translations.itemId, SINGLETON_ID),
    like(translations.field, `${list}.%`),
  )
  const rows = db.select().from(translations).where(ofList).all()
  db.delete(translations).where(ofList).run()
  const kept = rows.flatMap((row) => {
    const [, at, field] = row.field.split('.')
    const position = Number(at)
    if (position === index) return []
    const moved = position > index ? position - 1 : position
    return [{ ...row, field: `${list}.${moved}.${field}` }]
  })
  if (kept.length > 0) db.insert(translations).values(kept).run()
}

/** The About page's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'about',
  answer: AboutSchema,
  read: getAbout,
  // A version kept before the blocks existed has none: restoring it keeps today's.
  update: (_id, snapshot) => {
    const { sections, ...blocks } = snapshot as { sections: AboutSectionInput[] } & Partial<
      Record<keyof AboutBlocks, unknown>
    >
    return saveAbout(sections, blocks)
  },
} satisfies KindModel<'about'>
