// The spelling an old address is kept and matched in (docs/product.md "Redirects"), and the table
// the HTTP server looks paths up in before anything is rendered (docs/scale.md). An old site's
// links come spelt every way: with or without a trailing slash, escaped or not (in upper- or
// lower-case hex), in any case, doubled slashes, dot segments; each is the same old page. The
// spelling is the address module's (app/lib/address.ts), case folded. Pure: no database, so the
// server's look-up and the tests share it.
import { canonicalPath, caseFoldedPath } from '#app/lib/address.ts'

/** The most an old address may hold: longer ones name no page an old site had. */
export const MAX_OLD_PATH = 2000

// What no old page's path holds once decoded: a control character, or a backslash (which a browser
// reads as a slash, so `/\evil.example` would be another host's address).
const NOT_A_PATH = /%(?:[01][0-9A-F]|7F|5C)/

/**
 * A path in its one spelling: no query or fragment, as app/lib/address.ts spells it (escapes
 * decoded and re-escaped in one way, Unicode NFC, dot segments resolved, single slashes, no
 * trailing slash but the root's), in lower case. Null when it is no path (no leading slash, a
 * broken escape, a control character or a backslash).
 */
export function oldPathKey(path: string): string | null {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  if (!bare.startsWith('/') || bare.includes('\\') || bare.length > MAX_OLD_PATH * 3) return null
  const key = caseFoldedPath(bare)
  return key === null || NOT_A_PATH.test(key) ? null : key
}

export type RedirectRule = {
  id: number
  /** Its oldPathKey. */
  source: string
  prefix: boolean
  target: string
  code: number
}

export type RedirectMatch = { rule: RedirectRule; location: string }

/** A target with the visitor's query and, for a prefix, the rest of the path. */
function locationFor(rule: RedirectRule, rest: string, query: string): string {
  const hash = rule.target.indexOf('#')
  const base = hash === -1 ? rule.target : rule.target.slice(0, hash)
  const fragment = hash === -1 ? '' : rule.target.slice(hash)
  const [path = '', own] = base.split('?', 2)
  const joined = rest ? `${path.replace(/\/$/, '')}${rest}` : path
  // The target's own query wins; otherwise the visitor's (?utm_source=...) goes on with them.
  const search = own !== undefined ? `?${own}` : query
  return `${joined}${search}${fragment}`
}

/**
 * The look-up over every rule: an exact path is one Map read; a prefix is tried for the path and
 * each of its parents, so its cost grows with the path's depth, never with the number of rules.
 */
export function redirectTable(rules: readonly RedirectRule[]) {
  const exact = new Map<string, RedirectRule>()
  const prefixes = new Map<string, RedirectRule>()
  for (const rule of rules) (rule.prefix ? prefixes : exact).set(rule.source, rule)
  return {
    size: rules.length,
    /** The rule an address (`/old/page?x=1`, as the request spelt it) falls under, if any. */
    match(url: string): RedirectMatch | undefined {
      if (rules.length === 0) return undefined
      const queryAt = url.indexOf('?')
      const query = queryAt === -1 ? '' : url.slice(queryAt)
      const key = oldPathKey(url)
      if (key === null) return undefined
      const found = exact.get(key)
      if (found) return { rule: found, location: locationFor(found, '', query) }
      if (prefixes.size === 0) return undefined
      // The rest keeps the visitor's own case, as an old site had it, in the one spelling of an
      // address (segment for segment the key's: only the case differs).
      const spelt = canonicalPath(url.split(/[?#]/, 1)[0]!)!.split('/')
      const depth = key === '/' ? 1 : key.split('/').length
      for (let n = depth; n >= 1; n--) {
        const parent = n === 1 ? '/' : key.split('/').slice(0, n).join('/')
        const rule = prefixes.get(parent)
        if (!rule) continue
        const rest = spelt.slice(n).join('/')
        return { rule, location: locationFor(rule, rest ? `/${rest}` : '', query) }
      }
      return undefined
    },
  }
}

export type RedirectTable = ReturnType<typeof redirectTable>
