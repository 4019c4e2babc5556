// A visitor without JavaScript who opens the consultation modal on a page reached from a campaign
// (/?utm_source=news&utm_campaign=spring) follows the page's link to /?consultation=open: a kept page
// serves every campaign the same bytes, so its link cannot name the visitor's utm_* values, and the
// modal's post would then carry a Referer without them (its lead would lose its campaign). The
// request for the modal still carries the campaign in its own Referer (same origin, full address,
// under our referrer policy), so it is answered with a redirect to the same modal at the address
// with those utm_* values: the page cache drops them from its key (one kept copy for every
// campaign), and the modal's post then names its campaign (attribution.server.ts). With JavaScript
// the links already hold the tab's own address and ask for no new document.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getEnv } from '#app/lib/env.server.ts'

const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const
const MAX_URL = 2_048

/** The address to send this request to, or null when it is not a campaign's modal opened without JavaScript. */
export function modalWithCampaign(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !getEnv().ANALYTICS) return null
  const url = req.url ?? '/'
  // Cheap first: only the modal's own address, as a document.
  if (!url.includes('consultation=open') || url.length > MAX_URL) return null
  const header = (name: string) => [req.headers[name]].flat()[0]
  const referer = header('referer')
  const mode = header('sec-fetch-mode')
  if (!referer || referer.length > MAX_URL || (mode && mode !== 'navigate')) return null
  const asked = new URL(url, 'http://site.invalid')
  if (asked.pathname.endsWith('.data') || asked.searchParams.has('_data')) return null
  if (asked.searchParams.get('consultation') !== 'open') return null
  if (UTM.some((name) => asked.searchParams.has(name))) return null
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return null
  }
  // Only from the same page of this site: the modal opened over the page the visitor was reading.
  const host = (header('host') ?? '').toLowerCase()
  if (from.host.toLowerCase() !== host || from.pathname !== asked.pathname) return null
  const found = UTM.filter((name) => from.searchParams.get(name))
  if (found.length === 0) return null
  for (const name of found) asked.searchParams.set(name, from.searchParams.get(name)!.slice(0, 200))
  return `${asked.pathname}${asked.search}`
}

/** Answers the redirect when the request is one (see above); true when it did. */
export function carryCampaignToModal(req: IncomingMessage, res: ServerResponse): boolean {
  const location = modalWithCampaign(req)
  if (!location) return false
  res.writeHead(303, {
    Location: location,
    'Cache-Control': 'no-store',
    // The same request with another Referer is answered differently.
    Vary: 'Referer',
    'Content-Length': '0',
  })
  res.end()
  return true
}
