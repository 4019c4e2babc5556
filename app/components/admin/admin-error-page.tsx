// The error page of an admin address whose route has no error screen of its own: the sign-in and
// two-factor pages (outside the admin layout) and the admin layout (admin.tsx) for the screens
// inside it. The root loader, above these boundaries, has named the admin's language, so the page is
// in it, drawn like the sign-in page, never with the public site's English error page. (The root's
// own boundary stays public: importing this there would put the admin dictionaries in every public
// page's scripts, docs/decisions/035-admin-language.md.) The spec's texts stay word for word in
// English (docs/product.md §8: 'An error occurred: ' plus the detail); a refusal's own text is shown
// in the admin's language when the dictionary has it, else as it came.
import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useAdminLanguage } from '#app/i18n/use-admin-language.ts'

export const OUR_SIDE = 'Something went wrong on our side.'
/** A limit's refusal (429), said as such: never "An error occurred". */
export const TOO_MANY = 'Too many requests: please try again in a moment.'

/** What a boundary knows of its error: the answer's status and the text a refusal gave, if any. */
export function routeRefusal(error: unknown) {
  const response = isRouteErrorResponse(error) ? error : null
  return {
    status: response?.status ?? null,
    statusText: response?.statusText ?? '',
    said: response && typeof response.data === 'string' ? response.data : '',
  }
}

export function AdminErrorPage() {
  const { status, statusText, said } = routeRefusal(useRouteError())
  const { message: m } = useAdminLanguage()
  const notFound = status === 404
  const tooMany = status === 429
  const detail = said || statusText || OUR_SIDE
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 text-center shadow-lg dark:bg-slate-900">
        <h1 className="text-2xl font-bold">
          {m(notFound ? 'Page not found' : tooMany ? 'Too many requests' : 'An error occurred')}
        </h1>
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {notFound
            ? m(said || 'There is no admin screen at this address.')
            : tooMany
              ? m(TOO_MANY)
              : m(`An error occurred: ${detail}`)}
        </p>
        <a
          href="/admin"
          className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
        >
          {m('Back to the admin')}
        </a>
      </div>
    </main>
  )
}
