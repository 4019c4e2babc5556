import { isRouteErrorResponse, useRouteError } from '@remix-run/react'

/**
 * A public route's error boundary: its not-found text for a 404 (the loader throws it with that
 * status), otherwise 'An error occurred: ' plus what is known.
 */
export function PublicRouteError({ notFound }: { notFound: string }) {
  const error = useRouteError()
  const is404 = isRouteErrorResponse(error) && error.status === 404
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : `${error.status} ${error.statusText}`
    : 'Something went wrong on our side.'
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-2xl font-semibold" role="alert">
        {is404 ? notFound : `An error occurred: ${detail}`}
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand-600 hover:underline">
        Back to the home page
      </a>
    </section>
  )
}

/** An empty list's message, in Arabic as the spec has it. */
export function EmptyNote({ children }: { children: string }) {
  return (
    <p lang="ar" dir="rtl" className="py-12 text-center text-lg text-slate-500 dark:text-slate-400">
      {children}
    </p>
  )
}
