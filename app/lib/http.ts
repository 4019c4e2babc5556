/** The 404 a detail loader throws for a missing or malformed id; the route's boundary shows `text`. */
export function notFound(text: string): never {
  throw new Response(text, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

/**
 * A route's `headers` for forms that may refuse with Retry-After (429, 503): Remix sends an
 * action's own headers only to a script's fetch, so the document a browser without JavaScript gets
 * needs them passed on.
 */
export const retryAfterHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}
