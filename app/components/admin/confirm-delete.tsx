// The body of a delete-confirm modal: the question, a real POST form with a Delete button
// (name="intent" value="delete") and a Cancel link back to the list. The route's action does the
// delete and redirects; `error` shows its failure text (e.g. 'Failed to delete service').
import { Form, Link, useNavigation } from '@remix-run/react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { StatusMessage } from './status-message.tsx'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const DELETE_INTENT = 'delete'

export function ConfirmDelete({
  question,
  cancelTo,
  error,
  action,
  note,
  item,
  label = 'Delete',
}: {
  question: string
  /** The item's name, shown under the question so that nobody deletes the wrong one. */
  item?: string | null
  cancelTo: string
  error?: string | null
  /** Where the form posts; the current route by default. */
  action?: string
  /** A line under the question (what happens to the item). */
  note?: string
  /** The button's text. */
  label?: string
}) {
  const busy = useNavigation().state === 'submitting'
  const { message: m } = useAdminLanguage()
  return (
    <div>
      <p className="text-slate-700 dark:text-slate-200">{m(question)}</p>
      {item ? (
        <p className="mt-2 font-semibold" data-testid="delete-item">
          <bdi>{item}</bdi>
        </p>
      ) : null}
      {note ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{m(note)}</p> : null}
      {error ? (
        <StatusMessage kind="error" className="mt-4">
          {error}
        </StatusMessage>
      ) : null}
      <Form method="post" action={action} className="mt-6 flex justify-end gap-3">
        <Link to={cancelTo} preventScrollReset className={buttonClass('secondary')}>
          {m('Cancel')}
        </Link>
        <button
          type="submit"
          name="intent"
          value={DELETE_INTENT}
          disabled={busy}
          className={buttonClass('danger')}
        >
          {m(label)}
        </button>
      </Form>
    </div>
  )
}
