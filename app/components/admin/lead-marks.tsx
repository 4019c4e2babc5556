// Small marks the inbox puts on leads and over the list (docs/security.md, "Spam").
import { Link } from '@remix-run/react'
import { useAdminT } from '#app/i18n/use-admin-language.ts'

/** A lead sent back sooner than a person usually could: kept in the inbox, for the admin to judge. */
export function FastMark() {
  const t = useAdminT()
  return (
    <span
      className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100"
      title={t.spam.fastTitle}
    >
      {t.spam.fast}
    </span>
  )
}

/** "N in Spam": spam received since the admin last opened the Spam tab, linking to it. */
export function UnseenSpam({
  count,
  to,
  what,
}: {
  count: number
  to: string
  /** What arrived, where the page does not say it ("Contact messages received"). */
  what?: string
}) {
  const t = useAdminT()
  if (count <= 0) return null
  return (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {t.spam.since(what ?? t.spam.received)}{' '}
      <Link to={to} className="font-semibold underline underline-offset-2">
        {t.spam.inSpam(count)}
      </Link>
    </p>
  )
}
