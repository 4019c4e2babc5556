import { asc, eq } from 'drizzle-orm'
import { siteSettings, socialLinks, type Platform } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'

export type SocialLink = { platform: Platform | string; url: string }
export type Settings = { contactEmail: string; contactPhone: string; socialMedia: SocialLink[] }

/** The site settings; before the first save, empty values and no links (API.md). */
export function getSettings(): Settings {
  const db = getDb()
  const row = db.select().from(siteSettings).where(eq(siteSettings.id, 1)).get()
  const links = db.select().from(socialLinks).orderBy(asc(socialLinks.position)).all()
  return {
    contactEmail: row?.contactEmail ?? '',
    contactPhone: row?.contactPhone ?? '',
    socialMedia: links.map(({ platform, url }) => ({ platform, url })),
  }
}
