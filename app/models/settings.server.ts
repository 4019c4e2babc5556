import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { PLATFORMS, siteSettings, socialLinks } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { emailField, listOf, requiredEnum, requiredText, urlField } from './fields.ts'
import { publicContentChanged } from '#app/lib/content-version.server.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { defaultTimeZone } from '#app/lib/dates.server.ts'
import { isTimeZone } from '#app/lib/env.server.ts'
import { DEFAULT_TIME_ZONE } from '#app/lib/admin-form-fields.ts'

export const SocialLinkSchema = z.object({
  platform: requiredEnum(PLATFORMS, 'Platform'),
  url: urlField('URL'),
})
const replyNote = z.preprocess((v) => v ?? '', z.string().trim().max(300))

export const SettingsInputSchema = z.object({
  contactEmail: emailField('Contact email'),
  contactPhone: requiredText('Contact phone'),
  socialMedia: listOf(SocialLinkSchema),
  // Left out (as /api clients of before send it), the language stays as it is.
  defaultLanguage: z.enum(LANGUAGES).optional(),
  // Left out, the zone stays as it is; null (or "default", the form's choice) goes back to the
  // default, SITE_TIME_ZONE.
  timeZone: z.preprocess(
    (v) => (v === DEFAULT_TIME_ZONE ? null : v),
    z
      .string()
      .trim()
      .max(100)
      .refine(isTimeZone, 'Time zone must be an IANA time zone, e.g. Europe/Berlin')
      .nullable()
      .optional(),
  ),
  // Left out, each stays as it is; empty goes back to the dictionary's default.
  replyNoteEn: replyNote.optional(),
  replyNoteAr: replyNote.optional(),
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
    socialMedia: links.map(({ platform, url }) => ({ platform, url })),
  }
}

/** The thank-you's "what happens next" sentence per language, '' where the default stands. */
export type ReplyNotes = Record<Language, string>

export function getReplyNotes(): ReplyNotes {
  const row = getDb()
    .select({ en: siteSettings.replyNoteEn, ar: siteSettings.replyNoteAr })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .get()
  return { en: row?.en ?? '', ar: row?.ar ?? '' }
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

/** The zone chosen in Site Settings, or null when none is (the default is then in force). */
export function getChosenTimeZone(): string | null {
  const row = getDb()
    .select({ timeZone: siteSettings.timeZone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .get()
  return row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : null
}

/**
 * The zone publish times are typed and shown in (docs/publishing.md): the one chosen in Site
 * Settings, else SITE_TIME_ZONE, else the server's. A database that cannot answer gives the default.
 */
export function siteTimeZone(): string {
  try {
    return getChosenTimeZone() ?? defaultTimeZone()
  } catch {
    return defaultTimeZone()
  }
}

/** Replaces the settings and the whole list of social links. */
export function saveSettings(input: SettingsInput): Settings {
  publicContentChanged()
  const { socialMedia, defaultLanguage, timeZone, replyNoteEn, replyNoteAr, ...fields } =
    SettingsInputSchema.parse(input)
  const contact = {
    ...fields,
    ...(replyNoteEn !== undefined ? { replyNoteEn } : {}),
    ...(replyNoteAr !== undefined ? { replyNoteAr } : {}),
    ...(defaultLanguage ? { defaultLanguage } : {}),
    ...(timeZone !== undefined ? { timeZone } : {}),
  }
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
  recordAuditOrLog({ action: 'update', entity: 'settings' })
  return getSettings()
}
