import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { heroVideo } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { saveSingleton } from './content-write.server.ts'
import { optionalUrlField } from './fields.ts'
import type { KindModel } from './kind-models.server.ts'

/**
 * The hero as the API returns it: the video (null before the first upload, or once removed) and
 * the still image (null: the site's designed default), which is also the video's poster.
 */
export const HeroVideoSchema = z.object({
  url: z.string().nullable(),
  poster: z.string().nullable(),
})
export type HeroVideo = z.infer<typeof HeroVideoSchema>

/** The admin's still-image form: an address (an upload, a library file or a URL), or none. */
export const HeroImageInputSchema = z.object({ poster: optionalUrlField('Image URL') })
export type HeroImageInput = z.infer<typeof HeroImageInputSchema>

export function getHeroVideo(): HeroVideo {
  const row = getDb().select().from(heroVideo).where(eq(heroVideo.id, 1)).get()
  return { url: row?.url ?? null, poster: row?.poster ?? null }
}

/** Writes the hero's row; whatever it stops using is released once nothing else does. */
function saveHero(change: Partial<HeroVideo>, detail: string): HeroVideo {
  // The row is read as empty when there is none, so there is always one to answer.
  return saveSingleton(
    'hero-video',
    {
      load: getHeroVideo,
      answer: (hero) => hero,
      save(stored) {
        const next = { ...stored, ...change }
        getDb()
          .insert(heroVideo)
          .values({ id: 1, ...next })
          .onConflictDoUpdate({ target: heroVideo.id, set: { ...next, updatedAt: new Date() } })
          .run()
      },
      read: getHeroVideo,
    },
    { detail },
  )!
}

/** Points the home page at a new video; the one it replaced is released once nothing uses it. */
export function setHeroVideo(url: string): { url: string; previousUrl: string | null } {
  const previousUrl = getHeroVideo().url
  saveHero({ url }, url)
  return { url, previousUrl }
}

/** The home page shows its still image alone (the video's file is released when unused). */
export function removeHeroVideo(): HeroVideo {
  return saveHero({ url: null }, 'video removed')
}

/** The still image behind the hero and the video's poster; null brings back the default. */
export function setHeroImage(input: HeroImageInput): HeroVideo {
  const { poster } = HeroImageInputSchema.parse(input)
  return saveHero({ poster: poster ?? null }, poster ?? 'still image removed')
}

/** The hero video's rules for the shared machinery (app/models/kind-models.server.ts). */
export const kindModel = {
  kind: 'hero-video',
  answer: HeroVideoSchema,
} satisfies KindModel<'hero-video'>
