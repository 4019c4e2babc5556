// The Previous / Next links under a paged admin list (the inboxes, the audit log, the media
// library): plain links, so paging works without JavaScript. Nothing when there is one page.
import { Link } from '@remix-run/react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export function Pager({
  page,
  pages,
  href,
}: {
  page: number
  pages: number
  /** The address of page `n`, with the list's filters. */
  href: (n: number) => string
}) {
  const { t, message: m } = useAdminLanguage()
  if (pages <= 1) return null
  return (
    <nav aria-label={m('Pages')} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {m('Previous')}
        </Link>
      ) : null}
      <span>{t.common.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link
          to={href(page + 1)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {m('Next')}
        </Link>
      ) : null}
    </nav>
  )
}
