// The foot of every Add/Edit modal form, kept in view at the bottom of the window as the modal
// scrolls (a long post's Save never sits below the fold; the bar sticks past the overlay's padding,
// flush with the window's edge): View (the item's page, or its preview for a draft,
// in a new tab), Cancel (back to the list, keeping the scroll) and the save buttons. A publishable
// item's buttons alone say when it is public (docs/publishing.md "The save bar"), plain submit
// buttons told apart by `intent` (so they work without JavaScript): Save draft and Publish; on a
// scheduled item Switch to draft and Update; on a live one Switch to draft, which asks first,
// naming what leaves the site, and Update. With JavaScript the primary button reads Schedule
// while the publish time typed is still to come. The pressed one says 'Saving...' and neither can
// be pressed twice while the save is on its way.
import { Link, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { ExternalLink } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { PUBLISH_INTENT } from '#app/lib/admin-form-fields.ts'
import { postedIntent, type FormReply } from '#app/lib/form-reply.ts'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { useHydrated } from './use-hydrated.ts'
import { useFutureTime } from './use-future-time.ts'
import { useLeaveWarning } from './use-leave-warning.ts'

/** A publishable item's stored publication, for its save buttons. */
export type Publishing = {
  /** Its stored status (none for a new item). */
  status?: string
  /** Its stored title, named by the question before it goes offline. */
  title?: string
  /** The site's time zone, in which the publish time field is typed. */
  timeZone: string
}

export function FormActions({
  cancelTo,
  busy,
  publishing,
  view,
}: {
  cancelTo: string
  busy: boolean
  publishing?: Publishing
  /** Where the item is seen (an Edit form of a kind with pages). */
  view?: MessageLink | null
}) {
  const { t, message: m } = useAdminLanguage()
  const bar = useRef<HTMLDivElement>(null)
  useLeaveWarning(bar)
  return (
    <div
      ref={bar}
      data-testid="save-bar"
      className="sticky -bottom-4 z-10 -mx-6 -mb-6 sm:-bottom-8 flex flex-wrap items-center justify-end gap-3 rounded-b-lg border-t border-slate-200 bg-white px-6 py-3 dark:border-slate-700 dark:bg-slate-900"
    >
      {view ? (
        <a
          href={view.href}
          target="_blank"
          rel="noopener"
          className="me-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          {m('View')}
          <ExternalLink aria-hidden className="h-4 w-4" />
          <span className="sr-only"> {t.shell.newTab}</span>
        </a>
      ) : null}
      {/* On a phone the modal's Close stands for it, so the bar's buttons fit one line. */}
      <Link
        to={cancelTo}
        preventScrollReset
        className={`${buttonClass('secondary')} max-sm:hidden`}
      >
        {m('Cancel')}
      </Link>
      {publishing ? (
        <PublishButtons busy={busy} publishing={publishing} view={view} />
      ) : (
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {m(busy ? 'Saving...' : 'Save')}
        </button>
      )}
    </div>
  )
}

function PublishButtons({
  busy,
  publishing,
  view,
}: {
  busy: boolean
  publishing: Publishing
  view?: MessageLink | null
}) {
  const { t, message: m } = useAdminLanguage()
  const pressed = useNavigation().formData?.get('intent')
  const hydrated = useHydrated()
  const live = publishing.status === 'published'
  const scheduled = publishing.status === 'scheduled'
  // The form answered a Switch to draft sent without JavaScript with its question.
  const asked = postedIntent(useActionData<FormReply>()) === PUBLISH_INTENT.unpublish
  const [asking, setAsking] = useState(asked)
  const future = useFutureTime(publishing.timeZone)
  const label = (intent: string, text: string) =>
    busy && pressed === intent ? m('Saving...') : text

  if (asking) {
    return (
      <UnpublishQuestion
        title={publishing.title ?? ''}
        address={live && view && !view.href.startsWith('/admin/') ? view.href : null}
        busy={busy}
        onKeep={hydrated ? () => setAsking(false) : null}
      />
    )
  }
  const primary = live
    ? future.isFuture
      ? t.publishing.schedule
      : m('Update')
    : scheduled
      ? future.isFuture
        ? m('Update')
        : m('Publish')
      : future.isFuture
        ? t.publishing.schedule
        : m('Publish')
  const secondary: [string, string] = live
    ? [PUBLISH_INTENT.unpublish, t.publishing.switchToDraft]
    : scheduled
      ? [PUBLISH_INTENT.draft, t.publishing.switchToDraft]
      : [PUBLISH_INTENT.draft, m('Save draft')]
  const primaryIntent = live ? PUBLISH_INTENT.update : PUBLISH_INTENT.publish
  return (
    <>
      <span ref={future.ref} hidden />
      <button
        type="submit"
        name="intent"
        value={secondary[0]}
        disabled={busy}
        className={buttonClass('secondary')}
        onClick={(event) => {
          // With JavaScript the question comes before any post; without, the server asks it.
          if (secondary[0] !== PUBLISH_INTENT.unpublish) return
          event.preventDefault()
          setAsking(true)
        }}
      >
        {label(secondary[0], secondary[1])}
      </button>
      <button
        type="submit"
        name="intent"
        value={primaryIntent}
        disabled={busy}
        className={buttonClass('primary')}
      >
        {label(primaryIntent, primary)}
      </button>
    </>
  )
}

/** The question before a live item leaves the site, naming it and its address. */
function UnpublishQuestion({
  title,
  address,
  busy,
  onKeep,
}: {
  title: string
  address: string | null
  busy: boolean
  /** Closes the question; null without JavaScript, where Keep reloads the stored item. */
  onKeep: (() => void) | null
}) {
  const { t, message: m } = useAdminLanguage()
  const { pathname } = useLocation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-labelledby="unpublish-question"
      aria-describedby="unpublish-detail"
      tabIndex={-1}
      className="flex w-full flex-wrap items-center justify-end gap-3 outline-none"
    >
      <p className="me-auto text-sm">
        <strong id="unpublish-question" className="block">
          {t.publishing.unpublishQuestion(title)}
        </strong>
        <span id="unpublish-detail">{t.publishing.unpublishDetail(address)}</span>
      </p>
      {onKeep ? (
        <button type="button" className={buttonClass('secondary')} onClick={onKeep}>
          {t.publishing.keepPublished}
        </button>
      ) : (
        <Link to={pathname} preventScrollReset className={buttonClass('secondary')}>
          {t.publishing.keepPublished}
        </Link>
      )}
      <button
        type="submit"
        name="intent"
        value={PUBLISH_INTENT.unpublishConfirmed}
        disabled={busy}
        className={buttonClass('danger')}
      >
        {busy ? m('Saving...') : t.publishing.switchToDraft}
      </button>
    </div>
  )
}

/**
 * The form's first submit button, unseen: Enter in a field presses it, so Enter saves without
 * changing when the item is public (a new item or a draft stays a draft, a live or scheduled item
 * is updated) rather than pressing the first button of the page (a row's Remove).
 */
export function DefaultSubmit({ status }: { status?: string }) {
  const { message: m } = useAdminLanguage()
  const intent =
    status === 'published'
      ? PUBLISH_INTENT.update
      : status === 'scheduled'
        ? PUBLISH_INTENT.publish
        : PUBLISH_INTENT.draft
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      tabIndex={-1}
      aria-hidden
      className="sr-only"
    >
      {m('Save')}
    </button>
  )
}
