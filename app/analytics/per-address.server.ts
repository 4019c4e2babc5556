// Pageviews counted for one client address a minute, by either door (the page as served, the
// beacon): a person reads a page in seconds, so 120 a minute (an office behind one address
// included) is generous, and a flood from one address stops there. In memory and synchronous: it
// runs on every page served, so it must cost no write and no promise, and a restart forgetting a
// minute's counts costs nothing (docs/privacy.md).
import { limitKeyFor } from '#app/lib/client-address.server.ts'

export const PER_ADDRESS_A_MINUTE = 120
const MINUTE_MS = 60_000
// Addresses remembered a minute (a few MB): a flood from more addresses than this (IPv6 gives one
// many) is not counted for the rest of the minute, rather than filling the memory.
const MAX_ADDRESSES = 50_000
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/

let minute = -1
let counts = new Map<string, number>()

// An IPv4 address is its own key; an IPv6 one counts for its /64 (limitKeyFor). A counted view asks
// twice (addressSpent, then spendPerAddress): the last answer is kept.
let lastAddress = ''
let lastKey = ''
function keyOf(address: string) {
  if (address !== lastAddress) {
    lastKey = IPV4.test(address) ? address : limitKeyFor(address)
    lastAddress = address
  }
  return lastKey
}

function usedBy(key: string, now: number) {
  const current = Math.floor(now / MINUTE_MS)
  if (current !== minute) {
    minute = current
    counts = new Map()
  }
  return counts.get(key) ?? (counts.size >= MAX_ADDRESSES ? PER_ADDRESS_A_MINUTE : 0)
}

/**
 * Whether the address has counted all it may this minute, spending nothing: asked before the
 * costlier tests of a view (its browser, its report), as a flood from one address is refused here.
 */
export function addressSpent(address: string, now: number): boolean {
  return usedBy(keyOf(address), now) >= PER_ADDRESS_A_MINUTE
}

/** Seconds until the address may count again, or 0 when this pageview may be counted. */
export function spendPerAddress(address: string, now: number): number {
  const key = keyOf(address)
  const used = usedBy(key, now)
  const current = minute
  if (used >= PER_ADDRESS_A_MINUTE)
    return Math.max(1, Math.ceil(((current + 1) * MINUTE_MS - now) / 1000))
  counts.set(key, used + 1)
  return 0
}

/** Tests start with a fresh budget. */
export function resetPerAddress() {
  minute = -1
  counts = new Map()
}
