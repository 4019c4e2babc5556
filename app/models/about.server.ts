import { asc } from 'drizzle-orm'
import { z } from 'zod'
import { aboutSections } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { listOf, requiredText } from './fields.ts'
import { richText } from './rich-text.server.ts'
import { saveSingleton } from './content-write.server.ts'
import type { KindModel } from './kind-models.server.ts'

export const AboutSectionSchema = z.object({
  title: requiredText('Title'),
  content: richText('Content'),
})
export const AboutInputSchema = z.object({ sections: listOf(AboutSectionSchema) })
export type AboutSectionInput = z.input<typeof AboutSectionSchema>

/** The about page as the API returns it. */
export const AboutSchema = z.object({
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
})
export type About = z.infer<typeof AboutSchema>

/** The about page; no sections before the first save. */
export function getAbout(): About {
  const rows = getDb()
    .select()
    .from(aboutSections)
    .orderBy(asc(aboutSections.position), asc(aboutSections.id))
    .all()
  return { sections: rows.map(({ title, content }) => ({ title, content })) }
}

/** Replaces every section at once. */
export function saveAbout(sections: AboutSectionInput[]): About {
  const data = AboutInputSchema.parse({ sections })
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
    },
    read: getAbout,
  })!
}

/** The About page's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'about',
  answer: AboutSchema,
  read: getAbout,
  update: (_id, snapshot) => saveAbout((snapshot as { sections: AboutSectionInput[] }).sections),
} satisfies KindModel<'about'>
