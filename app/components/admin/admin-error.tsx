// The admin's one error boundary (docs/architecture.md, "Error boundaries"), which every admin
// route that has one re-exports. It draws the error where it happened:
// - over its list, as a modal, for a route nested under a screen (/admin/services/7/edit: a row that
//   no longer exists shows the route's own text, "Post not found.");
// - in place of the screen, inside the admin layout, for a screen of the layout (the revisions, an
//   address that names no screen);
// - as a page of its own, drawn like the sign-in page, outside the layout: the admin layout's own
//   boundary (admin.tsx), the sign-in, two-factor, setup and invitation pages.
// The root loader, above these boundaries, has named the admin's language, so the error is in it,
// never in the public site's English error page. (The root's own boundary stays public: importing
// this there would put the admin dictionaries in every public page's scripts,
// docs/decisions/035-admin-language.md.) The spec's texts stay word for word in English
// (docs/product.md §8: 'An error occurred: ' plus the detail); a refusal's own text is shown in the
// admin's language when the dictionary has it, else as it came.
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useMatches,
  useRouteError,
} from '@remix-run/react'
import { createContext, useContext } from 'react'
import type { AdminDictionary } from '#app/i18n/admin-dictionary-en.ts'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'
import { Modal } from './modal.tsx'
import { StatusMessage } from './status-message.tsx'

const OUR_SIDE = 'Something went wrong on our side.'
/** A limit's refusal (429), said as such: never "An error occurred". */
const TOO_MANY = 'Too many requests: please try again in a moment.'

/**
 * What an admin route tells the boundary: the heading its error keeps (the revisions screen's,
 * a signed-out page's own title), else one said by the status ('Page not found').
 */
export type AdminHandle = { errorHeading?: (t: AdminDictionary) => string }

/** Set by the admin layout around its screens: an error under it is drawn inside it. */
export const InAdminLayout = createContext(false)

const LAYOUT_ID = 'routes/admin'

/** What the boundary knows of its error: the answer's status and the text a refusal gave, if any. */
function routeRefusal(error: unknown) {
  const response = isRouteErrorResponse(error) ? error : null
  return {
    status: response?.status ?? null,
    statusText: response?.statusText ?? '',
    said: response && typeof response.data === 'string' ? response.data : '',
  }
}

export function AdminErrorBoundary() {
  const { status, statusText, said } = routeRefusal(useRouteError())
  const { t, message: m } = useAdminLanguage()
  const matches = useMatches()
  const inLayout = useContext(InAdminLayout)
  const { pathname } = useLocation()
  // The failing route's handle, unless the layout's own boundary took the error of a screen in it
  // (Remix types a handle as unknown: a route's is its AdminHandle).
  const own = inLayout || !matches.some((match) => match.id === LAYOUT_ID)
  const handle = own ? (matches.at(-1)?.handle as AdminHandle | undefined) : undefined
  // Under the layout, the failing route is the deepest: a route below one of the layout's screens
  // is that screen's modal.
  const modal = inLayout && matches.at(-2)?.id !== LAYOUT_ID
  const notFound = status === 404
  const tooMany = status === 429
  const text = tooMany
    ? TOO_MANY
    : notFound
      ? said || (modal ? 'Not found.' : 'There is no admin screen at this address.')
      : `An error occurred: ${said || statusText || OUR_SIDE}`
  if (modal) {
    // /admin/services/7/edit → /admin/services
    const listUrl = pathname.split('/').slice(0, -2).join('/') || '/admin'
    return (
      <Modal title={notFound ? 'Not found' : 'Error'} closeTo={listUrl}>
        {/* The status line and the modal's title show in the admin's language. */}
        <StatusMessage kind="error">{text}</StatusMessage>
      </Modal>
    )
  }
  const heading =
    handle?.errorHeading?.(t) ??
    m(notFound ? 'Page not found' : tooMany ? 'Too many requests' : 'An error occurred')
  const back = (
    <Link to="/admin" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
      {m('Back to the admin')}
    </Link>
  )
  if (inLayout) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <StatusMessage kind="error">{text}</StatusMessage>
        {back}
      </div>
    )
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 text-center shadow-lg dark:bg-slate-900">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {m(text)}
        </p>
        {/* A signed-out page of its own (setup, invitation) has nowhere to go back to. */}
        {handle?.errorHeading ? null : (
          <a
            href="/admin"
            className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
          >
            {m('Back to the admin')}
          </a>
        )}
      </div>
    </main>
  )
}
