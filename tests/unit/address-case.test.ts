// One spelling per address, in letter case too (app/lib/page-cache-key.ts publicSpelling, docs/scale.md
// "One spelling per address"): the router matches `/ABOUT` as `/about`, so before this rule one page
// answered 200 at both, was kept under two keys, counted under two paths and rendered twice. First
// the rule for every kind of public page in both languages, then what it leaves as typed (files, a
// preview link's token, the admin, the /api, a query's values), then the rule through the page cache,
// the analytics and the render budget as server/serve.mjs chains them.
import { randomInt } from 'node:crypto'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { resetPerAddress } from '#app/analytics/per-address.server.ts'
import { flushQueue } from '#app/analytics/pageviews.server.ts'
import { analyticsPath } from '#app/analytics/pageview-report.ts'
import { countServedPage } from '#app/analytics/served.server.ts'
import { canonicalPath } from '#app/lib/address.ts'
import { contentVersion, publicContentChanged } from '#app/lib/content-version.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'
import { publicSpelling, respelt } from '#app/lib/page-cache-key.ts'
import {
  keepPublicPage,
  pageCacheSize,
  serveKeptPage,
  servePublicPage,
} from '#app/lib/page-cache.server.ts'
import { slugify } from '#app/models/slugs.server.ts'
import { loader as rootLoader } from '#app/root.tsx'

/** Where a GET of `url` is sent: the 301's Location, or null when it is answered where it is. */
const movedTo = (url: string) => {
  const spelt = respelt(url)
  return spelt?.moved ? spelt.url : null
}

describe('a public page has one letter case', () => {
  test('every kind of public page, in both languages, moves to its lower-case address', () => {
    const cases: Array<[string, string]> = [
      ['/ABOUT', '/about'],
      ['/Services', '/services'],
      ['/Consultation', '/consultation'],
      ['/Portfolio', '/portfolio'],
      ['/BLOG', '/blog'],
      ['/Blog/Night-Shoots', '/blog/night-shoots'],
      ['/Detailed-Projects/Brand-Film', '/detailed-projects/brand-film'],
      ['/detailed-services/Color-Grading', '/detailed-services/color-grading'],
      // The language prefix alone, and with every kind after it.
      ['/AR', '/ar'],
      ['/En', '/en'],
      ['/AR/ABOUT', '/ar/about'],
      ['/ar/About', '/ar/about'],
      ['/EN/Services', '/en/services'],
      ['/Ar/Blog', '/ar/blog'],
      ['/AR/Portfolio', '/ar/portfolio'],
      ['/AR/Consultation', '/ar/consultation'],
      // An Arabic slug has no case: its escapes stay in upper-case hex, the prefix folds.
      ['/AR/Blog/%D8%A7%D9%84%D8%B6%D9%88%D8%A1', '/ar/blog/%D8%A7%D9%84%D8%B6%D9%88%D8%A1'],
      ['/AR/Detailed-Services/%D8%A7', '/ar/detailed-services/%D8%A7'],
      // A letter beyond ASCII folds as slugify folds it: "Été" is "été".
      ['/blog/%C3%89t%C3%A9', '/blog/%C3%A9t%C3%A9'],
      ['/blog/%c3%89t%c3%a9', '/blog/%C3%A9t%C3%A9'],
    ]
    for (const [asked, spelt] of cases) {
      expect(movedTo(asked), asked).toBe(spelt)
      expect(publicSpelling(spelt), spelt).toBe(spelt)
      expect(movedTo(spelt), spelt).toBeNull()
    }
  })

  test('the query is kept as asked, and a trailing slash and capitals move in one answer', () => {
    const cases: Array<[string, string]> = [
      ['/About?utm_source=NewsLetter&x=Y', '/about?utm_source=NewsLetter&x=Y'],
      // A category is a name as the admin typed it: its case is the value's own.
      ['/Portfolio?category=Music%20Videos', '/portfolio?category=Music%20Videos'],
      ['/BLOG?page=2', '/blog?page=2'],
      ['/About/', '/about'],
      ['/AR/ABOUT/', '/ar/about'],
      ['/Blog/?page=2', '/blog?page=2'],
      ['/Blog//Night-Shoots/?utm_campaign=Spring', '/blog/night-shoots?utm_campaign=Spring'],
      // Then the parameters' own spelling, on the next request, as for any other address.
      ['/BLOG?page=02', '/blog?page=02'],
    ]
    for (const [asked, location] of cases) expect(movedTo(asked), asked).toBe(location)
    expect(movedTo('/blog?page=02')).toBe('/blog?page=2')
  })

  test("a page's loader data moves too; `.DATA` is no loader data and is left as asked", () => {
    expect(movedTo('/About.data')).toBe('/about.data')
    expect(movedTo('/AR/Blog.data?page=2&_routes=routes%2F_public.blog._index')).toBe(
      '/ar/blog.data?page=2&_routes=routes%2F_public.blog._index',
    )
    expect(movedTo('/_ROOT.data')).toBe('/_root.data')
    expect(movedTo('/blog/Night-Shoots.data')).toBe('/blog/night-shoots.data')
    expect(respelt('/Blog.DATA')).toBeUndefined()
    expect(respelt('/blog/x.Data')).toBeUndefined()
  })

  test('files, preview tokens, the admin, the /api, tokens in a query and no-page addresses are left as typed', () => {
    for (const path of [
      '/uploads/media/Photo-1A.JPG',
      '/uploads/blogs/Cover.webp',
      '/assets/entry.client-BqX7wZ.js',
      '/preview/blog/AbC123xYz-_Q',
      '/preview/detailed-projects/Tok3N',
      '/ar/preview/blog/AbC123',
      '/admin/Media',
      '/admin/setup?token=AbCdEf',
      '/admin/invitation?token=XyZ123',
      '/admin_/Login',
      '/api/Blogs',
      '/API/blogs',
      '/api/blogs/Paginated?pageNumber=2',
      '/api/settings?locale=AR',
      '/Search?q=Video',
      '/No-Such-Page',
      '/Favicon.ico',
      '/Sitemap.xml',
    ]) {
      expect(respelt(path), path).toBeUndefined()
      const pathname = path.split('?')[0]!
      expect(publicSpelling(pathname), path).toBe(pathname)
    }
    // Their other spellings still move to the one spelling as they always did, case kept.
    expect(movedTo('/uploads/media/./Photo.JPG')).toBe('/uploads/media/Photo.JPG')
    expect(movedTo('/preview/blog/AbC/')).toBe('/preview/blog/AbC')
    expect(movedTo('/api//Blogs')).toBe('/api/Blogs')
  })

  test('a slug is made in lower case, so its lower-case address finds every slug there is', () => {
    // slugify lower-cases every title (app/models/slugs.server.ts) and every slug written goes
    // through it (chooseSlug), so folding the slug's segment never loses an item.
    for (const title of [
      'Night Shoots',
      'ÉTÉ À PARIS',
      'İstanbul Film',
      'ΟΔΟΣ ΑΒ',
      'مرحبا Studio',
    ]) {
      const slug = slugify(title, 'post')
      const path = canonicalPath(`/blog/${slug}`)!
      expect(movedTo(path), title).toBeNull()
      expect(movedTo(`/AR/BLOG/${slug.toUpperCase()}`), title).toBe(`/ar${path}`)
    }
  })

  test('the analytics read a client navigation to another case as the page it is', () => {
    expect(analyticsPath('/ABOUT')).toBe('/about')
    expect(analyticsPath('/AR/Blog/Night-Shoots')).toBe('/ar/blog/night-shoots')
    expect(analyticsPath('/API/blogs')).toBeNull()
    expect(analyticsPath('/About.data')).toBeNull()
  })

  test('a request that reaches Remix another way is moved by the root loader', async () => {
    for (const [path, location] of [
      ['/ABOUT?x=1', '/about?x=1'],
      ['/AR/About/', '/ar/about'],
    ]) {
      const thrown = await Promise.resolve(
        rootLoader({ request: new Request(`http://localhost${path}`), params: {}, context: {} }),
      ).catch((error: unknown) => error)
      expect(thrown, path).toBeInstanceOf(Response)
      expect((thrown as Response).status, path).toBe(301)
      expect((thrown as Response).headers.get('Location'), path).toBe(location)
    }
  })
})

describe('through the page cache, the analytics and the render budget', () => {
  // What Chromium sends when a person opens a page.
  const NAVIGATION = {
    'User-Agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Sec-Fetch-Dest': 'document',
    'Sec-Fetch-Mode': 'navigate',
    'Sec-Fetch-Site': 'none',
  }
  const clock = Date.now()
  let server: Server
  let port = 0
  let renders: string[] = []
  // Each test's client, so no other test's renders were spent from its budget.
  let client = ''

  beforeAll(async () => {
    // As server/serve.mjs chains them: a pageview counted once its answer is sent, the address as
    // asked; the page cache, which renders (within the budget) what it does not keep.
    server = createServer((req, res) => {
      const url = req.url ?? '/'
      res.on('close', () => {
        if (!res.writableFinished) return
        countServedPage(req, { url, status: res.statusCode, address: client, now: clock })
      })
      if (serveKeptPage(req, res, { trustProxy: true, now: () => clock })) return
      servePublicPage(req, res, { trustProxy: true, now: () => clock }, async () => {
        const request = createRequest(req, res)
        const version = contentVersion()
        renders.push(new URL(request.url).pathname)
        const page = new Response('<!DOCTYPE html><p>page</p>', {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': contentSecurityPolicy('n'),
          },
        })
        await sendResponse(res, await keepPublicPage(request, page, version))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    // A cold cache.
    publicContentChanged()
    resetPerAddress()
    renders = []
    client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  })
  afterEach(() => {
    process.env.RENDER_BUDGET = '0'
    resetEnv()
  })

  /** A person opening the path exactly as written (fetch would tidy it and say it is no navigation). */
  const open = (path: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const headers = { ...NAVIGATION, 'X-Forwarded-For': client }
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume()
        // The pageview is counted on the answer's 'close', just after the client has it.
        res.on('end', () =>
          setTimeout(
            () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
            20,
          ),
        )
      })
        .on('error', reject)
        .end()
    })

  const countedPaths = () => {
    flushQueue()
    return getDb()
      .$client.prepare(
        `SELECT path.value AS path FROM analytics_pageviews p
         JOIN analytics_strings path ON path.id = p.path ORDER BY p.id`,
      )
      .all()
      .map((row) => (row as { path: string }).path)
  }

  test('/ABOUT, /About/, /Blog and /AR/ABOUT move to their lower case: one entry and one path a page', async () => {
    const asked: Array<[string, string]> = [
      ['/ABOUT', '/about'],
      ['/About/', '/about'],
      ['/Blog', '/blog'],
      ['/AR/ABOUT', '/ar/about'],
    ]
    for (const [path, location] of asked) {
      expect(await open(path), path).toEqual({ status: 301, location })
    }
    // Nothing rendered, kept or counted for another spelling.
    expect(renders).toEqual([])
    expect(pageCacheSize().entries).toBe(0)
    expect(countedPaths()).toEqual([])
    // The browser follows each move.
    for (const [, location] of asked) expect((await open(location)).status, location).toBe(200)
    expect(renders).toEqual(['/about', '/blog', '/ar/about'])
    expect(pageCacheSize().entries).toBe(3)
    const paths = countedPaths()
    expect(paths).toEqual(['/about', '/about', '/blog', '/ar/about'])
    expect(new Set(paths)).toEqual(new Set(['/about', '/blog', '/ar/about']))
  })

  test('a move costs no render: past the budget, every other spelling is still moved', async () => {
    // One render at once (a budget of 10 a minute), on a clock that stands still.
    process.env.RENDER_BUDGET = '10'
    resetEnv()
    for (const path of ['/ABOUT', '/About/', '/aBoUt', '/ABOUT?utm_source=x', '/About.data']) {
      expect((await open(path)).status, path).toBe(301)
    }
    // The one render is still there for the page itself, which is kept.
    expect((await open('/about')).status).toBe(200)
    expect((await open('/about')).status).toBe(200)
    expect(renders).toEqual(['/about'])
    // And spent: a page not kept is refused now, while the other spellings still move.
    expect((await open('/services')).status).toBe(429)
    expect(await open('/SERVICES')).toEqual({ status: 301, location: '/services' })
    expect(renders).toEqual(['/about'])
  })
})
