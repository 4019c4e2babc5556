// The address a request is served for (scheme and host), settled once by server/serve.mjs before
// anything reads the request: the URL Remix builds, the page cache's key, canonical and share links,
// the same-origin check and the session cookie's Secure flag all follow from it (docs/security.md,
// "Forwarded hosts"). SITE_URL when set; else the Host header, or what the proxy the operator named
// in FORWARDED_HEADERS_PROXY wrote into X-Forwarded-Host and X-Forwarded-Proto. A visitor's own
// forwarded headers are never read: nginx passes them through as they came, and one request with
// `X-Forwarded-Host: evil.example` filled the page cache with links to that host.
import type { IncomingHttpHeaders } from 'node:http'
import proxyaddr from 'proxy-addr'
import { getEnv, type Env } from './env.server.ts'

// A name, an IPv4 address or a bracketed IPv6 one, and a port: nothing else, so neither a space
// (which made Remix's URL throw, a 500) nor a path (which made it serve another page) gets in.
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_-]{1,63})*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i

// The last host settled and its spelling: nearly every request names the same one, and the URL
// parser was a tenth of a kept page's cost (docs/scale.md, "The hit path").
let lastHost: { value: string; host: string | null } | undefined

/** The host as the URL parser spells it (lower case, no default port), or null when malformed. */
export function normalHost(value: string): string | null {
  if (lastHost?.value === value) return lastHost.host
  const host = parsedHost(value)
  lastHost = { value, host }
  return host
}

function parsedHost(value: string): string | null {
  if (value.length > 255 || !HOST.test(value)) return null
  try {
    return new URL(`http://${value}`).host
  } catch {
    return null
  }
}

let compiled: { setting: Env['FORWARDED_HEADERS_PROXY']; isProxy: (peer: string) => boolean }

function fromNamedProxy(peer: string): boolean {
  const setting = getEnv().FORWARDED_HEADERS_PROXY
  if (compiled?.setting !== setting) {
    const trust = setting.length > 0 ? proxyaddr.compile(setting) : () => false
    compiled = { setting, isProxy: (address) => trust(address, 0) }
  }
  return compiled.isProxy(peer)
}

// The value the nearest proxy wrote: one that appends puts it last.
const last = (value: string | string[] | undefined) =>
  [value].flat().join(',').split(',').at(-1)?.trim() ?? ''

/**
 * Rewrites the headers a request is read by so that they say only the settled address: `Host` and
 * `X-Forwarded-Proto` hold it, `X-Forwarded-Host` and `Forwarded` are gone. False when the host is
 * malformed (the request is answered 400).
 * @param peer the address the request came from (the socket's)
 */
export function settleOrigin(headers: IncomingHttpHeaders, peer: string): boolean {
  const { SITE_URL } = getEnv()
  const named = fromNamedProxy(peer)
  const asked =
    named && headers['x-forwarded-host'] ? last(headers['x-forwarded-host']) : headers.host
  const host = asked === undefined ? 'localhost' : normalHost(asked)
  if (host === null) return false
  const proto = named ? last(headers['x-forwarded-proto']).toLowerCase() : ''
  const site = siteUrl(SITE_URL)
  headers.host = site?.host ?? host
  const secure = site ? site.protocol === 'https:' : proto === 'https'
  headers['x-forwarded-proto'] = secure ? 'https' : 'http'
  // Deleted only when present: a deletion makes every later read of the headers slower.
  if (headers['x-forwarded-host'] !== undefined) delete headers['x-forwarded-host']
  if (headers.forwarded !== undefined) delete headers.forwarded
  return true
}

let parsedSite: { setting: string | undefined; url: URL | null } | undefined
const siteUrl = (setting: string | undefined) => {
  if (!parsedSite || parsedSite.setting !== setting) {
    parsedSite = { setting, url: setting ? new URL(setting) : null }
  }
  return parsedSite.url
}
