// The inbox's views (its status tabs and outcome filters) and the address of each, with its search
// and page: plain links, so the inbox works without JavaScript (inbox.tsx).
export type Status = 'new' | 'read' | 'replied' | 'archived' | 'spam'
export type View = 'inbox' | Status
export type Outcome = 'won' | 'lost'
export type OutcomeFilter = 'any' | Outcome | 'none'

export const TABS = ['inbox', 'new', 'replied', 'archived', 'spam'] as const
export const OUTCOME_FILTERS = ['any', 'won', 'lost', 'none'] as const

/** The address of a view of the inbox, with its search and page. */
export function inboxHref(view: View, query: string, page = 1, outcome: OutcomeFilter = 'any') {
  const params = new URLSearchParams()
  if (view !== 'inbox') params.set('status', view)
  if (outcome !== 'any') params.set('outcome', outcome)
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : '?'
}
