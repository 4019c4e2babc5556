/** The 404 a detail loader throws for a missing or malformed id; the route's boundary shows `text`. */
export function notFound(text: string): never {
  throw new Response(text, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
