// A lead's attribution snapshot (issue 32): where the visitor came from, taken once when the lead
// was sent (attribution.server.ts) and kept with it as JSON. Shared by the inbox, the CSV, the /api
// and the notification e-mail, which all describe it in the same words.
import { z } from 'zod'
import { oneLine } from '#app/lib/text.ts'
import { CHANNELS, describeSource } from './channel.ts'
import { SOURCE_WORDS_EN, type SourceWords } from './source-words.ts'

/**
 * What the snapshot was taken from, best first:
 * - `visits`: the visitor's pageviews of the day (the beacon's, found by the same daily hash);
 * - `page`: what the page knew with JavaScript (the address this tab arrived at and its referrer);
 * - `form`: only the form post's own evidence (the page it was sent from, with its utm_* values);
 * - `none`: nothing (the visitor asked not to be tracked and the post named no page).
 */
export const EVIDENCE = ['visits', 'page', 'form', 'none'] as const
export type Evidence = (typeof EVIDENCE)[number]

const text = z.string().nullable()

/** The snapshot, as the /api answers it (docs/api.md) and as it is kept. */
export const LeadAttributionSchema = z.object({
  evidence: z.enum(EVIDENCE),
  /** The first page's channel, null when the source is unknown. */
  channel: z.enum(CHANNELS).nullable(),
  source: text,
  medium: text,
  campaign: text,
  /** The referring site's host name (never its path). */
  referrer: text,
  landingPage: text,
  /** The channel and campaign of the day's last arrival from elsewhere (visits only). */
  lastChannel: z.enum(CHANNELS).nullable(),
  lastCampaign: text,
  /** The page the form was sent from, with its utm_* parameters. */
  formPage: text,
  /** Pages seen before the form was sent (visits only). */
  pagesBefore: z.number().int().nullable(),
  servicePages: z.array(z.string()),
  caseStudies: z.array(z.string()),
  /** Seconds from the first pageview of the day to the lead (visits only). */
  timeOnSite: z.number().int().nullable(),
})
export type LeadAttribution = z.infer<typeof LeadAttributionSchema>

export const UNKNOWN_SOURCE = SOURCE_WORDS_EN.unknown

const TEXTS = [
  'source',
  'medium',
  'campaign',
  'referrer',
  'landingPage',
  'lastCampaign',
  'formPage',
] as const

/**
 * The snapshot with every text on one line (docs/security.md, "People's text"): campaign values come
 * from addresses anyone can write, and each is a line of the inbox and the notification e-mail.
 */
export function oneLineAttribution(a: LeadAttribution): LeadAttribution {
  const out = { ...a }
  for (const key of TEXTS) out[key] = a[key] === null ? null : oneLine(a[key])
  out.servicePages = a.servicePages.map(oneLine)
  out.caseStudies = a.caseStudies.map(oneLine)
  return out
}

/** The stored JSON read back, or null when none was kept (or it is not a snapshot). */
export function readAttribution(text: string | null | undefined): LeadAttribution | null {
  if (!text) return null
  try {
    const parsed = LeadAttributionSchema.safeParse(JSON.parse(text))
    return parsed.success ? oneLineAttribution(parsed.data) : null
  } catch {
    return null
  }
}

/** "Google search", "Campaign: campaign spring (news)", or "Source unknown" (in `words`). */
export function sourceText(
  a: LeadAttribution | null,
  words: SourceWords = SOURCE_WORDS_EN,
): string {
  if (!a?.channel) return words.unknown
  return describeSource(a.channel, a, words)
}

/**
 * The notification e-mail's and the inbox's one line: "From: Google search, landed on
 * /detailed-services/video-production". Without a visit it says the source is unknown and gives the
 * form post's own evidence: the page it was sent from and its campaign. The e-mail's is English;
 * the inbox gives its admin's `words`.
 */
export function attributionLine(
  a: LeadAttribution | null,
  words: SourceWords = SOURCE_WORDS_EN,
): string {
  if (!a || a.evidence === 'none') return words.from(words.unknownInLine)
  if (a.evidence === 'form') {
    const campaign = a.channel ? ` (${sourceText(a, words)})` : ''
    return `${words.from(words.unknownInLine)}${words.sentFrom(a.formPage ?? words.unknownPage)}${campaign}`
  }
  const landed = a.landingPage ? words.landedOn(a.landingPage) : ''
  return `${words.from(sourceText(a, words))}${landed}`
}

/** "4 min 05 s" for the inbox (in `words`); null stays null. */
export function durationText(
  seconds: number | null,
  words: SourceWords = SOURCE_WORDS_EN,
): string | null {
  if (seconds === null) return null
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return words.seconds(s)
  const minutes = Math.floor(s / 60)
  if (minutes < 60) return words.minutes(minutes, String(s % 60).padStart(2, '0'))
  return words.hours(Math.floor(minutes / 60), String(minutes % 60).padStart(2, '0'))
}
