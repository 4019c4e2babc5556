import { UNSAFE_RemixContext, useLocation, useMatches } from '@remix-run/react'
import { useContext } from 'react'
import { useLanguage } from '#app/i18n/use-language.ts'

/**
 * The address of the page shown, for the forms and links that come back to it (the theme switch,
 * the consultation button and modal). A page whose loader failed (a 404) gives the home page
 * (of the page's language) instead: a not-found page then does not depend on the address asked, so one kept copy answers
 * every missing address of its kind (docs/scale.md).
 */
export function usePageAddress(): { pathname: string; search: string } {
  const location = useLocation()
  const { localize } = useLanguage()
  const leaf = useMatches().at(-1)
  const routes = useContext(UNSAFE_RemixContext)?.manifest.routes
  const failed = leaf && routes?.[leaf.id]?.hasLoader && leaf.data === undefined
  return failed ? { pathname: localize('/'), search: '' } : location
}
