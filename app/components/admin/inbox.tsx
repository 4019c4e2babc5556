// The card grid shared by Contact Messages and Consultations, with status tabs, a search box and
// pages, all plain links and GET forms. A card opens the lead in a modal (a nested route, which
// marks it read); its Delete is an icon button in a GET form that opens the confirm modal. All of it
// works without JavaScript.
import { Form, Link, useLocation, useOutlet } from '@remix-run/react'
import { Mail, Phone, Trash2, type LucideIcon } from 'lucide-react'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { DateRangeFields, FilterButton, filterControlClass } from './filter-controls.tsx'
import { FastMark, UnseenSpam } from './lead-marks.tsx'
import { StatusMessage } from './status-message.tsx'
import { Pager } from '#app/components/admin/pager.tsx'
import { SearchBox } from '#app/components/search-box.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

type Status = 'new' | 'read' | 'replied' | 'archived' | 'spam'
type View = 'inbox' | Status
type Outcome = 'won' | 'lost'
type OutcomeFilter = 'any' | Outcome | 'none'

export type InboxItem = {
  _id: string
  name: string
  email: string
  phone: string | null
  message: string
  status: Status
  /** How it turned out (won, lost), null while open; and the admin's private note. */
  outcome: Outcome | null
  note: string
  /** Sent back sooner than a person usually could (a weak sign of a bot, shown, never hidden). */
  sentFast: boolean
  createdAt: string
  /** Formatted on the server (dates.server.ts), never in the browser. */
  createdText: string
  /** Where it came from (issue 32); the texts null when none was kept. */
  attribution: LeadAttribution | null
  source: string | null
  sourceLine: string | null
  timeOnSite: string | null
  /** The language of the page it was sent from, in English ("Arabic"); null when not known. */
  languageName: string | null
}

const TABS = ['inbox', 'new', 'replied', 'archived', 'spam'] as const
const OUTCOME_FILTERS = ['any', 'won', 'lost', 'none'] as const
const tabClass = (current: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 ${
    current
      ? 'bg-brand-600 text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`

/** A way to reach the lead: its icon and a link kept left to right beside Arabic text. */
function ReachBy({
  icon: Icon,
  href,
  className,
  children,
}: {
  icon: LucideIcon
  href: string
  className: string
  children: string
}) {
  return (
    <p className={`${className} flex items-center gap-2 text-sm`}>
      <Icon aria-hidden className="h-4 w-4 text-slate-400" />
      <a href={href} dir="ltr" className="underline-offset-2 hover:underline">
        {children}
      </a>
    </p>
  )
}

function href(view: View, query: string, page = 1, outcome: OutcomeFilter = 'any') {
  const params = new URLSearchParams()
  if (view !== 'inbox') params.set('status', view)
  if (outcome !== 'any') params.set('outcome', outcome)
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : '?'
}

export function Inbox({
  title,
  items,
  empty,
  error,
  message,
  counts,
  unseenSpam,
  view,
  outcome,
  query,
  page,
  pages,
  exportTo,
}: {
  title: string
  /** The CSV export's address (a resource route: a plain form, so the browser downloads it). */
  exportTo: string
  items: InboxItem[]
  /** The empty inbox's text (docs/product.md); the other tabs and searches say their own. */
  empty: string
  error: string | null
  message: { text: string; kind: 'success' | 'error' } | null
  counts: Record<Status, number> | null
  /** Spam received since the admin last opened the Spam tab. */
  unseenSpam: number
  view: View
  outcome: OutcomeFilter
  query: string
  page: number
  pages: number
}) {
  const { search } = useLocation()
  // An open lead shows the last post's message (a note saved) itself, over this list.
  const opened = useOutlet()
  const { t, message: m } = useAdminLanguage()
  const statuses = t.inbox.statuses
  const emptyText = query
    ? t.inbox.noMatch(query)
    : view === 'inbox'
      ? m(empty)
      : t.inbox.empty[view]
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{m(title)}</h1>
      {message && !opened ? (
        <StatusMessage kind={message.kind}>{message.text}</StatusMessage>
      ) : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <UnseenSpam count={unseenSpam} to={href('spam', '')} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t.inbox.filterByStatus}>
          <ul className="flex flex-wrap gap-1">
            {TABS.map((tab) => {
              const count = tab === 'inbox' ? null : counts?.[tab]
              return (
                <li key={tab}>
                  <Link
                    to={href(tab, query, 1, outcome)}
                    aria-current={tab === view ? 'page' : undefined}
                    className={tabClass(tab === view)}
                  >
                    {t.inbox.tabs[tab]}
                    {count ? (
                      <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-800">
                        {count}
                      </span>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <SearchBox
          id="inbox-search"
          looks="list"
          label={t.inbox.searchLabel}
          landmark={t.inbox.searchLabel}
          placeholder={t.inbox.searchPlaceholder}
          button={t.inbox.search}
          query={query}
          kept={[
            ...(view !== 'inbox' ? [['status', view] as [string, string]] : []),
            ...(outcome !== 'any' ? [['outcome', outcome] as [string, string]] : []),
          ]}
        />
      </div>
      <nav aria-label={t.inbox.filterByOutcome}>
        <ul className="flex flex-wrap gap-1">
          {OUTCOME_FILTERS.map((choice) => (
            <li key={choice}>
              <Link
                to={href(view, query, 1, choice)}
                aria-current={choice === outcome ? 'page' : undefined}
                className={tabClass(choice === outcome)}
              >
                {t.inbox.outcomes[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {items.length === 0 && !error ? (
        <p className="text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li
            key={item._id}
            className={`relative rounded-lg border bg-white p-4 shadow-sm dark:bg-slate-900 ${
              item.status === 'new'
                ? 'border-brand-500 dark:border-brand-400'
                : 'border-slate-200 dark:border-slate-800'
            }`}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h2 className={item.status === 'new' ? 'font-bold' : 'font-semibold'}>
                  <Link
                    to={`${item._id}${search}`}
                    className="underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <bdi>{item.name}</bdi>
                  </Link>
                </h2>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <time dateTime={item.createdAt}>{item.createdText}</time>
                  {' · '}
                  <span data-testid="lead-status">{statuses[item.status]}</span>
                  {item.outcome ? (
                    <>
                      {' · '}
                      <span data-testid="lead-outcome">{t.inbox.outcomes[item.outcome]}</span>
                    </>
                  ) : null}
                  {item.languageName ? (
                    <>
                      {' · '}
                      <span data-testid="lead-language">
                        {t.inbox.languages[item.languageName] ?? item.languageName}
                      </span>
                    </>
                  ) : null}
                  {item.sentFast ? (
                    <>
                      {' · '}
                      <FastMark />
                    </>
                  ) : null}
                </p>
                {item.source ? (
                  <p className="text-xs text-slate-500 dark:text-slate-400" title={t.inbox.source}>
                    <bdi data-testid="lead-source">{item.source}</bdi>
                  </p>
                ) : null}
              </div>
              <Form action={`${item._id}/delete`} preventScrollReset>
                <button
                  type="submit"
                  aria-label={t.inbox.delete}
                  title={t.inbox.delete}
                  className="rounded p-1.5 text-red-600 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-red-400 dark:hover:bg-slate-800"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              </Form>
            </div>
            <ReachBy icon={Mail} href={`mailto:${item.email}`} className="mt-2">
              {item.email}
            </ReachBy>
            {item.phone ? (
              <ReachBy icon={Phone} href={`tel:${item.phone}`} className="mt-1">
                {item.phone}
              </ReachBy>
            ) : null}
            <p
              dir="auto"
              data-testid="lead-message"
              className="mt-3 line-clamp-6 whitespace-pre-line text-sm text-slate-700 dark:text-slate-200"
            >
              {item.message}
            </p>
          </li>
        ))}
      </ul>

      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
        <summary className="cursor-pointer font-medium">{t.inbox.exportCsv}</summary>
        <form method="get" action={exportTo} className="mt-3 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1" htmlFor="export-status">
            {t.inbox.status}
            <select
              id="export-status"
              name="status"
              key={view}
              defaultValue={view}
              className={filterControlClass}
            >
              {(['inbox', 'new', 'read', 'replied', 'archived', 'spam'] as const).map((v) => (
                <option key={v} value={v}>
                  {v === 'inbox' ? t.inbox.allButAside : statuses[v]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1" htmlFor="export-outcome">
            {t.inbox.outcome}
            <select
              id="export-outcome"
              name="outcome"
              // Remounted when the filter changes, so it starts from the list's outcome.
              key={outcome}
              defaultValue={outcome}
              className={filterControlClass}
            >
              {OUTCOME_FILTERS.map((choice) => (
                <option key={choice} value={choice}>
                  {t.inbox.outcomes[choice]}
                </option>
              ))}
            </select>
          </label>
          <DateRangeFields idPrefix="export" />
          <FilterButton>{t.inbox.downloadCsv}</FilterButton>
        </form>
      </details>

      <Pager page={page} pages={pages} href={(n) => href(view, query, n, outcome)} />
      {opened}
    </section>
  )
}
