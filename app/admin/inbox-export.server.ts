// The two inboxes' CSV export for a CRM: every lead of a view (and outcome) within a range of days,
// with where it came from and what the admin kept on it (app/lib/csv.server.ts says how each cell
// is made safe to open in a spreadsheet).
import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { isolate } from '#app/lib/bidi.ts'
import { csvResponse } from '#app/lib/csv.server.ts'
import { readAttribution, sourceText } from '#app/analytics/lead-source.ts'
import {
  isLeadView,
  isOutcomeFilter,
  iterateLeads,
  type LeadKind,
  type LeadRow,
} from '#app/models/leads.server.ts'

// sent_fast: "yes" when the form came back sooner than a person usually could (docs/security.md).
// Then where the lead came from (issue 32, docs/privacy.md), empty when none was kept; `evidence`
// says from what: the day's pageviews, the page's script, or only the form's page.
const CSV_COLUMNS = [
  ...['id', 'received', 'name', 'email', 'phone', 'status', 'sent_fast', 'message'],
  ...['source', 'channel', 'utm_source', 'utm_medium', 'utm_campaign', 'referrer'],
  ...['landing_page', 'form_page', 'last_channel', 'last_campaign', 'pages_before'],
  ...['time_on_site_s', 'service_pages', 'case_studies', 'evidence'],
  // The language of the page it was sent from (issue 34): en, ar, or empty when not known.
  'language',
  // What the admin kept on it (app/models/lead-work.server.ts): won, lost or empty while open,
  // and the private note.
  'outcome',
  'note',
]

/** The attribution's cells, in CSV_COLUMNS' order. */
function attributionCells(row: LeadRow): Array<string | number> {
  const a = readAttribution(row.attribution)
  if (!a) return Array.from({ length: 15 }, () => '')
  return [
    sourceText(a),
    a.channel ?? '',
    a.source ?? '',
    a.medium ?? '',
    a.campaign ?? '',
    a.referrer ?? '',
    a.landingPage ?? '',
    a.formPage ?? '',
    a.lastChannel ?? '',
    a.lastCampaign ?? '',
    a.pagesBefore ?? '',
    a.timeOnSite ?? '',
    a.servicePages.join(' '),
    a.caseStudies.join(' '),
    a.evidence,
  ]
}
const DAY_MS = 24 * 60 * 60 * 1000
/** A date field (YYYY-MM-DD, the server's day), or undefined when empty or not a date. */
function day(value: string | null): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00`)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * The leads of a view as CSV for a CRM (app/lib/csv.server.ts says how it is made safe to open in
 * a spreadsheet). `from` and `to` bound the days.
 */
export function inboxExportLoader(kind: LeadKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireAdmin(request)
    const url = new URL(request.url)
    const status = url.searchParams.get('status')
    const view = isLeadView(status) ? status : 'inbox'
    const outcomeParam = url.searchParams.get('outcome')
    const outcome = isOutcomeFilter(outcomeParam) ? outcomeParam : 'any'
    const from = day(url.searchParams.get('from'))
    const to = day(url.searchParams.get('to'))
    const until = to && new Date(to.getTime() + DAY_MS)
    const name = `${kind === 'contact' ? 'messages' : 'consultations'}-${view}.csv`
    return csvResponse(
      name,
      CSV_COLUMNS,
      iterateLeads(kind, { view, outcome, from, until }),
      (row) => [
        row.id,
        row.createdAt.toISOString(),
        // A name or message in Arabic is isolated (app/lib/bidi.ts), so the row around it keeps
        // its order in a text viewer; any other reads as before.
        isolate(row.name),
        row.email,
        row.phone ?? '',
        row.status,
        row.sentFast ? 'yes' : 'no',
        isolate(row.message),
        ...attributionCells(row),
        row.language ?? '',
        row.outcome ?? '',
        isolate(row.note),
      ],
    )
  }
}
