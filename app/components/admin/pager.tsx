// The Previous / Next links under a paged admin list (the inboxes, the audit log, the media
// library): plain links, so paging works without JavaScript. Nothing when there is one page.
import { Link } from '@remix-run/react'

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
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="font-medium text-brand-600">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="font-medium text-brand-600">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
