// A lead's attribution snapshot (issue 32): where the visitor came from, taken once when the lead
// was sent (attribution.server.ts) and kept with it as JSON. Shared by the inbox, the CSV, the /api
// and the notification e-mail, which all describe it in the same words.
import { CHANNELS, describeSource, type Channel } from './channel.ts'

/**
 * What the snapshot was taken from, best first:
 * - `visits`: the visitor's pageviews of the day (the beacon's, found by the same daily hash);
 * - `page`: what the page knew with JavaScript (the address this tab arrived at and its referrer);
 * - `form`: only the form post's own evidence (the page it was sent from, with its utm_* values);
 * - `none`: nothing (the visitor asked not to be tracked and the post named no page).
 */
export const EVIDENCE = ['visits', 'page', 'form', 'none'] as const
export type Evidence = (typeof EVIDENCE)[number]

export type LeadAttribution = {
  evidence: Evidence
  /** The first page's channel, null when the source is unknown. */
  channel: Channel | null
  source: string | null
  medium: string | null
  campaign: string | null
  /** The referring site's host name (never its path). */
  referrer: string | null
  landingPage: string | null
  /** The channel and campaign of the day's last visit that came from somewhere (visits only). */
  lastChannel: Channel | null
  lastCampaign: string | null
  /** The page the form was sent from, with its utm_* parameters. */
  formPage: string | null
  /** Pages seen before the form was sent (visits only). */
  pagesBefore: number | null
  servicePages: string[]
  caseStudies: string[]
  /** Seconds from the first pageview of the day to the lead (visits only). */
  timeOnSite: number | null
}

export const UNKNOWN_SOURCE = 'Source unknown'

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const channel = (value: unknown) =>
  (CHANNELS as readonly unknown[]).includes(value) ? (value as Channel) : null
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** The stored JSON read back, or null when none was kept (or it is not ours). */
export function readAttribution(text: string | null | undefined): LeadAttribution | null {
  if (!text) return null
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const evidence = (EVIDENCE as readonly unknown[]).includes(r.evidence)
    ? (r.evidence as Evidence)
    : 'none'
  return {
    evidence,
    channel: channel(r.channel),
    source: str(r.source),
    medium: str(r.medium),
    campaign: str(r.campaign),
    referrer: str(r.referrer),
    landingPage: str(r.landingPage),
    lastChannel: channel(r.lastChannel),
    lastCampaign: str(r.lastCampaign),
    formPage: str(r.formPage),
    pagesBefore: num(r.pagesBefore),
    servicePages: list(r.servicePages),
    caseStudies: list(r.caseStudies),
    timeOnSite: num(r.timeOnSite),
  }
}

/** "Google search", "Campaign: campaign spring (news)", or "Source unknown". */
export function sourceText(a: LeadAttribution | null): string {
  if (!a?.channel) return UNKNOWN_SOURCE
  return describeSource(a.channel, a)
}

/**
 * The notification e-mail's and the inbox's one line: "From: Google search, landed on
 * /detailed-services/video-production". Without a visit it says the source is unknown and gives the
 * form post's own evidence: the page it was sent from and its campaign.
 */
export function attributionLine(a: LeadAttribution | null): string {
  if (!a || a.evidence === 'none') return `From: ${UNKNOWN_SOURCE.toLowerCase()}`
  if (a.evidence === 'form') {
    const campaign = a.channel ? ` (${sourceText(a)})` : ''
    return `From: ${UNKNOWN_SOURCE.toLowerCase()}, sent from ${a.formPage ?? 'an unknown page'}${campaign}`
  }
  const landed = a.landingPage ? `, landed on ${a.landingPage}` : ''
  return `From: ${sourceText(a)}${landed}`
}

/** "4 min 05 s" for the inbox; null stays null. */
export function durationText(seconds: number | null): string | null {
  if (seconds === null) return null
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s} s`
  const minutes = Math.floor(s / 60)
  if (minutes < 60) return `${minutes} min ${String(s % 60).padStart(2, '0')} s`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}
