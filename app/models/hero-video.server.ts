import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { heroVideo } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { saveSingleton } from './content-write.server.ts'
import type { KindModel } from './kind-models.server.ts'

/** The hero video as the API returns it: no URL before the first upload. */
export const HeroVideoSchema = z.object({ url: z.string().nullable() })
export type HeroVideo = z.infer<typeof HeroVideoSchema>

export function getHeroVideo(): HeroVideo {
  const row = getDb().select().from(heroVideo).where(eq(heroVideo.id, 1)).get()
  return { url: row?.url ?? null }
}

/** Points the home page at a new video; the one it replaced is released once nothing uses it. */
export function setHeroVideo(url: string): { url: string; previousUrl: string | null } {
  let previousUrl: string | null = null
  saveSingleton(
    'hero-video',
    {
      load: getHeroVideo,
      answer: (video) => video,
      save(stored) {
        previousUrl = stored.url
        getDb()
          .insert(heroVideo)
          .values({ id: 1, url })
          .onConflictDoUpdate({ target: heroVideo.id, set: { url, updatedAt: new Date() } })
          .run()
      },
      read: getHeroVideo,
    },
    { detail: url },
  )
  return { url, previousUrl }
}

/** The hero video's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'hero-video',
  answer: HeroVideoSchema,
} satisfies KindModel<'hero-video'>
