// The router is patched (patches/@remix-run+router, docs/decisions/030) to keep each path's matches:
// every caller must still get matches of its own, equal to a fresh match.
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router'
import { describe, expect, test } from 'vitest'

const routes: AgnosticRouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'post', path: 'blog/:slug' },
      { id: 'lang-post', path: ':lang/blog/:slug' },
      { id: 'splat', path: '*' },
    ],
  },
]

describe('matchRoutes, kept per path', () => {
  test('a second match of a path is equal to the first, and its own copy', () => {
    const first = matchRoutes(routes, '/blog/hello')!
    const second = matchRoutes(routes, '/blog/hello')!
    expect(second.map((m) => m.route.id)).toEqual(['root', 'post'])
    expect(second).toEqual(first)
    expect(second).not.toBe(first)
    expect(second[1]).not.toBe(first[1])
    // A caller that changes its params changes nobody else's.
    Object.assign(first[1]!.params, { slug: 'changed' })
    expect(matchRoutes(routes, '/blog/hello')![1]!.params.slug).toBe('hello')
  })

  test("a branch's matches share one params object, as the router made them", () => {
    const matches = matchRoutes(routes, '/ar/blog/salam')!
    expect(matches[0]!.params).toBe(matches[1]!.params)
    expect(matches[1]!.params).toEqual({ lang: 'ar', slug: 'salam' })
  })

  test('paths are told apart, a miss stays a miss, and past 1,000 paths each still matches', () => {
    expect(matchRoutes(routes, '/')!.map((m) => m.route.id)).toEqual(['root', 'home'])
    expect(matchRoutes([{ id: 'only', path: '/only' }], '/other')).toBeNull()
    expect(matchRoutes([{ id: 'only', path: '/only' }], '/other')).toBeNull()
    for (let i = 0; i < 1_200; i++) {
      const slug = `post-${i}`
      expect(matchRoutes(routes, `/blog/${slug}`)![1]!.params.slug).toBe(slug)
    }
    expect(matchRoutes(routes, '/nope/x/y')!.at(-1)!.route.id).toBe('splat')
  })

  test('the same path under two route trees matches each tree', () => {
    const other: AgnosticRouteObject[] = [{ id: 'other-post', path: '/blog/:slug' }]
    expect(matchRoutes(routes, '/blog/a')![1]!.route.id).toBe('post')
    expect(matchRoutes(other, '/blog/a')![0]!.route.id).toBe('other-post')
  })
})
