// The card grid shared by Contact Messages and Consultations, with status tabs, a search box and
// pages, all plain links and GET forms. A card opens the lead in a modal (a nested route, which
// marks it read); its Delete is an icon button in a GET form that opens the confirm modal. All of it
// works without JavaScript. A card is inbox-card.tsx, the CSV export inbox-export.tsx.
import { Link, useOutlet } from '@remix-run/react'
import { LeadCard, type InboxItem } from './inbox-card.tsx'
import { InboxExport } from './inbox-export.tsx'
import {
  inboxHref,
  OUTCOME_FILTERS,
  TABS,
  type OutcomeFilter,
  type Status,
  type View,
} from './inbox-filters.ts'
import { UnseenSpam } from './lead-marks.tsx'
import { StatusMessage } from './status-message.tsx'
import { Pager } from '#app/components/admin/pager.tsx'
import { SearchBox } from '#app/components/search-box.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

const tabClass = (current: boolean) =>
  `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 ${
    current
      ? 'bg-brand-600 text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`

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
  // An open lead shows the last post's message (a note saved) itself, over this list.
  const opened = useOutlet()
  const { t, message: m } = useAdminLanguage()
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
      <UnseenSpam count={unseenSpam} to={inboxHref('spam', '')} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t.inbox.filterByStatus}>
          <ul className="flex flex-wrap gap-1">
            {TABS.map((tab) => {
              const count = tab === 'inbox' ? null : counts?.[tab]
              return (
                <li key={tab}>
                  <Link
                    to={inboxHref(tab, query, 1, outcome)}
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
            ...(view !== 'inbox' ? [['status', view] satisfies [string, string]] : []),
            ...(outcome !== 'any' ? [['outcome', outcome] satisfies [string, string]] : []),
          ]}
        />
      </div>
      <nav aria-label={t.inbox.filterByOutcome}>
        <ul className="flex flex-wrap gap-1">
          {OUTCOME_FILTERS.map((choice) => (
            <li key={choice}>
              <Link
                to={inboxHref(view, query, 1, choice)}
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
          <LeadCard key={item._id} item={item} />
        ))}
      </ul>

      <InboxExport exportTo={exportTo} view={view} outcome={outcome} />

      <Pager page={page} pages={pages} href={(n) => inboxHref(view, query, n, outcome)} />
      {opened}
    </section>
  )
}
