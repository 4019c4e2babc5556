// What every preview page shares (docs/publishing.md): the one-line note above the item, the text
// of a link that no longer works, and the headers that keep the page out of caches and indexes.
export const PREVIEW_GONE = 'This preview link has expired or was revoked.'
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}
export const PREVIEW_ROBOTS = { name: 'robots', content: 'noindex, nofollow' }

export function PreviewNote({
  status,
  noun,
  expires,
}: {
  status: string
  noun: string
  expires: string
}) {
  return (
    <p
      role="note"
      className="mx-auto mt-6 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      Preview of a {status === 'draft' ? 'draft' : `scheduled ${noun}`}: not public yet. This link
      works until {expires}.
    </p>
  )
}
