// One lead opened over the inbox: the whole message, Reply (marks it replied and opens the mail
// program), the status buttons, its outcome and private note (lead-work.tsx), and its history.
// Plain form posts: they work without JavaScript.
import { Form, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import type { inboxLoader, leadAction, leadLoader } from '#app/admin/inbox.server.ts'
import { formErrorOf } from '#app/lib/form-reply.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'
import type { InboxItem } from './inbox-card.tsx'
import { FastMark } from './lead-marks.tsx'
import { LeadOrigin } from './lead-origin.tsx'
import { LeadWork } from './lead-work.tsx'
import { Modal } from './modal.tsx'
import { StatusMessage } from './status-message.tsx'

type Status = InboxItem['status']

type Move = keyof AdminDictionary['lead']['moves']

// What a lead in each status can be moved to (the button's text, the new status).
const MOVES: Record<Status, [Move, Status][]> = {
  new: [
    ['markRead', 'read'],
    ['archive', 'archived'],
    ['spam', 'spam'],
  ],
  read: [
    ['markUnread', 'new'],
    ['archive', 'archived'],
    ['spam', 'spam'],
  ],
  replied: [
    ['markUnread', 'new'],
    ['archive', 'archived'],
  ],
  archived: [['toInbox', 'read']],
  // The lead was opened to get here, so it comes back read (and is notified then: setLeadStatus).
  spam: [['notSpam', 'read']],
}

const button =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500'

/**
 * The lead route's screen (admin.contact-messages.$id.tsx, admin.consultations.$id.tsx): the lead
 * from its loader, a refused post's answer from its action (a note's or the form's error), and
 * what the last post did ("Note saved."), which the list's loader (`list`, its route id) reads.
 */
export function LeadDetail({ title, list }: { title: string; list: string }) {
  const { item, history, backTo } = useLoaderData<ReturnType<typeof leadLoader>>()
  const reply = useActionData<ReturnType<typeof leadAction>>()
  const message = useRouteLoaderData<ReturnType<typeof inboxLoader>>(list)?.message
  const { t, message: m } = useAdminLanguage()
  const l = t.lead
  const error = formErrorOf(reply)
  return (
    <Modal title={m(title)} closeTo={backTo} size="lg">
      {message ? <StatusMessage kind={message.kind}>{message.text}</StatusMessage> : null}
      {error ? <StatusMessage kind="error">{error}</StatusMessage> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">{l.from}</dt>
        <dd className="font-semibold">
          <bdi>{item.name}</bdi>
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">{l.email}</dt>
        <dd>
          <a href={`mailto:${item.email}`} dir="ltr" className="underline-offset-2 hover:underline">
            {item.email}
          </a>
        </dd>
        {item.phone ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{l.phone}</dt>
            <dd>
              <a href={`tel:${item.phone}`} dir="ltr">
                {item.phone}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500 dark:text-slate-400">{l.received}</dt>
        <dd>
          <time dateTime={item.createdAt}>{item.createdText}</time>
        </dd>
        {item.languageName ? (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{l.language}</dt>
            <dd data-testid="lead-language">
              {t.inbox.languages[item.languageName] ?? item.languageName}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500 dark:text-slate-400">{l.status}</dt>
        <dd>
          <span data-testid="lead-status">{t.inbox.statuses[item.status]}</span>
          {item.sentFast ? (
            <>
              {' '}
              <FastMark />
            </>
          ) : null}
        </dd>
      </dl>
      <p
        dir="auto"
        className="mt-4 max-h-80 overflow-y-auto whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800"
      >
        {item.message}
      </p>
      {item.sourceLine ? (
        <LeadOrigin
          attribution={item.attribution}
          line={item.sourceLine}
          timeOnSite={item.timeOnSite}
        />
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="backTo" value={backTo} />
        <button
          type="submit"
          name="intent"
          value="reply"
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {l.reply}
        </button>
        {MOVES[item.status].map(([move, status]) => (
          <button
            key={status}
            type="submit"
            name="status"
            value={status}
            className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
          >
            {l.moves[move]}
          </button>
        ))}
      </Form>
      <LeadWork item={item} backTo={backTo} reply={reply} />
      {history.length > 0 ? (
        <section aria-labelledby="lead-history" className="mt-4">
          <h3 id="lead-history" className="text-sm font-semibold">
            {l.history}
          </h3>
          <ol className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
            {history.map((event) => (
              <li key={event.id}>
                {event.at} · <bdi className="font-medium">{event.who}</bdi> · {event.what}
                {event.detail ? (
                  <>
                    {' '}
                    (<bdi>{event.detail}</bdi>)
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </Modal>
  )
}
