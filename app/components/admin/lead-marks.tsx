// Small marks the inbox puts on leads and over the list (docs/security.md, "Spam").
import { Link } from '@remix-run/react'

/** A lead sent back sooner than a person usually could: kept in the inbox, for the admin to judge. */
export function FastMark() {
  return (
    <span
      className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100"
      title="The form came back sooner after it was shown than a person usually could: it may be spam."
    >
      sent unusually fast
    </span>
  )
}

/** "N in Spam": spam received since the admin last opened the Spam tab, linking to it. */
export function UnseenSpam({
  count,
  to,
  what = 'Received',
}: {
  count: number
  to: string
  /** What arrived, where the page does not say it ("Contact messages received"). */
  what?: string
}) {
  if (count <= 0) return null
  return (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {what} since you last looked:{' '}
      <Link to={to} className="font-semibold underline underline-offset-2">
        {count} in Spam
      </Link>
    </p>
  )
}
