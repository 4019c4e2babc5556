// What a pageview says, read the same way whichever door counted it (docs/privacy.md): the page as
// served (server/serve.mjs, served.server.ts) or a client-side navigation's beacon (beacon.server.ts).
import { canonicalPath } from '#app/lib/address.ts'
import { isPublicCacheablePath, publicSpelling } from '#app/lib/page-cache-key.ts'
import { oneLine } from '#app/lib/text.ts'
import { channelCode, channelOf, INTERNAL } from './channel.ts'

const MAX_TEXT = 200

// A campaign value or a referrer is a line of text in the reports, the inbox and the e-mails: it
// loses line breaks and direction controls here (docs/security.md, "People's text").
const text = (value: string | null | undefined) => {
  const trimmed = value && oneLine(value).trim().slice(0, MAX_TEXT)
  return trimmed ? trimmed : null
}

/**
 * A public page's path in its one spelling (app/lib/address.ts), in lower case as the page cache
 * spells it (publicSpelling), or null when it is not one. Every reader of an address in analytics
 * goes through here (docs/privacy.md).
 */
export function analyticsPath(pathname: string): string | null {
  const spelt = canonicalPath(pathname)
  const path = spelt === null ? null : publicSpelling(spelt)
  if (path === null || path.startsWith('/api/') || path.endsWith('.data')) return null
  return path.length <= 300 && isPublicCacheablePath(path) ? path : null
}

/** The referring site's host name (no www.), or null. */
function hostOf(referrer: string | null): string | null {
  if (!referrer || referrer.length > 2_048) return null
  try {
    return (
      new URL(referrer).hostname
        .toLowerCase()
        .replace(/^www\./, '')
        .slice(0, 253) || null
    )
  } catch {
    return null
  }
}

const bareHost = (site: string) =>
  site
    .toLowerCase()
    .replace(/^www\./, '')
    .split(':')[0]

/**
 * A pageview's page, where it came from and its channel; null when the address is not a public
 * page. `address` is the page's path and query as the browser shows it; `internal` when the
 * visitor moved within the site (a client-side navigation).
 */
export function pageviewReport(
  { address, referrer, internal }: { address: string; referrer: string | null; internal: boolean },
  site: string,
) {
  if (!address.startsWith('/') || address.length > 2_048) return null
  const queryAt = address.indexOf('?')
  const path = analyticsPath(queryAt === -1 ? address : address.slice(0, queryAt))
  if (path === null) return null
  const query = new URLSearchParams(queryAt === -1 ? '' : address.slice(queryAt + 1))
  const page = path === '/blog' && /^\d{1,6}$/.test(query.get('page') ?? '')
  let host = hostOf(referrer)
  const within = internal || host === bareHost(site)
  if (within) host = null
  const utm = {
    source: text(query.get('utm_source')),
    medium: text(query.get('utm_medium')),
    campaign: text(query.get('utm_campaign')),
  }
  const tagged = utm.source || utm.medium || utm.campaign
  const channel = within && !tagged ? INTERNAL : channelCode(channelOf({ referrer: host, ...utm }))
  return {
    path: page ? `${path}?page=${query.get('page')}` : path,
    referrer: host,
    ...utm,
    channel,
  }
}

export type PageviewReport = NonNullable<ReturnType<typeof pageviewReport>>
