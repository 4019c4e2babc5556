// The public page cache in front of a stand-in renderer, over real HTTP: what it keeps, what it
// never keeps, how a write anywhere empties it, and that a kept page's policy matches its scripts.
import { randomBytes, createHash } from 'node:crypto'
import { copyFileSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { ZodError } from 'zod'
import { backupDatabase } from '#app/ops/backup.server.ts'
import { restoreDatabase } from '#app/ops/restore.server.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'
import { encodedWithout, frozenPolicy } from '#app/lib/inline-scripts.server.ts'
import {
  contentVersion,
  OTHER_WRITERS_MS,
  publicContentChanged,
} from '#app/lib/content-version.server.ts'
import {
  configurePublicAddresses,
  keepPublicPage,
  pageCacheSize,
  serveKeptPage,
  servePublicPage,
} from '#app/lib/page-cache.server.ts'
import { recompressed } from '#app/lib/page-bodies.server.ts'
import { routeTable } from '#app/lib/route-table.ts'
import { createService } from '#app/models/service.server.ts'
import { saveSettings } from '#app/models/settings.server.ts'

type Render = (request: Request) => Response | Promise<Response>

let server: Server
let base = ''
let renders = 0
let render: Render
// The server's clock, moved ahead where a test waits out an interval of the cache.
let ahead = 0

/** A page as entry.server renders it: a fresh nonce on each inline script and in the policy. */
function page(body = '<p>Hello</p>', init: ResponseInit = {}) {
  const nonce = randomBytes(16).toString('base64')
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
  const html =
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head>` +
    `<body>${body}<script nonce="${nonce}" type="module">import "/assets/x.js"</script>` +
    `<script nonce="${nonce}">window.b="</p>"</script></body></html>`
  return new Response(html, { ...init, headers })
}

beforeAll(async () => {
  server = createServer(
    (req, res) =>
      serveKeptPage(req, res, { trustProxy: false, now: () => Date.now() + ahead }) ||
      servePublicPage(req, res, { trustProxy: false, now: () => Date.now() + ahead }, async () => {
        const request = createRequest(req, res)
        const version = contentVersion()
        renders++
        const response = await render(request)
        await sendResponse(res, await keepPublicPage(request, response, version))
      }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  publicContentChanged()
  renders = 0
  render = () => page()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'Accept-Encoding': 'identity', ...headers } })

test('a public page is rendered once, then served from memory with shared-cache headers', async () => {
  const first = await get('/services')
  const second = await get('/services')
  expect(renders).toBe(1)
  expect(first.headers.get('X-Cache')).toBe('miss')
  expect(second.headers.get('X-Cache')).toBe('hit')
  expect(await second.text()).toBe(await first.text())
  expect(second.headers.get('Cache-Control')).toBe(
    'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  )
  expect(second.headers.get('Vary')).toBe('Accept-Encoding, Cookie')
})

test('a kept page carries no nonce; its policy allows exactly its own inline scripts', async () => {
  const response = await get('/about')
  const html = await response.text()
  expect(html).not.toContain('nonce=')
  const policy = response.headers.get('Content-Security-Policy')!
  expect(policy).not.toContain("'nonce-")
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  expect(scripts).toHaveLength(3)
  const allowed = [...policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1])
  expect(allowed.sort()).toEqual(
    scripts.map((s) => createHash('sha256').update(s).digest('base64')).sort(),
  )
})

test('only the scripts the renderer gave the nonce are allowed: an inline script without it gets no hash', () => {
  const nonce = randomBytes(16).toString('base64')
  const page =
    `<html><head><script nonce="${nonce}">window.a="a > b"</script>` +
    `<script nonce="${nonce}" src="/assets/x.js"></script></head><body>` +
    `<p title="x &lt; y">x</p><script>window.injected=1</script>` +
    `<script type="module" nonce="${nonce}">import "/assets/y.js"</script></body></html>`
  const frozen = frozenPolicy(page, contentSecurityPolicy(nonce))!
  expect(encodedWithout(page, frozen.cut).toString()).not.toContain('nonce=')
  const allowed = [...frozen.policy.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort()
  const hash = (text: string) => createHash('sha256').update(text).digest('base64')
  expect(allowed).toEqual([hash('window.a="a > b"'), hash('import "/assets/y.js"')].sort())
})

test('brotli and gzip answers decode to the same bytes; a matching If-None-Match is a 304', async () => {
  const plain = await (await get('/')).text()
  const br = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br' } })
  expect(br.headers.get('Content-Encoding')).toBe('br')
  const gz = await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gz.headers.get('Content-Encoding')).toBe('gzip')
  // fetch decodes both; the raw bytes are checked below through node:zlib as well.
  expect(await br.text()).toBe(plain)
  expect(await gz.text()).toBe(plain)
  const raw = await rawGet('/', 'br')
  expect(brotliDecompressSync(raw).toString()).toBe(plain)
  expect(gunzipSync(await rawGet('/', 'gzip')).toString()).toBe(plain)

  const etag = br.headers.get('ETag')!
  const again = await get('/', { 'If-None-Match': etag })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
  expect(renders).toBe(1)
})

test('a fill compresses fast; a page asked again gets the smallest copies, the same bytes', async () => {
  render = () => page(`<p>${'A page of words, some repeated. '.repeat(400)}</p>`)
  const plain = await (await get('/services')).text()
  const fast = await rawGet('/services', 'br')
  await recompressed()
  const best = await rawGet('/services', 'br')
  const gzip = await rawGet('/services', 'gzip')
  expect(best.length).toBeLessThan(fast.length)
  expect(brotliDecompressSync(fast).toString()).toBe(plain)
  expect(brotliDecompressSync(best).toString()).toBe(plain)
  expect(gunzipSync(gzip).toString()).toBe(plain)
  expect(renders).toBe(1)
})

test('random query strings find the same entry and do not grow the cache', async () => {
  await get('/blog?page=2')
  const size = pageCacheSize()
  for (let i = 0; i < 50; i++) await get(`/blog?page=2&x=${i}&utm_source=${i}`)
  // The entry asked again is recompressed smaller (page-bodies.server.ts), never larger.
  expect(pageCacheSize().entries).toBe(size.entries)
  expect(pageCacheSize().bytes).toBeLessThanOrEqual(size.bytes)
  expect(renders).toBe(1)
  // The parameter a page reads makes its own entry.
  await get('/blog?page=3')
  expect(renders).toBe(2)
})

test('a parameter a page reads has one spelling: the others move there for good (301)', async () => {
  const moved = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { redirect: 'manual', headers })
    return [path, response.status, response.headers.get('Location')]
  }
  expect(await moved('/blog?page=1')).toEqual(['/blog?page=1', 301, '/blog'])
  expect(await moved('/blog?page=02')).toEqual(['/blog?page=02', 301, '/blog?page=2'])
  expect(await moved('/blog?page=0001')).toEqual(['/blog?page=0001', 301, '/blog'])
  expect(await moved('/blog?page=2&page=3')).toEqual(['/blog?page=2&page=3', 301, '/blog?page=2'])
  // Parameters no page reads stay in the address (a campaign's ?utm_source=...).
  expect(await moved('/blog?utm_source=x&page=1')).toEqual([
    '/blog?utm_source=x&page=1',
    301,
    '/blog?utm_source=x',
  ])
  expect(await moved('/about?consultation=yes')).toEqual(['/about?consultation=yes', 301, '/about'])
  // Whoever asks: a signed-in visitor's page is not kept, but its address is the same.
  expect(await moved('/blog?page=02', { Cookie: '__session=abc' })).toEqual([
    '/blog?page=02',
    301,
    '/blog?page=2',
  ])
  expect(renders).toBe(0)
  expect(pageCacheSize().entries).toBe(0)
  // The canonical spellings are answered as they are.
  for (const path of ['/blog', '/blog?page=2', '/about?consultation=open', '/?consultation=sent']) {
    expect((await fetch(base + path, { redirect: 'manual' })).status).toBe(200)
  }
})

test('loader data and the /api answer other spellings in place, from the same entry', async () => {
  await get('/blog.data?page=2&_routes=routes%2F_public.blog._index')
  await get('/blog.data?page=02&_routes=routes%2F_public.blog._index')
  await get('/api/blogs/paginated?pageNumber=2')
  const size = pageCacheSize()
  expect(renders).toBe(2)
  // docs/api.md: a missing or invalid pageNumber is page 1; every spelling of 2 is page 2.
  for (const query of ['pageNumber=02', 'pageNumber=%202', 'pageNumber=2&pageNumber=5']) {
    const response = await get(`/api/blogs/paginated?${query}`)
    expect([query, response.status, response.headers.get('X-Cache')]).toEqual([query, 200, 'hit'])
  }
  await get('/api/blogs/paginated')
  for (const query of ['pageNumber=abc', 'pageNumber=0', 'pageNumber=1', 'pageNumber=']) {
    expect((await get(`/api/blogs/paginated?${query}`)).headers.get('X-Cache')).toBe('hit')
  }
  expect(renders).toBe(3)
  expect(pageCacheSize().entries).toBe(size.entries + 1)
})

test('an /api read is kept per ?locale, passed on as asked; a refused locale is not kept', async () => {
  const seen: string[] = []
  render = (request) => {
    const url = new URL(request.url)
    seen.push(url.pathname + url.search)
    const locale = url.searchParams.get('locale')
    return locale === null || locale === 'ar' || locale === 'en'
      ? Response.json({ locale })
      : Response.json({ message: 'The locale must be "en" or "ar".' }, { status: 400 })
  }
  for (const query of ['', '?locale=ar', '?locale=ar&utm_source=x', '?locale=en', '']) {
    expect((await get(`/api/services${query}`)).status).toBe(200)
  }
  expect(await (await get('/api/blogs/paginated?locale=ar')).json()).toEqual({ locale: 'ar' })
  expect(seen).toEqual([
    '/api/services',
    '/api/services?locale=ar',
    '/api/services?locale=en',
    '/api/blogs/paginated?locale=ar',
  ])
  const size = pageCacheSize().entries
  expect((await get('/api/services?locale=fr')).status).toBe(400)
  expect((await get('/api/services?locale=fr')).status).toBe(400)
  expect(pageCacheSize().entries).toBe(size)
  // The counts read no language: one kept answer.
  await get('/api/blogs/count?locale=ar')
  await get('/api/blogs/count')
  expect(seen.slice(-3)).toEqual([
    '/api/services?locale=fr',
    '/api/services?locale=fr',
    '/api/blogs/count',
  ])
})

/** The site's routes as the server build lists them, the public catch-all among them. */
const ROUTES = routeTable({
  root: { id: 'root' },
  'routes/_public': { id: 'routes/_public', parentId: 'root' },
  'routes/_public._index': { id: 'routes/_public._index', parentId: 'routes/_public', index: true },
  'routes/_public.about': { id: 'routes/_public.about', parentId: 'routes/_public', path: 'about' },
  'routes/_public.blog._index': {
    id: 'routes/_public.blog._index',
    parentId: 'routes/_public',
    path: 'blog',
    index: true,
  },
  'routes/_public.blog.$id': {
    id: 'routes/_public.blog.$id',
    parentId: 'routes/_public',
    path: 'blog/:id',
  },
  'routes/_public.$': { id: 'routes/_public.$', parentId: 'routes/_public', path: '*' },
  'routes/admin': { id: 'routes/admin', parentId: 'root', path: 'admin' },
  'routes/admin.$': { id: 'routes/admin.$', parentId: 'routes/admin', path: '*' },
})

/** A 404 page as the site renders it: the same whatever the address (use-page-address.ts). */
const notFoundPage = () => page('<p>Page not found</p>', { status: 404 })

function withAddresses(test: () => Promise<void>) {
  return async () => {
    configurePublicAddresses({
      routes: ROUTES,
      blogPages: () => 3,
      exists: (path) => path === '/blog/hello',
    })
    try {
      await test()
    } finally {
      configurePublicAddresses({})
    }
  }
}

test(
  'a 404 for two random addresses is rendered once, then kept for every address of its kind',
  withAddresses(async () => {
    render = notFoundPage
    const first = await get(`/nope-${randomBytes(4).toString('hex')}`)
    const second = await get(`/nope-${randomBytes(4).toString('hex')}/deeper?x=1`)
    expect([first.status, second.status]).toEqual([404, 404])
    expect(second.headers.get('X-Cache')).toBe('hit')
    expect(await second.text()).toBe(await first.text())
    // A shared cache may keep it no longer than a page: 30 s, and 30 s more while it asks again.
    expect(second.headers.get('Cache-Control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
    )
    expect(renders).toBe(1)
    // Its loader data, and a missing post, are a kind each: one render more for each, then none.
    for (const path of ['/nope-a.data', '/nope-b.data', '/blog/nope-a', '/blog/nope-b']) {
      expect([path, (await get(path)).status]).toEqual([path, 404])
    }
    expect(renders).toBe(3)
    // An address the routes know is asked of the app as before; so is the admin's catch-all.
    render = () => page()
    expect((await get('/blog/hello')).status).toBe(200)
    expect((await get('/admin/nope')).status).toBe(200)
    expect(renders).toBe(5)
  }),
)

test(
  "Remix's route discovery (/__manifest) is never the kept 404, with or without the theme cookie",
  withAddresses(async () => {
    // A kept 404 answered every later /__manifest, and each client navigation after it failed
    // ("Failed to fetch manifest patches").
    render = (request) =>
      new URL(request.url).pathname === '/__manifest'
        ? Response.json({ patches: {} })
        : notFoundPage()
    for (const cookie of ['', 'theme=dark']) {
      expect((await get('/nope-1', { Cookie: cookie })).status).toBe(404)
      expect((await get('/nope-2', { Cookie: cookie })).headers.get('X-Cache')).toBe('hit')
      const manifest = await get('/__manifest?p=%2Fblog&version=1', { Cookie: cookie })
      expect([cookie, manifest.status, await manifest.json()]).toEqual([
        cookie,
        200,
        { patches: {} },
      ])
    }
  }),
)

test(
  "?page=abc, ?page=0 and ?page=99999 are the blog's 404; random values add no entries",
  withAddresses(async () => {
    render = (request) =>
      /page=(?:[1-3])?$|\/blog$/.test(new URL(request.url).pathname + new URL(request.url).search)
        ? page()
        : page('<p>Page not found.</p>', { status: 404 })
    for (const query of ['?page=abc', '?page=0', '?page=99999', '?page=4']) {
      const response = await get(`/blog${query}`)
      expect([query, response.status]).toEqual([query, 404])
    }
    expect(renders).toBe(1)
    const size = pageCacheSize()
    for (let i = 0; i < 2; i++) {
      const random = randomBytes(6).toString('base64url')
      expect((await get(`/blog?page=${random}`)).status).toBe(404)
      expect((await get(`/blog?page=${1000 + i}`)).status).toBe(404)
    }
    expect(pageCacheSize().entries).toBe(size.entries)
    expect(renders).toBe(1)
  }),
)

test('never kept: a session or other cookie, a token, an Origin, a Set-Cookie, an error, a post', async () => {
  for (const headers of <Record<string, string>[]>[
    { Cookie: '__session=abc' },
    { Cookie: 'theme=dark; __flash=xyz' },
    { Authorization: 'Bearer abc' },
    { Origin: 'https://example.com' },
  ]) {
    const response = await get('/services', headers)
    expect(response.headers.get('X-Cache')).toBeNull()
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await response.text()).toContain('nonce=')
  }
  expect(renders).toBe(4)
  expect(pageCacheSize().entries).toBe(0)

  render = () => page('<p>Sent</p>', { headers: { 'Set-Cookie': '__flash=; Max-Age=0' } })
  await get('/')
  await get('/')
  expect(renders).toBe(6)
  render = () => page('<p>Not found</p>', { status: 404 })
  await get('/blog/999')
  await get('/blog/999')
  expect(renders).toBe(8)
  render = () => page()
  await fetch(`${base}/`, { method: 'POST', body: 'a=1' })
  expect(pageCacheSize().entries).toBe(0)
  // Admin pages and files never go through it at all.
  await get('/admin/services')
  await get('/uploads/a.png')
  expect(pageCacheSize().entries).toBe(0)
})

test('the theme cookie has its own entry; the protocol from a proxy does not leak across', async () => {
  render = (request) => page(`<p>${request.headers.get('Cookie') ?? 'no theme'}</p>`)
  const light = await (await get('/', { Cookie: 'theme=light' })).text()
  const dark = await (await get('/', { Cookie: 'theme=dark' })).text()
  expect(light).toContain('theme=light')
  expect(dark).toContain('theme=dark')
  expect(await (await get('/', { Cookie: 'theme=dark' })).text()).toBe(dark)
  expect(renders).toBe(2)
})

test('a content write from a model empties the cache; the next read renders again', async () => {
  await get('/services')
  await get('/api/services')
  expect(renders).toBe(2)
  createService({ title: 'New', description: 'Fresh', icon: 'Code' })
  expect(pageCacheSize().entries).toBe(0)
  await get('/services')
  expect(renders).toBe(3)
  saveSettings({ contactEmail: 'a@example.com', contactPhone: '555 0100', socialMedia: [] })
  await get('/services')
  expect(renders).toBe(4)
})

test('a restore empties the cache', async () => {
  await get('/')
  const copy = join(process.env.TEST_TMP_DIR!, `restore-${Date.now()}.db`)
  await backupDatabase(copy)
  const source = `${copy}.src`
  copyFileSync(copy, source)
  await restoreDatabase(source)
  expect(pageCacheSize().entries).toBe(0)
  await get('/')
  expect(renders).toBe(2)
})

test('a page rendered while content changed is not kept', async () => {
  render = async () => {
    createService({ title: 'Meanwhile', description: 'Saved during the render', icon: 'Code' })
    return page()
  }
  await get('/services')
  render = () => page()
  await get('/services')
  expect(renders).toBe(2)
})

test('concurrent requests for a missing page wait for one render', async () => {
  render = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
    return page()
  }
  const answers = await Promise.all(Array.from({ length: 10 }, () => get('/portfolio')))
  expect(answers.every((a) => a.status === 200)).toBe(true)
  expect(renders).toBe(1)
})

/** The body exactly as sent, without fetch's decoding. */
async function rawGet(path: string, encoding: string): Promise<Buffer> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve(Buffer.concat(chunks)))
    })
      .on('error', reject)
      .end()
  })
}

// The calls that tell the page cache of a write: the write path's (or a publishable kind's writes
// through it, app/models/slug-kind.server.ts), or the cache's own notice.
const WRITE_PATHS =
  /\b(?:createContent|updateContent|saveSingleton|deleteContent|translateContent|publicContentChanged|createItem|updateItem|deleteItem)\(/

// Models whose rows no public page or public /api read shows (the media library is the admin's
// catalogue of files: a page shows the alt text its own item keeps).
// Redirects are answered before the cache is read (app/site/redirect-answer.server.ts) and webhooks
// are no page: neither changes what the cache keeps. Nor do the team and its invitations.
const PRIVATE_MODELS =
  /\/(?:contact-message|consultation|leads|lead-work|media-library|user|invitation|team|redirect|webhook)\.server\.ts$/

// The saves that take more than an id and an input: an item that does not exist.
const ARGUMENTS: Record<string, unknown[]> = {
  saveTranslation: ['blog', 999_999, 'ar', {}],
  // Adds a category and its other name (app/models/category-named.server.ts): a real write, which
  // must empty the cache as the one it is made of does.
  createNamedCategory: [{ name: 'Cache check', otherName: 'فحص الذاكرة' }, 'ar'],
}

test('every write a content model exports empties the cache, whichever door calls it', async () => {
  const models = import.meta.glob<Record<string, unknown>>('../../app/models/*.server.ts')
  const checked: string[] = []
  for (const [path, load] of Object.entries(models)) {
    if (PRIVATE_MODELS.test(path)) continue
    for (const [name, value] of Object.entries(await load())) {
      if (typeof value !== 'function' || !/^(?:create|update|delete|save|set)[A-Z]/.test(name)) {
        continue
      }
      const before = contentVersion()
      let refused = false
      try {
        // A save that answers its refusal ({ ok: false }: no such item) instead of throwing it.
        const answer = (await value(...(ARGUMENTS[name] ?? [999_999, {}]))) as
          { ok?: unknown } | undefined
        refused = answer?.ok === false
      } catch (error) {
        refused = error instanceof ZodError
      }
      if (refused) {
        // Refused before it wrote anything (the input is parsed before the one write path of
        // app/models/content-write.server.ts, which tells the cache first): nothing changed, so
        // nothing needs emptying, but the function must still write through a path that does.
        const source = readFileSync(new URL(path, import.meta.url), 'utf8')
        expect(source, `${name} in ${path}`).toMatch(WRITE_PATHS)
      } else {
        expect(contentVersion(), `${name} in ${path}`).toBeGreaterThan(before)
      }
      checked.push(name)
    }
  }
  expect(checked).toEqual(expect.arrayContaining(['createBlogPost', 'saveAbout', 'setHeroVideo']))
  expect(checked.length).toBeGreaterThanOrEqual(23)
})

test('a write by another connection (the command line, a script) empties the cache within a quarter of a second', async () => {
  await get('/services')
  await get('/services')
  expect(renders).toBe(1)
  const Database = (await import('better-sqlite3')).default
  const other = new Database(process.env.DATABASE_PATH!)
  other.prepare("INSERT INTO categories (name, created_at) VALUES ('Made elsewhere', 0)").run()
  other.close()
  ahead += OTHER_WRITERS_MS
  await get('/services')
  expect(renders).toBe(2)
  // A page about to be rendered looks at once, and what it saw empties the cache for the others.
  const again = new Database(process.env.DATABASE_PATH!)
  again.prepare("INSERT INTO categories (name, created_at) VALUES ('Made elsewhere too', 0)").run()
  again.close()
  await get('/about')
  expect(renders).toBe(3)
  await get('/services')
  expect(renders).toBe(4)
})
