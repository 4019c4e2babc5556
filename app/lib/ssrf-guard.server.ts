// Where the site may send a request of its own (a webhook: docs/webhooks.md, docs/security.md
// "Make the site call inside its network"). Only public unicast addresses: loopback, private
// (10/8, 172.16/12, 192.168/16), link-local (169.254/16 with the clouds' metadata address,
// fe80::/10), unique-local (fc00::/7), carrier-grade NAT (100.64/10), unspecified, broadcast,
// multicast, reserved and documentation ranges, and IPv6 forms that carry an IPv4 address (mapped,
// 6to4, NAT64) are refused as what they carry. Loopback is allowed over http only when the operator
// set WEBHOOK_ALLOW_LOOPBACK=true. The check is made when an endpoint is saved and again on every
// connection, against every address its name resolves to, and the connection goes to the address
// checked (a name that resolves elsewhere the second time gains nothing).
import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'

export type Resolver = (host: string) => Promise<string[]>

/** Every address a name resolves to, IPv4 and IPv6. */
export const resolveAll: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)

export const GUARD_TEXTS = {
  notAddress: 'Enter a full address that starts with https://',
  https: 'The address must start with https://',
  credentials: 'The address must not hold a user name or password',
  private:
    'The address is not a public one (a private, loopback, link-local or reserved address): the site sends nothing there',
  unresolved: 'The address names no host that could be found',
}

/**
 * Why the site may not connect to `address` (an IP literal), or null when it may: a public unicast
 * address, or a loopback one when `allowLoopback`.
 */
export function addressRefusal(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return GUARD_TEXTS.private
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const parsed = ipaddr.process(address)
  const range = parsed.range()
  if (range === 'unicast') return null
  if (range === 'loopback' && allowLoopback) return null
  return GUARD_TEXTS.private
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || (ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback')

/** The hostname of a URL as an address or a name (IPv6 without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/**
 * Why an endpoint's URL is refused, or null: https (http only to a loopback host, with the
 * operator's consent), no credentials, and every address its host resolves to allowed.
 */
export async function urlRefusal(
  text: string,
  { allowLoopback, resolve = resolveAll }: { allowLoopback: boolean; resolve?: Resolver },
): Promise<string | null> {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return GUARD_TEXTS.notAddress
  }
  if (url.username || url.password) return GUARD_TEXTS.credentials
  const host = hostOf(url)
  const httpAllowed = allowLoopback && isLoopbackHost(host)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && httpAllowed))
    return GUARD_TEXTS.https
  try {
    await checkedAddress(host, { allowLoopback, resolve })
    return null
  } catch (error) {
    return error instanceof RefusedAddress ? error.message : GUARD_TEXTS.unresolved
  }
}

export class RefusedAddress extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefusedAddress'
  }
}

/**
 * The address to connect to for `host`: the host itself when it is an address, else the first its
 * name resolves to, once every one of them was checked (a name with one private address among
 * public ones is refused: which one a client picks is not ours to know). Throws RefusedAddress.
 */
export async function checkedAddress(
  host: string,
  { allowLoopback, resolve = resolveAll }: { allowLoopback: boolean; resolve?: Resolver },
): Promise<string> {
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host)
  if (addresses.length === 0) throw new RefusedAddress(GUARD_TEXTS.unresolved)
  for (const address of addresses) {
    const refusal = addressRefusal(address, allowLoopback)
    if (refusal) throw new RefusedAddress(refusal)
  }
  return ipaddr.process(addresses[0]!).toString()
}
