// The server side of the two inboxes (contact messages, consultation requests): the list with its
// status tabs, outcome filter, search and pages; one lead opened (which marks it read); its status,
// outcome and note changed, and a reply begun, by form posts that work without JavaScript. The CSV
// export is inbox-export.server.ts's.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminFormat, type AdminFormat } from '#app/admin/admin-format.server.ts'
import { attempt } from '#app/admin/failure.server.ts'
import { requireAdmin } from '#app/auth/auth.server.ts'
import { LANGUAGE_NAMES_EN } from '#app/i18n/languages.ts'
import { formError, formReply } from '#app/lib/form-reply.server.ts'
import { notFound } from '#app/lib/http.ts'
import { MAX_QUERY } from '#app/lib/search-text.ts'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { readMessage, redirectWithMessage } from '#app/lib/toast.server.ts'
import { parsePageNumber } from '#app/models/blog.server.ts'
import { parseId } from '#app/models/id.ts'
import { countUnseenSpam, markSpamSeen } from '#app/models/spam-seen.server.ts'
import {
  countLeadsByStatus,
  countUnreadLeads,
  getLeadRow,
  isLeadView,
  isOutcomeFilter,
  listLeadPage,
  leadHistory,
  LeadStatusSchema,
  openLead,
  setLeadStatus,
  type LeadKind,
  type LeadRow,
  type LeadOutcome,
  type LeadStatus,
} from '#app/models/leads.server.ts'
import {
  LeadNoteSchema,
  LeadOutcomeSchema,
  setLeadNote,
  setLeadOutcome,
} from '#app/models/lead-work.server.ts'
import { readPostedForm } from '#app/lib/body.server.ts'
import { readAuditDetail } from '#app/i18n/admin-audit-details.ts'
import {
  attributionLine,
  durationText,
  readAttribution,
  sourceText,
} from '#app/analytics/lead-source.ts'

export const REPLY_INTENT = 'reply'
export const NOTE_INTENT = 'note'
export const OUTCOME_INTENT = 'outcome'
export const STATUS_FIELD = 'status'
export const OUTCOME_FIELD = 'outcome'
export const NOTE_FIELD = 'note'
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
    status: row.status,
    outcome: row.outcome ?? null,
    note: row.note,
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
  const outcome = url.searchParams.get('outcome')
  return {
    view: isLeadView(status) ? status : ('inbox' as const),
    outcome: isOutcomeFilter(outcome) ? outcome : ('any' as const),
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

/**
 * One lead, opened from the list: a new one becomes read. The unread counts are read after that,
 * so the menu's badges (admin.tsx) show the lead as read on this very page: the layout's own
 * loader runs beside this one and may count before it.
 */
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
      unread: attempt('Failed to count unread messages', countUnreadLeads).value ?? null,
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

const NOTE_DONE = 'Note saved.'
const OUTCOME_DONE: Record<LeadOutcome | 'none', string> = {
  won: 'Marked as won.',
  lost: 'Marked as lost.',
  none: 'Outcome cleared.',
}

/**
 * A status button, Reply (marks the lead replied, then opens the mail program), the outcome's
 * buttons, or the note's Save. A refusal answers the one form reply (docs/architecture.md, "Form
 * replies"): a note's error beside the note, with what was typed; a bad outcome or status as the
 * form's.
 */
export function leadAction(kind: LeadKind) {
  return async ({ request, params }: ActionFunctionArgs) => {
    await requireAdmin(request)
    const id = parseId(params.id)
    const form = await readPostedForm(request)
    const backTo = safeRedirectPath(form.get(BACK_FIELD), INBOXES[kind].list)
    const intent = form.get('intent')
    // A note or an outcome comes back to the lead, over the list as it was.
    const here = new URL(request.url)
    const lead = `${here.pathname}${here.search}`
    if (intent === NOTE_INTENT) {
      const posted = form.get(NOTE_FIELD)
      const note = typeof posted === 'string' ? posted : ''
      const parsed = LeadNoteSchema.safeParse({ note })
      if (!parsed.success) {
        // The error beside the note, with what was typed.
        const initialValue = { intent: NOTE_INTENT, [NOTE_FIELD]: note }
        const error = { [NOTE_FIELD]: [parsed.error.issues[0]!.message] }
        return formReply({ status: 'error', initialValue, error }, 400)
      }
      const row = id === null ? undefined : setLeadNote(kind, id, parsed.data.note)
      if (!row) notFound(INBOXES[kind].missing)
      return redirectWithMessage(lead, NOTE_DONE)
    }
    if (intent === OUTCOME_INTENT) {
      const parsed = LeadOutcomeSchema.safeParse(form.get(OUTCOME_FIELD))
      if (!parsed.success) return formError(parsed.error.issues[0]!.message, 400)
      const row = id === null ? undefined : setLeadOutcome(kind, id, parsed.data)
      if (!row) notFound(INBOXES[kind].missing)
      return redirectWithMessage(lead, OUTCOME_DONE[parsed.data])
    }
    const reply = intent === REPLY_INTENT
    const parsed = LeadStatusSchema.safeParse(reply ? 'replied' : form.get(STATUS_FIELD))
    if (!parsed.success) return formError(parsed.error.issues[0]!.message, 400)
    const before = id === null ? undefined : getLeadRow(kind, id)?.status
    const row = id === null ? undefined : setLeadStatus(kind, id, parsed.data)
    if (!row) notFound(INBOXES[kind].missing)
    if (reply) {
      return redirect(`mailto:${row.email}?subject=${encodeURIComponent(INBOXES[kind].subject)}`)
    }
    return redirectWithMessage(backTo, statusDone(before, parsed.data))
  }
}
