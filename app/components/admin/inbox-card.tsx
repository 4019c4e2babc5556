// One lead's card in the inbox (inbox.tsx): its name opening it in a modal (a nested route, which
// marks it read), when it came and what became of it, how to reach the sender, and a Delete that
// opens the confirm modal through a GET form, so it works without JavaScript.
import { Form, Link, useLocation } from '@remix-run/react'
import { Mail, Phone, Trash2, type LucideIcon } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import type { LeadAttribution } from '#app/analytics/lead-source.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { FastMark } from './lead-marks.tsx'
import type { Outcome, Status } from './inbox-filters.ts'

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
  /** Where it came from; the texts null when none was kept. */
  attribution: LeadAttribution | null
  source: string | null
  sourceLine: string | null
  timeOnSite: string | null
  /** The language of the page it was sent from, in English ("Arabic"); null when not known. */
  languageName: string | null
}

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

/** Details after the date, each after a dot. */
function Dotted({ children }: { children: ReactNode[] }) {
  return (
    <>
      {children.map((detail, index) => (
        <Fragment key={index}>
          {' · '}
          {detail}
        </Fragment>
      ))}
    </>
  )
}

export function LeadCard({ item }: { item: InboxItem }) {
  const { search } = useLocation()
  const { t } = useAdminLanguage()
  const statuses = t.inbox.statuses
  return (
    <li
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
            <Dotted>
              {[
                <span key="status" data-testid="lead-status">
                  {statuses[item.status]}
                </span>,
                item.outcome ? (
                  <span key="outcome" data-testid="lead-outcome">
                    {t.inbox.outcomes[item.outcome]}
                  </span>
                ) : null,
                item.languageName ? (
                  <span key="language" data-testid="lead-language">
                    {t.inbox.languages[item.languageName] ?? item.languageName}
                  </span>
                ) : null,
                item.sentFast ? <FastMark key="fast" /> : null,
              ].filter(Boolean)}
            </Dotted>
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
  )
}
