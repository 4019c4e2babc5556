// Remix answers every route's loader data at `<path>.data` (single fetch) and, still, at
// `?_data=<route id>`. For a resource route (a route without a page component: an uploaded file,
// the feed, an /api door) that "data" is its whole answer read into memory and encoded again: a 50
// MB video became a 124 MB answer and +683 MB of server memory (docs/scale.md). No page ever asks
// for it, so server/serve.mjs answers these requests 404 before Remix reads anything. Which routes
// are resource routes is read from the build's own route manifest, so a new one is covered the day
// it is added, with no list to keep (docs/security.md).
import { matchRoutes } from '@remix-run/react'
import type { ServerBuild } from '@remix-run/node'

type Manifest = ServerBuild['routes']
type Routes = Parameters<typeof matchRoutes>[0]

function tree(manifest: Manifest, parentId: string | undefined): Routes {
  return Object.values(manifest).flatMap((route): Routes => {
    if (!route || route.parentId !== parentId) return []
    const { id, path, caseSensitive } = route
    return route.index
      ? [{ id, path, caseSensitive, index: true as const }]
      : [{ id, path, caseSensitive, children: tree(manifest, id) }]
  })
}

/**
 * A test for request targets (`req.url`: path and query): true when the request asks for the data
 * twin of a resource route, by either spelling.
 */
export function resourceDataRequests(manifest: Manifest): (target: string) => boolean {
  const routes = tree(manifest, undefined)
  const isPage = (id: string | null | undefined) => !!id && manifest[id]?.module.default != null
  return (target) => {
    // Most requests: no query (where `_data` may hide behind percent-escapes) and no `.data`.
    if (!target.includes('?') && !target.endsWith('.data')) return false
    let url: URL
    try {
      // As the address Remix reads: a target of `//x` is a path here, not another host.
      url = new URL(`http://localhost${target}`)
    } catch {
      return false
    }
    if (url.searchParams.has('_data')) return !isPage(url.searchParams.get('_data'))
    if (!url.pathname.endsWith('.data')) return false
    const path = url.pathname.slice(0, -'.data'.length).replace(/^\/_root$/, '/')
    const leaf = matchRoutes(routes, path)?.at(-1)
    return leaf !== undefined && !isPage(leaf.route.id)
  }
}
