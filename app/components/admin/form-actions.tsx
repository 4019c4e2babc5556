// The foot of every Add/Edit modal form: Cancel (back to the list, keeping the scroll) and Save,
// which says 'Saving...' and cannot be pressed twice while the save is on its way.
import { Link } from '@remix-run/react'
import { buttonClass } from '#app/components/ui/button.tsx'

export function FormActions({ cancelTo, busy }: { cancelTo: string; busy: boolean }) {
  return (
    <div className="flex justify-end gap-3">
      <Link to={cancelTo} preventScrollReset className={buttonClass('secondary')}>
        Cancel
      </Link>
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy ? 'Saving...' : 'Save'}
      </button>
    </div>
  )
}
