import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { asksNotToBeTracked } from './do-not-track.ts'
import { FAILED_PAGE_SELECTOR } from './failed-page.ts'

// Counts the pageviews the server does not see being served (docs/privacy.md): a page opened is
// counted as the server sends it (app/analytics/served.server.ts), except when the browser fetched
// it ahead (a prefetch or prerender, never counted there); so this sends one navigator.sendBeacon
// POST to /beacon (app/analytics/beacon.server.ts) for such a page once it is shown, and after each
// client-side navigation. No cookie, no storage, no identifier; the browser's Do Not Track and
// Global Privacy Control are honoured here and again on the server.
const BEACON = '/beacon'

/** The address a pageview names: the consultation modal's parameter opens no new page. */
function pageOf(pathname: string, search: string) {
  const params = new URLSearchParams(search)
  params.delete('consultation')
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Whether the document was fetched ahead of its navigation (the server did not count it). */
function fetchedAhead() {
  const entry = performance.getEntriesByType?.('navigation')[0]
  if (!entry) return false
  // Newer than the compiler's DOM types: read where the browser has them.
  const activationStart = 'activationStart' in entry ? entry.activationStart : 0
  const deliveryType = 'deliveryType' in entry ? entry.deliveryType : undefined
  return (
    (typeof activationStart === 'number' && activationStart > 0) ||
    deliveryType === 'navigational-prefetch'
  )
}

export function PageviewBeacon() {
  const { pathname, search } = useLocation()
  const page = pageOf(pathname, search)
  const first = useRef(true)
  useEffect(() => {
    const landing = first.current
    first.current = false
    if (asksNotToBeTracked() || !navigator.sendBeacon) return
    // A page that does not exist, or failed, is not a pageview.
    if (document.querySelector(FAILED_PAGE_SELECTOR)) return
    // A task of its own: the browser's first request from the page's script costs a few
    // milliseconds, which would lengthen the task that runs the page's first effects.
    const send = () => {
      if (landing && !fetchedAhead()) return
      const body = JSON.stringify(landing ? { p: page, r: document.referrer } : { p: page, n: 1 })
      setTimeout(() => navigator.sendBeacon(BEACON, body))
    }
    if (document.visibilityState === 'visible') return send()
    // Prerendered, or navigated in a background tab: counted when the visitor sees it, if ever.
    const onShow = () => {
      if (document.visibilityState !== 'visible') return
      document.removeEventListener('visibilitychange', onShow)
      send()
    }
    document.addEventListener('visibilitychange', onShow)
    return () => document.removeEventListener('visibilitychange', onShow)
  }, [page])
  return null
}
