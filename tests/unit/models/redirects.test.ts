// Redirects (docs/product.md "Redirects"): the rules every door shares, the CSV in WordPress
// Redirection's shape both ways, the answer the HTTP server gives before the page cache, and hits
// counted in memory and written in batches. Real SQLite, the real routes.
import { beforeEach, describe, expect, test } from 'vitest'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { exportRedirects, importRowsFrom } from '#app/admin/redirects-csv.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { configureLiveAddresses } from '#app/lib/live-address.server.ts'
import { routeTable } from '#app/lib/route-table.ts'
import { ConflictError } from '#app/models/errors.ts'
import {
  countRedirectHit,
  createRedirect,
  getRedirect,
  importRedirects,
  listRedirects,
  TEXTS,
  type RedirectInput,
} from '#app/models/redirect.server.ts'
import { answerRedirect } from '#app/site/redirect-answer.server.ts'
import * as screen from '#app/routes/admin.settings_.redirects.tsx'
import * as exportRoute from '#app/routes/admin.settings_.redirects_.export[.]csv.ts'
import { createAdmin, formRequest, getRequest, sessionCookieFor } from '#tests/support/auth.ts'

// The build's routes as far as these tests need them: the public pages, a detail page, the 404.
const ROUTES = routeTable({
  root: { id: 'root', path: '' },
  'routes/_public': { id: 'routes/_public', parentId: 'root' },
  'routes/_public._index': { id: 'routes/_public._index', parentId: 'routes/_public', index: true },
  'routes/_public.about': { id: 'routes/_public.about', parentId: 'routes/_public', path: 'about' },
  'routes/_public.blog.$id': {
    id: 'routes/_public.blog.$id',
    parentId: 'routes/_public',
    path: 'blog/:id',
  },
  'routes/_public.$': { id: 'routes/_public.$', parentId: 'routes/_public', path: '*' },
  'routes/rss[.]xml': { id: 'routes/rss[.]xml', parentId: 'root', path: 'rss.xml' },
})
const POSTS = new Set(['/blog/a-live-post'])

beforeEach(() => {
  // As the site's finder: a detail page exists when its item does; the other pages always.
  configureLiveAddresses({
    routes: ROUTES,
    exists: (page) => !page.startsWith('/blog/') || POSTS.has(page),
  })
})

function refusal(input: RedirectInput) {
  try {
    createRedirect(input)
  } catch (error) {
    if (error instanceof ConflictError) return { field: error.field, message: error.message }
    throw error
  }
  return undefined
}

describe('the rules', () => {
  test('an old path to a path here or a full URL, 301 or 302, kept in its one spelling', () => {
    const row = createRedirect({ source: '/Old-Page/', target: '/services', code: 302 })
    expect(row).toMatchObject({
      source: '/old-page',
      target: '/services',
      code: 302,
      prefix: false,
    })
    const away = createRedirect({ source: '/elsewhere', target: 'https://example.com/x y' })
    expect(away).toMatchObject({ target: 'https://example.com/x%20y', code: 301 })
  })

  test('a redirect never hides a page of the site', () => {
    for (const source of ['/', '/about', '/blog/a-live-post', '/admin/x', '/api/blogs', '/rss.xml'])
      expect(refusal({ source, target: '/services' })).toEqual({
        field: 'source',
        message: TEXTS.live,
      })
    // A post that does not exist is an old address like any other.
    expect(refusal({ source: '/blog/gone-post', target: '/blog' })).toBeUndefined()
  })

  test('loops and chains are refused, in either order', () => {
    expect(refusal({ source: '/a', target: '/a/' })).toEqual({
      field: 'target',
      message: TEXTS.loop,
    })
    expect(refusal({ source: '/old', match: 'prefix', target: '/old/new' })).toEqual({
      field: 'target',
      message: TEXTS.loop,
    })
    createRedirect({ source: '/b', target: '/services' })
    expect(refusal({ source: '/c', target: '/B' })).toEqual({
      field: 'target',
      message: TEXTS.chain('/services'),
    })
    createRedirect({ source: '/d', target: '/e' })
    expect(refusal({ source: '/e', target: '/services' })).toEqual({
      field: 'source',
      message: TEXTS.pointedAt('/d'),
    })
    expect(refusal({ source: '/b', target: '/about' })).toEqual({
      field: 'source',
      message: TEXTS.taken,
    })
  })

  test('a target that could leave the site by a trick, or is no web address, is refused', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://u:p@x.example',
    ])
      expect(refusal({ source: '/x', target })?.field).toBe('target')
  })
})

describe('the CSV', () => {
  test("Redirection's export comes in: plain rows, a prefix as its regular expression, others refused", () => {
    const csv = [
      'source,target,regex,code,type,hits,title,status',
      '/old-about,/about,0,301,url,12,"About, old",active',
      '"^/shop/(.*)",/services/$1,1,302,url,0,,active',
      '"^/(\\d+)/(.*)$",/blog/$2,1,301,url,0,,active',
      '/gone,,0,410,error,0,,active',
      '/off,/about,0,301,url,0,,disabled',
      '/about,/services,0,301,url,0,,active',
    ].join('\r\n')
    const { rows, refused } = importRowsFrom(csv)
    const result = importRedirects(rows)
    expect(result.added).toBe(2)
    expect([...refused, ...result.refused].map((r) => r.line).sort()).toEqual([4, 5, 6, 7])
    expect(listRedirects().map((r) => [r.source, r.prefix, r.target, r.code])).toEqual([
      ['/old-about', false, '/about', 301],
      ['/shop', true, '/services', 302],
    ])
  })

  test('the export is read back as it was written', async () => {
    createRedirect({ source: '/old.html', target: '/about' })
    createRedirect({ source: '/shop', match: 'prefix', target: '/services', code: 302 })
    const text = await exportRedirects().text()
    expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'source,target,regex,code,type,hits,title,status',
    )
    const { rows, refused } = importRowsFrom(text)
    expect(refused).toEqual([])
    expect(rows.map((r) => [r.source, r.prefix, r.target, r.code])).toEqual([
      ['/old.html', false, '/about', '301'],
      ['/shop', true, '/services', '302'],
    ])
  })
})

function visit(url: string, method = 'GET') {
  const req = new IncomingMessage(new Socket())
  req.url = url
  req.method = method
  const res = new ServerResponse(req)
  let location: unknown
  const writeHead = res.writeHead.bind(res)
  res.writeHead = ((status: number, headers: Record<string, string>) => {
    location = headers.Location
    return writeHead(status, headers)
  }) as typeof res.writeHead
  const answered = answerRedirect(req, res)
  return { answered, status: res.statusCode, location }
}

describe('the answer before rendering', () => {
  test('an old address answers its redirect with the rest of its path; a page is never hidden', () => {
    createRedirect({ source: '/shop', match: 'prefix', target: '/services', code: 302 })
    createRedirect({ source: '/blog/renamed', target: '/blog' })
    expect(visit('/shop/hats?x=1')).toEqual({
      answered: true,
      status: 302,
      location: '/services/hats?x=1',
    })
    expect(visit('/shop', 'POST').answered).toBe(false)
    expect(visit('/about').answered).toBe(false)
    // The address became a post's after its redirect was saved: the post is served.
    POSTS.add('/blog/renamed')
    expect(visit('/blog/renamed').answered).toBe(false)
    POSTS.delete('/blog/renamed')
  })

  test('a rule kept in the spelling before the address module, decoded, still answers', () => {
    getDb()
      .$client.prepare(
        "INSERT INTO redirects (source, prefix, target, code, created_at) VALUES ('/أخبار قديمة', 0, '/blog', 301, 0)",
      )
      .run()
    expect(visit('/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1%20%D9%82%D8%AF%D9%8A%D9%85%D8%A9')).toEqual({
      answered: true,
      status: 301,
      location: '/blog',
    })
  })

  test('visits are counted in memory and written in one batch', () => {
    const row = createRedirect({ source: '/counted', target: '/services' })
    countRedirectHit(row.id, Date.parse('2026-11-01T10:00:00Z'))
    countRedirectHit(row.id, Date.parse('2026-11-01T11:00:00Z'))
    expect(getRedirect(row.id)?.hits).toBe(0)
    // The screen writes what is pending before it lists them.
    expect(listRedirects()[0]).toMatchObject({
      hits: 2,
      lastHitAt: new Date('2026-11-01T11:00:00Z'),
    })
  })
})

describe('the screen, without JavaScript', () => {
  let cookie = ''
  beforeEach(async () => {
    cookie = await sessionCookieFor((await createAdmin()).id)
  })
  type Args = Parameters<typeof screen.action>[0]
  const args = (request: Request) => ({ request, params: {}, context: {} }) as Args

  test('adds with a redirect back to the list, and refuses beside the field with 400', async () => {
    const fields = { intent: screen.ADD_INTENT, match: 'exact', code: '301' }
    const done = (await screen.action(
      args(
        formRequest(
          '/admin/settings/redirects',
          { ...fields, source: '/old', target: '/about' },
          { cookie },
        ),
      ),
    )) as Response
    expect(done.status).toBe(302)
    const refused = (await screen.action(
      args(
        formRequest(
          '/admin/settings/redirects',
          { ...fields, source: '/about', target: '/old' },
          { cookie },
        ),
      ),
    )) as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error.source).toEqual([TEXTS.live])
  })

  test('the export is for the admin only', async () => {
    const ok = await exportRoute.loader({
      request: getRequest('/admin/settings/redirects/export.csv', cookie),
      params: {},
      context: {},
    })
    expect(ok.headers.get('Content-Type')).toMatch(/^text\/csv/)
    await expect(
      exportRoute.loader({
        request: getRequest('/admin/settings/redirects/export.csv'),
        params: {},
        context: {},
      }),
    ).rejects.toMatchObject({ status: 302 })
  })
})
