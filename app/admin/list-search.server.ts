// The search of the admin's content lists (posts, projects, case studies, services): the rows
// whose item has every word of the list's `?q` in its texts, in either language, by the site
// search's rules (app/models/search.server.ts itemsMatching). The leads' inboxes match their
// name, e-mail and message by the same words (app/models/leads.server.ts).
import { MAX_QUERY } from '#app/lib/search-text.ts'
import type { Kind } from '#db/kinds.ts'
import { itemsMatching } from '#app/models/search.server.ts'

/** The list's search as its address gives it, cut to MAX_QUERY characters. */
export const listQuery = (request: Request) =>
  Array.from(new URL(request.url).searchParams.get('q') ?? '')
    .slice(0, MAX_QUERY)
    .join('')
    .trim()

/** The rows of `kind` the list's search keeps (every row without one). */
export function searchedRows<T extends { _id: string }>(
  kind: Kind,
  rows: readonly T[],
  request: Request,
): T[] {
  const query = listQuery(request)
  if (!query) return [...rows]
  const kept = itemsMatching(
    kind,
    rows.map((r) => Number(r._id)),
    query,
  )
  return rows.filter((r) => kept.has(Number(r._id)))
}
