import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

// Counts a pageview (docs/privacy.md): once the page is shown, and after each client-side
// navigation, one navigator.sendBeacon POST to /beacon (app/analytics/beacon.server.ts) with the
// page's address and, for the first page, the referrer. No cookie, no storage, no identifier; the
// browser's Do Not Track and Global Privacy Control are honoured here and again on the server.
const BEACON = '/beacon'

/** The address a pageview names: the consultation modal's parameter opens no new page. */
function pageOf(pathname: string, search: string) {
  const params = new URLSearchParams(search)
  params.delete('consultation')
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

export function PageviewBeacon() {
  const { pathname, search } = useLocation()
  const page = pageOf(pathname, search)
  const first = useRef(true)
  useEffect(() => {
    const landing = first.current
    first.current = false
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
    if (nav.doNotTrack === '1' || nav.globalPrivacyControl || !nav.sendBeacon) return
    const body = JSON.stringify(landing ? { p: page, r: document.referrer } : { p: page, n: 1 })
    // A task of its own: the browser's first request from the page's script costs a few
    // milliseconds, which would lengthen the task that runs the page's first effects.
    const send = () => void setTimeout(() => nav.sendBeacon(BEACON, body))
    if (document.visibilityState === 'visible') return send()
    // Opened in a background tab or prerendered: counted when the visitor sees it, if ever.
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
