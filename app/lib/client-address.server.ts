// The client's address, as the rate limits see it. Behind a proxy it comes from X-Forwarded-For, read
// from the right: every proxy appends the address it saw, so the entries a visitor wrote come first
// and the last one our own proxies did not add is the visitor's. proxy-addr (Express's) walks the
// chain; TRUST_PROXY says which hops are ours (docs/deploy.md shows Caddy, nginx and a CDN).
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'
import { getEnv, type Env } from '#app/lib/env.server.ts'

type Trust = (address: string, hop: number) => boolean

function trustFor(setting: Env['TRUST_PROXY']): Trust {
  if (setting === false) return () => false
  // A hop count: the socket's peer is hop 0, the entries added by our proxies follow.
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return proxyaddr.compile(setting)
}

let compiled: { setting: Env['TRUST_PROXY']; trust: Trust } | undefined

function trust(): Trust {
  const setting = getEnv().TRUST_PROXY
  if (compiled?.setting !== setting) compiled = { setting, trust: trustFor(setting) }
  return compiled.trust
}

/**
 * The visitor's address for a request that arrived from `socketAddress`. With CLIENT_IP_HEADER set
 * (a proxy that writes, say, X-Real-IP itself), that header is taken when the peer is trusted.
 */
export function resolveClientAddress(
  socketAddress: string,
  header: (name: string) => string | undefined,
): string {
  const env = getEnv()
  const isTrusted = trust()
  if (env.CLIENT_IP_HEADER && isTrusted(socketAddress, 0)) {
    const named = header(env.CLIENT_IP_HEADER)?.trim()
    if (named && ipaddr.isValid(named)) return named
  }
  const forwarded = header('x-forwarded-for')
  // The same peer and chain as the request before (a proxy's keep-alive connection, one visitor's
  // page and its files) resolve to the same address.
  if (
    resolved?.trust === isTrusted &&
    resolved.socketAddress === socketAddress &&
    resolved.forwarded === forwarded
  ) {
    return resolved.address
  }
  // proxy-addr reads a Node request, only these two fields of it (its types ask for a whole one).
  const req = {
    socket: { remoteAddress: socketAddress },
    headers: { 'x-forwarded-for': forwarded },
  }
  const address = proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], isTrusted) // its types ask for a whole request
  resolved = { trust: isTrusted, socketAddress, forwarded, address }
  return address
}

let resolved:
  | { trust: Trust; socketAddress: string; forwarded: string | undefined; address: string }
  | undefined

/**
 * The key a per-address limit counts under. One IPv6 subscriber usually holds a whole /64, so the
 * /64 is the unit there; an IPv4-mapped IPv6 address counts as the IPv4 address it is.
 */
export function limitKeyFor(address: string): string {
  if (!ipaddr.isValid(address)) return address || 'unknown'
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  // Not IPv4, so IPv6: ipaddr's types do not narrow on kind().
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`
}
