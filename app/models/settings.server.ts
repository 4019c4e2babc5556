import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { PLATFORMS, siteSettings, socialLinks, type Platform } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { emailField, listOf, requiredEnum, requiredText, urlField } from './fields.ts'
import { publicContentChanged } from '#app/lib/page-cache.server.ts'
import { recordAudit } from './audit.server.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#app/i18n/languages.ts'

export const SocialLinkSchema = z.object({
  platform: requiredEnum(PLATFORMS, 'Platform'),
  url: urlField('URL'),
})
export const SettingsInputSchema = z.object({
  contactEmail: emailField('Contact email'),
  contactPhone: requiredText('Contact phone'),
  socialMedia: listOf(SocialLinkSchema),
  // Left out (as /api clients of before send it), the language stays as it is.
  defaultLanguage: z.enum(LANGUAGES).optional(),
})
export type SettingsInput = z.input<typeof SettingsInputSchema>

/** The settings as the API returns them. */
export const SettingsSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  socialMedia: z.array(z.object({ platform: z.enum(PLATFORMS), url: z.string() })),
})
export type Settings = z.infer<typeof SettingsSchema>
export type SocialLink = Settings['socialMedia'][number]

/** The site settings; before the first save, empty values and no links (docs/api.md). */
export function getSettings(): Settings {
  const db = getDb()
  const row = db.select().from(siteSettings).where(eq(siteSettings.id, 1)).get()
  const links = db
    .select()
    .from(socialLinks)
    .orderBy(asc(socialLinks.position), asc(socialLinks.id))
    .all()
  return {
    contactEmail: row?.contactEmail ?? '',
    contactPhone: row?.contactPhone ?? '',
    // Links are only written through SocialLinkSchema, which allows PLATFORMS alone.
    socialMedia: links.map(({ platform, url }) => ({ platform: platform as Platform, url })),
  }
}

/** The language of the addresses without a prefix (docs/decisions/025-languages.md). */
export function getDefaultLanguage(): Language {
  const row = getDb()
    .select({ language: siteSettings.defaultLanguage })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .get()
  return row?.language ?? DEFAULT_LANGUAGE
}

/** Replaces the settings and the whole list of social links. */
export function saveSettings(input: SettingsInput): Settings {
  publicContentChanged()
  const { socialMedia, defaultLanguage, ...fields } = SettingsInputSchema.parse(input)
  const contact = defaultLanguage ? { ...fields, defaultLanguage } : fields
  getDb().transaction(
    (tx) => {
      tx.insert(siteSettings)
        .values({ id: 1, ...contact })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...contact, updatedAt: new Date() } })
        .run()
      tx.delete(socialLinks).run()
      if (socialMedia.length > 0) {
        tx.insert(socialLinks)
          .values(socialMedia.map((l, position) => ({ ...l, position })))
          .run()
      }
    },
    { behavior: 'immediate' },
  )
  recordAudit({ action: 'update', entity: 'settings' })
  return getSettings()
}
