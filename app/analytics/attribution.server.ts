// Takes a lead's attribution snapshot (lead-source.ts) when a web form is sent. The same daily hash
// the beacon counts by (visitor.server.ts) finds the visitor's pageviews of the day: their landing
// page, first and last channel and campaign, the service and case-study pages seen, time on site.
// Without pageviews (JavaScript off, the beacon blocked) it falls back to what the post itself
// carries: the field the page fills with JavaScript (the address this tab arrived at and its
// referrer), else the post's Referer, the page it was sent from with its utm_* parameters. Nothing
// rides in a cookie or storage, and kept pages stay one copy for every campaign (docs/privacy.md).
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { LANDING_FIELD, SENT_FROM_FIELD } from '#app/lib/form-fields.ts'
import { readReport } from './beacon.server.ts'
import { optedOut } from './opt-out.ts'
import { channelName, INTERNAL } from './channel.ts'
import { dayOf, dayRange, idAt, timeOfId } from './ids.ts'
import { oneLineAttribution, type LeadAttribution } from './lead-source.ts'
import { visitorOf } from './visitor.server.ts'

// A visitor reads tens of pages, not thousands: the snapshot needs the first and last ones.
const MAX_VIEWS = 2_000
const MAX_LISTED = 20
const SERVICE = /^\/detailed-services\/[^/?]+$/
const CASE_STUDY = /^\/detailed-projects\/[^/?]+$/

type View = {
  id: number
  channel: number
  path: string
  referrer: string | null
  source: string | null
  medium: string | null
  campaign: string | null
}

const EMPTY: Omit<LeadAttribution, 'evidence'> = {
  channel: null,
  source: null,
  medium: null,
  campaign: null,
  referrer: null,
  landingPage: null,
  lastChannel: null,
  lastCampaign: null,
  formPage: null,
  pagesBefore: null,
  servicePages: [],
  caseStudies: [],
  timeOnSite: null,
}

/** The visitor's pageviews of the day up to `now`, oldest first. */
function viewsOf(visitor: number, now: number): View[] {
  const [from] = dayRange(dayOf(now))
  return getDb()
    .$client.prepare<unknown[], View>(
      `SELECT p.id, p.channel, sp.value AS path, sr.value AS referrer, ss.value AS source,
          sm.value AS medium, sc.value AS campaign
        FROM analytics_pageviews p
        JOIN analytics_strings sp ON sp.id = p.path
        LEFT JOIN analytics_strings sr ON sr.id = p.referrer
        LEFT JOIN analytics_strings ss ON ss.id = p.source
        LEFT JOIN analytics_strings sm ON sm.id = p.medium
        LEFT JOIN analytics_strings sc ON sc.id = p.campaign
        WHERE p.id >= ? AND p.id < ? AND p.visitor = ? ORDER BY p.id LIMIT ?`,
    )
    .all(from, idAt(now) + 65_536, visitor, MAX_VIEWS)
}

const distinct = (paths: string[], pattern: RegExp) =>
  [...new Set(paths.filter((p) => pattern.test(p)))].slice(0, MAX_LISTED)

function fromViews(views: View[], now: number): Omit<LeadAttribution, 'formPage'> {
  const first = views[0]!
  // The last page reached from elsewhere: a visitor may come back from a newsletter at noon.
  const last = views.findLast((v) => v.channel !== INTERNAL) ?? first
  const paths = views.map((v) => v.path)
  return {
    evidence: 'visits',
    // A first page reached from the site itself (a visit begun yesterday) counts as Direct, as on
    // the dashboard (rollup.server.ts).
    channel: channelName(first.channel || 1),
    source: first.source,
    medium: first.medium,
    campaign: first.campaign,
    referrer: first.referrer,
    landingPage: first.path,
    lastChannel: channelName(last.channel || 1),
    lastCampaign: last.campaign,
    pagesBefore: views.length,
    servicePages: distinct(paths, SERVICE),
    caseStudies: distinct(paths, CASE_STUDY),
    timeOnSite: Math.max(0, Math.round((now - timeOfId(first.id)) / 1000)),
  }
}

type Report = NonNullable<ReturnType<typeof readReport>>

/** A page the way the snapshot names it: its path and its utm_* values. */
function pageName(report: Report) {
  const utm = new URLSearchParams()
  if (report.source) utm.set('utm_source', report.source)
  if (report.medium) utm.set('utm_medium', report.medium)
  if (report.campaign) utm.set('utm_campaign', report.campaign)
  const query = utm.size > 0 ? `${report.path.includes('?') ? '&' : '?'}${utm}` : ''
  return `${report.path}${query}`
}

const channelOfReport = (report: Report) =>
  report.channel === INTERNAL ? null : channelName(report.channel)

/** The page this form was sent from, from the post's Referer when it is this site's. */
function formPageOf(referer: string | null, site: string): Report | null {
  if (!referer) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (url.host.toLowerCase() !== site.toLowerCase()) return null
  // A post to the home page's action leaves ?index in the address: Remix's, not the page's.
  url.searchParams.delete('index')
  url.searchParams.delete('consultation')
  return readReport(JSON.stringify({ p: `${url.pathname}${url.search}`, n: 1 }), site)
}

/**
 * The page this form was sent from: the one a refused post carried back (SENT_FROM_FIELD), else the
 * post's Referer when it is this site's.
 */
function sentFromOf(request: Request, form: FormData, site: string): Report | null {
  const carried = form.get(SENT_FROM_FIELD)
  if (typeof carried === 'string' && carried.startsWith('/') && carried.length <= 2_048) {
    const report = readReport(JSON.stringify({ p: carried, n: 1 }), site)
    if (report) return report
  }
  return formPageOf(request.headers.get('referer'), site)
}

/**
 * The page a form post was sent from, as the lead would name it ("/?utm_source=news"), or '': a
 * refused form carries it in SENT_FROM_FIELD to its next post (app/site/public-form.server.ts).
 */
export function sentFromPage(request: Request, form: FormData): string {
  try {
    const site = (request.headers.get('host') ?? new URL(request.url).host).slice(0, 255)
    const report = sentFromOf(request, form, site)
    return report ? pageName(report) : ''
  } catch {
    return ''
  }
}

/** What the page's script reported: the address this tab arrived at and its referrer. */
function landingOf(value: FormDataEntryValue | null, site: string): Report | null {
  return typeof value === 'string' && value.length <= 4_096 ? readReport(value, site) : null
}

type Posted = {
  request: Request
  clientAddress: string | undefined
  form: FormData
  now?: number
}

/**
 * The snapshot for a lead posted now by this request, or null when analytics is off
 * (`ANALYTICS=off` turns attribution off with it). Never throws: a lead is never lost for want of
 * its source.
 */
export function attributeLead(posted: Posted): LeadAttribution | null {
  try {
    const snapshot = attribute(posted)
    return snapshot && oneLineAttribution(snapshot)
  } catch (error) {
    console.error("A lead's source could not be read", error)
    return null
  }
}

function attribute({
  request,
  clientAddress,
  form,
  now = Date.now(),
}: Posted): LeadAttribution | null {
  if (!getEnv().ANALYTICS) return null
  const header = (name: string) => request.headers.get(name) ?? undefined
  const site = (header('host') ?? new URL(request.url).host).slice(0, 255)
  const formReport = sentFromOf(request, form, site)
  const formPage = formReport && pageName(formReport)
  // Do Not Track or Global Privacy Control: the visit is not looked at, only the page of the form.
  if (!optedOut(header)) {
    const visitor = visitorOf(
      { site, address: clientAddress ?? '', userAgent: header('user-agent') ?? '' },
      now,
    )
    const views = viewsOf(visitor, now)
    if (views.length > 0) return { ...fromViews(views, now), formPage }
    const landing = landingOf(form.get(LANDING_FIELD), site)
    if (landing) {
      return {
        ...EMPTY,
        evidence: 'page',
        channel: channelOfReport(landing),
        source: landing.source,
        medium: landing.medium,
        campaign: landing.campaign,
        referrer: landing.referrer,
        // Named as the dashboard names landing pages: the path, its campaign apart.
        landingPage: landing.path,
        formPage,
      }
    }
  }
  if (!formReport) return { ...EMPTY, evidence: 'none' }
  return {
    ...EMPTY,
    evidence: 'form',
    channel: channelOfReport(formReport),
    source: formReport.source,
    medium: formReport.medium,
    campaign: formReport.campaign,
    formPage,
  }
}
