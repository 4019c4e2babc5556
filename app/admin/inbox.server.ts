// The server side of the two inboxes (contact messages, consultation requests): the list with its
// status tabs, search and pages; one lead opened (which marks it read); its status changed, and a
// reply begun, by form posts that work without JavaScript; the CSV export for a CRM.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminFormat, type AdminFormat } from '#app/admin/admin-format.server.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { isolate } from '#app/lib/bidi.ts'
import { csvResponse } from '#app/lib/csv.server.ts'
import { LANGUAGE_NAMES_EN } from '#app/i18n/languages.ts'
import { notFound } from '#app/lib/http.ts'
import { MAX_QUERY } from '#app/lib/search-text.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { parsePageNumber } from '#app/models/blog.server.ts'
import { parseId } from '#app/models/id.ts'
import { countUnseenSpam, markSpamSeen } from '#app/models/spam-seen.server.ts'
import {
  countLeadsByStatus,
  getLeadRow,
  isLeadView,
  iterateLeads,
  listLeadPage,
  leadHistory,
  LeadStatusSchema,
  openLead,
  setLeadStatus,
  type LeadKind,
  type LeadRow,
  type LeadStatus,
} from '#app/models/leads.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { readAuditDetail } from '#app/i18n/admin-audit-details.ts'
import {
  attributionLine,
  durationText,
  readAttribution,
  sourceText,
} from '#app/analytics/lead-source.ts'

export const REPLY_INTENT = 'reply'
export const STATUS_FIELD = 'status'
export const BACK_FIELD = 'backTo'

type Texts = { list: string; failed: string; missing: string; subject: string }

export const INBOXES: Record<LeadKind, Texts> = {
  contact: {
    list: '/admin/contact-messages',
    failed: 'Failed to fetch messages',
    missing: 'Message not found.',
    subject: 'Re: your message',
  },
  consultation: {
    list: '/admin/consultations',
    failed: 'Failed to fetch consultations',
    missing: 'Consultation request not found.',
    subject: 'Re: your consultation request',
  },
}

const STATUS_DONE: Record<LeadStatus, string> = {
  new: 'Marked as unread.',
  read: 'Marked as read.',
  replied: 'Marked as replied.',
  archived: 'Archived.',
  spam: 'Moved to spam.',
}

/** What a status change did, in words: out of Spam or the archive it is a move to the inbox. */
export function statusDone(before: LeadStatus | undefined, after: LeadStatus): string {
  const fromAside = before === 'spam' || before === 'archived'
  return fromAside && after !== 'spam' && after !== 'archived'
    ? 'Moved to the inbox.'
    : STATUS_DONE[after]
}

const toItem = (row: LeadRow, format: AdminFormat) => {
  const attribution = readAttribution(row.attribution)
  const words = format.t.lead.sourceWords
  return {
    _id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    message: row.message,
    status: row.status as LeadStatus,
    sentFast: row.sentFast,
    createdAt: row.createdAt.toISOString(),
    createdText: format.dateTime(row.createdAt),
    // Where it came from (issue 32): none for a lead posted to the /api or kept before.
    attribution,
    // In the admin's words; the e-mail and the CSV keep the English ones (docs/decisions/040-lead-source-words.md).
    source: row.attribution === null ? null : sourceText(attribution, words),
    sourceLine: row.attribution === null ? null : attributionLine(attribution, words),
    timeOnSite: durationText(attribution?.timeOnSite ?? null, words),
    // The language of the page it was sent from (issue 34): none for the /api's or older leads.
    languageName: row.language ? LANGUAGE_NAMES_EN[row.language] : null,
  }
}
export type InboxItemData = ReturnType<typeof toItem>

/** The list's query (view, search, page) read from its address, each bounded. */
function listQuery(url: URL) {
  const status = url.searchParams.get('status')
  return {
    view: isLeadView(status) ? status : ('inbox' as const),
    query: Array.from(url.searchParams.get('q') ?? '')
      .slice(0, MAX_QUERY)
      .join(''),
    page: parsePageNumber(url.searchParams.get('page')),
  }
}

export function inboxLoader(kind: LeadKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    const admin = await requireAdmin(request)
    const format = adminFormat(admin)
    const { message, headers } = await readMessage(request)
    const query = listQuery(new URL(request.url))
    const found = attempt(INBOXES[kind].failed, () => {
      // Opening the Spam tab is looking at it: its "N in Spam" starts again from nothing.
      if (query.view === 'spam') markSpamSeen(admin.id, kind)
      return {
        ...listLeadPage(kind, query),
        counts: countLeadsByStatus(kind),
        unseenSpam: countUnseenSpam(admin.id, kind),
      }
    })
    const { rows = [], page = 1, pages = 1, counts = null, unseenSpam = 0 } = found.value ?? {}
    return data(
      {
        items: rows.map((row) => toItem(row, format)),
        ...query,
        page,
        pages,
        counts,
        unseenSpam,
        error: found.error,
        message,
      },
      { headers },
    )
  }
}

/** One lead, opened from the list: a new one becomes read. */
export function leadLoader(kind: LeadKind) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const format = adminFormat(await requireAdmin(request))
    const id = parseId(params.id)
    const row = id === null ? undefined : openLead(kind, id)
    if (!row) notFound(INBOXES[kind].missing)
    const url = new URL(request.url)
    return {
      item: toItem(row, format),
      history: historyOf(kind, row.id, format),
      backTo: `${INBOXES[kind].list}${url.search}`,
      replyTo: `mailto:${row.email}?subject=${encodeURIComponent(INBOXES[kind].subject)}`,
    }
  }
}

/**
 * The lead's history as the audit log has it: when, who (each administrator by name), what; a
 * detail in the admin's language as the audit screen reads it.
 */
function historyOf(kind: LeadKind, id: number, format: AdminFormat) {
  const { actions } = format.t.audit
  return leadHistory(kind, id).map((row) => ({
    id: row.id,
    at: format.dateTime(row.at),
    who: row.actorName,
    what: actions[row.action] ?? row.action,
    detail:
      row.detail && format.language !== 'en'
        ? (readAuditDetail(row.detail, format.t, (iso) => format.dateTime(iso)) ?? row.detail)
        : row.detail,
  }))
}

/** A status button, or Reply: marks the lead replied, then opens the mail program. */
export function leadAction(kind: LeadKind) {
  return async ({ request, params }: ActionFunctionArgs) => {
    await requireAdmin(request)
    const id = parseId(params.id)
    const form = await readPostedForm(request)
    const backTo = safeRedirectPath(form.get(BACK_FIELD), INBOXES[kind].list)
    const reply = form.get('intent') === REPLY_INTENT
    const parsed = LeadStatusSchema.safeParse(reply ? 'replied' : form.get(STATUS_FIELD))
    if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 })
    const before = id === null ? undefined : getLeadRow(kind, id)?.status
    const row = id === null ? undefined : setLeadStatus(kind, id, parsed.data)
    if (!row) notFound(INBOXES[kind].missing)
    if (reply) {
      return redirect(`mailto:${row.email}?subject=${encodeURIComponent(INBOXES[kind].subject)}`)
    }
    return redirectWithMessage(backTo, statusDone(before as LeadStatus | undefined, parsed.data))
  }
}

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
    const from = day(url.searchParams.get('from'))
    const to = day(url.searchParams.get('to'))
    const until = to && new Date(to.getTime() + DAY_MS)
    const name = `${kind === 'contact' ? 'messages' : 'consultations'}-${view}.csv`
    return csvResponse(name, CSV_COLUMNS, iterateLeads(kind, { view, from, until }), (row) => [
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
    ])
  }
}
