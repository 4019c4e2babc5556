import { isRouteErrorResponse, useMatches, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { Dictionary } from '#app/i18n/dictionary.ts'
import { useLanguage } from '#app/i18n/use-language.ts'
import { FAILED_PAGE } from '#app/components/analytics/failed-page.ts'

/**
 * What a public route tells its error boundary: its own 404 text ('Post not found.'), and what its
 * refusal shows under the way back, drawn from the data thrown with it (the catch-all's latest
 * work). That drawing stays in the route's own script: every public page loads the boundary's
 * (docs/decisions/031, addendum).
 */
export type PublicHandle = {
  notFound?: (t: Dictionary) => string
  below?: (data: unknown) => ReactNode
}

/**
 * The public site's one error boundary, which every public route re-exports (docs/architecture.md,
 * "Error boundaries"): the page's 404 text comes from its route's `handle`, else 'Page not found.';
 * what the route's handle draws from the refusal's data follows (an address that names no page:
 * the latest work).
 */
export function PublicErrorBoundary() {
  const { t } = useLanguage()
  const error = useRouteError()
  const handle = useMatches().at(-1)?.handle as PublicHandle | undefined // Remix types a handle unknown
  return (
    <>
      <PublicRouteError notFound={handle?.notFound?.(t) ?? t.error.pageNotFoundDot} />
      {isRouteErrorResponse(error) ? handle?.below?.(error.data) : null}
    </>
  )
}

/**
 * A public route's error boundary: its not-found text for a 404 (the loader throws it with that
 * status), otherwise 'An error occurred: ' plus what is known.
 */
export function PublicRouteError({ notFound }: { notFound: string }) {
  const error = useRouteError()
  const { t, localize } = useLanguage()
  const is404 = isRouteErrorResponse(error) && error.status === 404
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : `${error.status} ${error.statusText}`
    : t.error.ourSide
  // A limit's refusal (429, with Retry-After) is said as such, never as a failure of ours.
  const tooMany = isRouteErrorResponse(error) && error.status === 429
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center" {...FAILED_PAGE}>
      {/* The page's heading (axe: a page has one h1), read out at once. */}
      <h1 className="text-2xl font-semibold">
        <span role="alert">
          {is404 ? notFound : tooMany ? t.error.tooMany : t.error.occurred(detail)}
        </span>
      </h1>
      {/* brand-300 on the dark page: brand-600 was 3.5:1 there (axe), brand-300 is over 4.5:1. */}
      <a
        href={localize('/')}
        className="mt-8 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-300"
      >
        {t.error.backHome}
      </a>
      {/* A missing address still leads somewhere: the site's main lists. */}
      {is404 ? (
        <nav aria-labelledby="elsewhere" className="mt-10">
          <p id="elsewhere" className="text-ink-muted">
            {t.error.elsewhere}
          </p>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {(['portfolio', 'services', 'blog'] as const).map((page) => (
              <li key={page}>
                <a
                  href={localize(`/${page}`)}
                  className="inline-block rounded-full border border-line px-5 py-2 font-semibold hover:border-brand-400"
                >
                  {t.nav[page]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}

/** An empty list's message (the spec has these in Arabic: the Arabic pages say them so). */
export function EmptyNote({ children }: { children: string }) {
  return <p className="py-12 text-center text-lg text-slate-500 dark:text-slate-400">{children}</p>
}
