// Which requests are a resource route's data twin (app/lib/data-twins.server.ts), decided from a
// route manifest shaped as the build's: `.data` and `?_data=` of a route with no page component,
// however spelled; a page's own data stays reachable.
import type { ServerBuild } from '@remix-run/node'
import { expect, test } from 'vitest'
import { resourceDataRequests } from '#app/lib/data-twins.server.ts'

const page = { default: () => null, loader: () => null }
const resource = { loader: () => null }
const route = (id: string, module: object, extra: object = {}) => ({
  [id]: { id, module, ...extra },
})
const manifest = {
  ...route('root', page, { path: '' }),
  ...route('routes/_public', page, { parentId: 'root' }),
  ...route('routes/_public._index', page, { parentId: 'routes/_public', index: true }),
  ...route('routes/_public.about', page, { parentId: 'routes/_public', path: 'about' }),
  ...route('routes/_public.$', page, { parentId: 'routes/_public', path: '*' }),
  ...route('routes/uploads.$', resource, { parentId: 'root', path: 'uploads/*' }),
  ...route('routes/rss[.]xml', resource, { parentId: 'root', path: 'rss.xml' }),
  ...route('routes/admin', page, { parentId: 'root', path: 'admin' }),
  ...route('routes/admin._index', resource, { parentId: 'routes/admin', index: true }),
} as unknown as ServerBuild['routes']

const isTwin = resourceDataRequests(manifest)

test('the data twins of resource routes, by either spelling', () => {
  for (const target of [
    '/uploads/hero/a.mp4.data',
    '/uploads/hero/a.mp4.data?_routes=routes%2Fuploads.%24',
    '/rss.xml.data',
    '/admin.data',
    '/uploads/hero/a.mp4?_data=routes%2Fuploads.%24',
    '/uploads/hero/a.mp4?%5Fdata=routes%2Fuploads.%24',
    '/about?_data=routes%2Frss%5B.%5Dxml',
    '/about?_data=',
    '/about?_data=nope',
  ]) {
    expect(isTwin(target), target).toBe(true)
  }
})

test("pages' data, pages themselves and files are not twins", () => {
  for (const target of [
    '/_root.data',
    '/about.data',
    '/about.data?_routes=routes%2F_public.about',
    '/anything/else.data',
    '/about?_data=routes%2F_public.about',
    '/about?_data=root',
    '/uploads/hero/a.mp4',
    '/uploads/hero/a.data.mp4',
    '/rss.xml',
    '/about?x=.data',
  ]) {
    expect(isTwin(target), target).toBe(false)
  }
})
