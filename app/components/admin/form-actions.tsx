// The foot of every Add/Edit modal form, kept in view at the bottom of the window as the modal
// scrolls (a long post's Save never sits below the fold; the bar sticks past the overlay's padding,
// flush with the window's edge): View (the item's page, or its preview for a draft,
// in a new tab), Cancel (back to the list, keeping the scroll) and the save buttons. A publishable
// item has two, plain submit buttons told apart by `intent` (so they work without JavaScript):
// Save draft, and Publish (Update once the item is public or scheduled). The pressed one says
// 'Saving...' and neither can be pressed twice while the save is on its way.
import { Link, useNavigation } from '@remix-run/react'
import { ExternalLink } from 'lucide-react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { PUBLISH_INTENT } from '#app/lib/form-fields.ts'
import type { MessageLink } from '#app/lib/toast.server.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export function FormActions({
  cancelTo,
  busy,
  publishing,
  view,
}: {
  cancelTo: string
  busy: boolean
  /** A publishable item, with its stored status (none for a new one). */
  publishing?: { status?: string }
  /** Where the item is seen (an Edit form of a kind with pages). */
  view?: MessageLink | null
}) {
  const pressed = useNavigation().formData?.get('intent')
  const { t, message: m } = useAdminLanguage()
  const label = (intent: string | null, text: string) =>
    m(busy && (intent === null || pressed === intent) ? 'Saving...' : text)
  const live = publishing?.status === 'published' || publishing?.status === 'scheduled'
  return (
    <div
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
        <>
          {(
            [
              [PUBLISH_INTENT.draft, 'Save draft', 'secondary'],
              [PUBLISH_INTENT.publish, live ? 'Update' : 'Publish', 'primary'],
            ] as const
          ).map(([intent, text, look]) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              disabled={busy}
              className={buttonClass(look)}
            >
              {label(intent, text)}
            </button>
          ))}
        </>
      ) : (
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {label(null, 'Save')}
        </button>
      )}
    </div>
  )
}

/**
 * The form's first submit button, unseen: Enter in a field presses it, so Enter saves with the
 * status the form's select says rather than pressing the first button of the page (a row's Remove,
 * or Save draft on a published item).
 */
export function DefaultSubmit() {
  const { message: m } = useAdminLanguage()
  return (
    <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
      {m('Save')}
    </button>
  )
}
