// Where the consultation modal lives: in the page's address (?consultation=open, or =sent after a
// success), so the links that open and close it work without JavaScript.
export const CONSULTATION_PARAM = 'consultation'

/** The current page's address without the consultation parameter: where closing the modal goes. */
export function pageWithoutModal(pathname: string, search: string) {
  const params = pageParams(search)
  params.delete(CONSULTATION_PARAM)
  const rest = params.toString()
  return rest ? `${pathname}?${rest}` : pathname
}

/**
 * The current page's address with the modal open: the rest of the query stays (on /blog?page=2
 * the list keeps its page), and so closing comes back to the same address.
 */
export function pageWithModal(pathname: string, search: string) {
  const params = pageParams(search)
  params.set(CONSULTATION_PARAM, 'open')
  return `${pathname}?${params}`
}

/** The page's own query: `?index` (left by a post to the home page's action) is Remix's, not the page's. */
function pageParams(search: string) {
  const params = new URLSearchParams(search)
  params.delete('index')
  return params
}
