import { UNSAFE_RemixContext, useLocation, useMatches } from '@remix-run/react'
import { useContext } from 'react'

const HOME = { pathname: '/', search: '' }

/**
 * The address of the page shown, for the forms and links that come back to it (the theme switch,
 * the consultation button and modal). A page whose loader failed (a 404) gives the home page
 * instead: a not-found page then does not depend on the address asked, so one kept copy answers
 * every missing address of its kind (docs/scale.md).
 */
export function usePageAddress(): { pathname: string; search: string } {
  const location = useLocation()
  const leaf = useMatches().at(-1)
  const routes = useContext(UNSAFE_RemixContext)?.manifest.routes
  const failed = leaf && routes?.[leaf.id]?.hasLoader && leaf.data === undefined
  return failed ? HOME : location
}
