// The spelling an old address is kept and matched in (docs/product.md "Redirects"), and the table
// the HTTP server looks paths up in before anything is rendered (docs/scale.md). An old site's
// links come spelt every way: with or without a trailing slash, escaped or not, in any case,
// doubled slashes; each is the same old page. Pure: no database, so the server's look-up and the
// tests share it.

/** The most an old address may hold: longer ones name no page an old site had. */
export const MAX_OLD_PATH = 2000

/**
 * A path in its one spelling: no query or fragment, percent-escapes decoded (then re-escaped for
 * what an address cannot carry as it is), Unicode NFC, lower case, single slashes, no trailing
 * slash but the root's. Null when it is no path (no leading slash, a broken escape, a control
 * character or a backslash, which browsers read as a slash).
 */
export function oldPathKey(path: string): string | null {
  const bare = path.split(/[?#]/, 1)[0] ?? ''
  if (!bare.startsWith('/') || bare.length > MAX_OLD_PATH * 3) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(bare)
  } catch {
    return null
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null
  const key = decoded
    .normalize('NFC')
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
  return key.length > MAX_OLD_PATH ? null : key
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
      // The rest keeps the visitor's own spelling (its case, its escapes), as an old site had it.
      const raw = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(/\/{2,}/g, '/').split('/')
      const depth = key === '/' ? 1 : key.split('/').length
      for (let n = depth; n >= 1; n--) {
        const parent = n === 1 ? '/' : key.split('/').slice(0, n).join('/')
        const rule = prefixes.get(parent)
        if (!rule) continue
        const rest = raw.slice(n).join('/')
        return { rule, location: locationFor(rule, rest ? `/${rest}` : '', query) }
      }
      return undefined
    },
  }
}

export type RedirectTable = ReturnType<typeof redirectTable>
