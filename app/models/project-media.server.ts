// The media of a project and of a detailed project (docs/product.md "Media"): what an item of the
// list takes, how the /api answers it, and which rows a saved list stores. Each kind's model writes
// the rows into its own table (project.server.ts, detailed-project.server.ts).
import { z } from 'zod'
import { MEDIA_TYPES, type MediaType } from '#db/schema.ts'
import { addedText, MediaTypeSchema, urlField } from './fields.ts'
import { ALT_DEFAULT_RULE, altOrLibrary } from './library-alt.server.ts'

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

export type MediaInput = {
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
