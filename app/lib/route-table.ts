// Which route of the server build an address reaches, told without React Router (whose matcher
// flattens and ranks every route on each call): enough for the page cache to know, before
// rendering, that an address falls through to a catch-all 404 route and which routes may answer a
// `?_routes=` list (docs/scale.md).

/** A route as the server build lists it (build.routes). */
export type BuildRoute = {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
}

type Compiled = {
  id: string
  chain: string[]
  pattern: RegExp
  catchAll: boolean
  fixed: number
  /** The first segment when it is fixed text (lower-cased). */
  first?: string
}

export type RouteTable = {
  /** The id of the catch-all route (`*`) an address falls to when no other route takes it. */
  catchAll(pathname: string): string | undefined
  /** The ids of the routes that may answer for an address, root first. */
  chain(pathname: string): string[]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compile(id: string, routes: Record<string, BuildRoute | undefined>): Compiled {
  const chain: string[] = []
  const segments: string[] = []
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    chain.unshift(route.id)
    if (route.path) segments.unshift(...route.path.split('/').filter(Boolean))
  }
  const catchAll = segments.at(-1) === '*'
  const fixed = segments.filter((s) => !s.startsWith(':') && s !== '*').length
  const source = segments
    .map((s) => (s === '*' ? '(?:/.*)?' : s.startsWith(':') ? '/[^/]+' : `/${escape(s)}`))
    .join('')
  const flags = routes[id]?.caseSensitive ? '' : 'i'
  const head = segments[0]
  const first = head && head !== '*' && !head.startsWith(':') ? head.toLowerCase() : undefined
  return { id, chain, pattern: new RegExp(`^${source}/*$`, flags), catchAll, fixed, first }
}

/** The path as React Router matches it: percent-decoded; undefined when it cannot be decoded. */
function decoded(pathname: string): string | undefined {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replaceAll('/', '%2F'))
      .join('/')
  } catch {
    return undefined
  }
}

export function routeTable(routes: Record<string, BuildRoute | undefined>): RouteTable {
  const all = Object.keys(routes).map((id) => compile(id, routes))
  // Routes listed by their first fixed segment, so an address is tried against a handful.
  const byFirst = new Map<string, Compiled[]>()
  const rest: Compiled[] = []
  for (const route of all) {
    if (route.first && !route.catchAll) {
      byFirst.set(route.first, [...(byFirst.get(route.first) ?? []), route])
    } else if (!route.catchAll) rest.push(route)
  }
  const candidates = (path: string) => {
    const first = path.split('/')[1]?.toLowerCase() ?? ''
    return [...(byFirst.get(first) ?? []), ...rest]
  }
  const taken = (path: string) =>
    candidates(path).filter((r) => !r.catchAll && r.pattern.test(path))
  const fallback = (path: string) =>
    all.filter((r) => r.catchAll && r.pattern.test(path)).sort((a, b) => b.fixed - a.fixed)[0]

  return {
    catchAll(pathname) {
      const path = decoded(pathname)
      if (path === undefined || taken(path).length > 0) return undefined
      return fallback(path)?.id
    },
    chain(pathname) {
      const path = decoded(pathname)
      if (path === undefined) return []
      const matched = taken(path)
      const routes = matched.length > 0 ? matched : [fallback(path)].filter((r) => r !== undefined)
      return [...new Set(routes.flatMap((r) => r.chain))]
    },
  }
}
