// Fairness under a flood (issue 29): an address that sends uncached requests as fast as it can is
// answered 429 past its render budget, while another address is still rendered and kept pages are
// still served to everybody. The budget counts renders of pages only: a page's files, Remix's route
// discovery and the signed-in admin's work never spend it, and a refused client navigation is told
// "too many requests" in the page's own words.
import { createServer, type Server } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import type { ServerBuild } from '@remix-run/node'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import { refusedData } from '#app/lib/render-budget.server.ts'
import { configureRenderBudget } from '#app/site/render-budget-scope.server.ts'
import { createAdmin, sessionCookieFor } from '#tests/support/auth.ts'
import { contentVersion, publicContentChanged } from '#app/lib/content-version.server.ts'
import { keepPublicPage, serveKeptPage, servePublicPage } from '#app/lib/page-cache.server.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'

let server: Server
let base = ''
let renders = 0
const clock = Date.now()

beforeAll(async () => {
  server = createServer(
    (req, res) =>
      // The budget's clock stands still: on a busy machine the 15 requests below took seconds to
      // arrive, and the budget refilled meanwhile (12 rendered, at load 34).
      serveKeptPage(req, res, { trustProxy: true, now: () => clock }) ||
      servePublicPage(req, res, { trustProxy: true, now: () => clock }, async () => {
        const request = createRequest(req, res)
        const version = contentVersion()
        renders++
        const nonce = 'bm9uY2Utbm9uY2Utbm9uY2U='
        const headers = new Headers({
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': contentSecurityPolicy(nonce),
        })
        const html = `<!DOCTYPE html><html><body><script nonce="${nonce}">1</script></body></html>`
        await sendResponse(
          res,
          await keepPublicPage(request, new Response(html, { headers }), version),
        )
      }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** As serve.mjs leaves it with TRUST_PROXY set: the client's address in X-Forwarded-For. */
const from = (address: string, path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { 'X-Forwarded-For': address, ...headers } })

test('past its budget a flooding address gets 429 with Retry-After; another gets 200', async () => {
  process.env.RENDER_BUDGET = '100'
  resetEnv()
  publicContentChanged()
  try {
    // A kept page first: it is answered from memory and never counts.
    expect((await from('10.0.0.9', '/services')).status).toBe(200)
    // A cookie makes each request its own render: six seconds' budget (10) at once, then 429.
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => from('10.0.0.1', '/services', { Cookie: `x=${i}` })),
    )
    const statuses = answers.map((a) => a.status)
    const refused = answers.find((a) => a.status === 429)
    // Ten at once (a slow machine may refill one more meanwhile), the rest refused.
    const rendered = statuses.filter((s) => s === 200).length
    expect(rendered).toBeGreaterThanOrEqual(10)
    expect(rendered).toBeLessThanOrEqual(11)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - rendered)
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(renders).toBe(1 + rendered)
    // Another address is rendered; the kept page still answers the flooding one.
    expect((await from('10.0.0.2', '/services', { Cookie: 'x=other' })).status).toBe(200)
    const kept = await from('10.0.0.1', '/services')
    expect([kept.status, kept.headers.get('X-Cache')]).toEqual([200, 'hit'])
    expect(renders).toBe(2 + rendered)
  } finally {
    process.env.RENDER_BUDGET = '0'
    resetEnv()
  }
})

const page = { default: () => null }
const resource = { loader: () => null }
// The site's routes as the server build lists them: pages, the catch-all, files, the admin.
const ROUTES = {
  root: { id: 'root', module: { ...page, ErrorBoundary: () => null } },
  'routes/_public': { id: 'routes/_public', parentId: 'root', module: page },
  'routes/_public.blog._index': {
    id: 'routes/_public.blog._index',
    parentId: 'routes/_public',
    path: 'blog',
    index: true,
    module: page,
  },
  'routes/_public.$': {
    id: 'routes/_public.$',
    parentId: 'routes/_public',
    path: '*',
    module: page,
  },
  'routes/uploads.$': {
    id: 'routes/uploads.$',
    parentId: 'root',
    path: 'uploads/*',
    module: resource,
  },
  'routes/icons[.]svg': {
    id: 'routes/icons[.]svg',
    parentId: 'root',
    path: 'icons.svg',
    module: resource,
  },
  'routes/admin': { id: 'routes/admin', parentId: 'root', path: 'admin', module: page },
  'routes/admin.media': {
    id: 'routes/admin.media',
    parentId: 'routes/admin',
    path: 'media',
    module: page,
  },
} as unknown as ServerBuild['routes']

/** Runs `check` with a budget of 10 renders at once and the site's scope of what counts. */
async function withBudget(check: () => Promise<void>) {
  process.env.RENDER_BUDGET = '100'
  resetEnv()
  configureRenderBudget(ROUTES)
  publicContentChanged()
  try {
    await check()
  } finally {
    process.env.RENDER_BUDGET = '0'
    resetEnv()
  }
}

/** `count` requests for `path` from one address at once, each its own render (a cookie each). */
async function statuses(address: string, path: string, count: number, cookie = '') {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      from(address, path, { Cookie: `${cookie}${cookie ? '; ' : ''}x=${i}` }),
    ),
  )
  return answers.map((a) => a.status)
}

test('files, icons and route discovery never spend the budget: sixty images load at once', async () => {
  await withBudget(async () => {
    const address = '10.0.1.1'
    // Sixty images and their WebP copies, the icon sprite and the discovery, from one address.
    for (const path of ['/uploads/media/a.png', '/uploads/media/a.w640.webp', '/icons.svg']) {
      expect(await statuses(address, path, 60)).toEqual(Array(60).fill(200))
    }
    expect(await statuses(address, '/__manifest?p=%2Fblog&version=1', 30)).toEqual(
      Array(30).fill(200),
    )
    // The pages themselves still count: their whole budget is still there, then 429.
    const pages = await statuses(address, '/blog', 15)
    expect(pages.filter((s) => s === 200).length).toBeGreaterThanOrEqual(10)
    expect(pages.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4)
  })
})

test("the signed-in admin's screens and data are never refused; a forged session cookie is", async () => {
  await withBudget(async () => {
    const admin = await createAdmin()
    const cookie = await sessionCookieFor(admin.id)
    for (const path of ['/admin/media', '/admin/media.data', '/blog']) {
      expect(await statuses('10.0.1.2', path, 40, cookie)).toEqual(Array(40).fill(200))
    }
    // The same id with another signature is nobody's session: its renders count.
    const forged = cookie.replace(/\.[^.]+$/, '.AAAA')
    const refused = await statuses('10.0.1.3', '/admin/media', 15, forged)
    expect(refused.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4)
  })
})

test("a refused client navigation gets single fetch's 429 for its routes, in the page's language", async () => {
  await withBudget(async () => {
    await statuses('10.0.1.4', '/blog', 15)
    const data = await from('10.0.1.4', '/ar/blog.data', { Cookie: 'x=data' })
    expect(data.status).toBe(429)
    expect(data.headers.get('Content-Type')).toBe('text/x-script')
    expect(Number(data.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    const decoded = await decodeData(data)
    const refusal = {
      error: {
        status: 429,
        statusText: 'Too Many Requests',
        data: 'طلبات كثيرة جدًا: يُرجى المحاولة مرة أخرى بعد قليل.',
      },
    }
    // '/ar/blog' is not among these test routes: the catch-all's chain answers for it.
    expect(decoded).toEqual({
      root: refusal,
      'routes/_public': refusal,
      'routes/_public.$': refusal,
    })
    // Routes named by the client are the ones refused; a document is refused in words.
    const named = await from('10.0.1.4', '/blog.data?_routes=routes%2F_public.blog._index', {
      Cookie: 'x=named',
    })
    expect(Object.keys((await decodeData(named)) as object)).toEqual(['routes/_public.blog._index'])
    const document = await from('10.0.1.4', '/blog', { Cookie: 'x=document' })
    expect([document.status, await document.text()]).toEqual([
      429,
      'Too many requests: please try again in a moment.',
    ])
  })
})

/**
 * A `.data` answer read as Remix's client reads it (turbo-stream's flat form: an object's keys and
 * values are indexes into the list): each route's result, its thrown answer spelt out.
 */
async function decodeData(response: Response) {
  const values = JSON.parse(await response.text()) as unknown[]
  const at = (index: unknown) => values[index as number]
  const results = Object.entries(values[0] as Record<string, number>).map(([key, value]) => {
    const result = at(value) as Record<string, number>
    const [type, data, status, statusText] = at(result._1) as [string, ...number[]]
    expect([at(1), type]).toEqual(['error', 'ErrorResponse'])
    const error = { status: at(status), statusText: at(statusText), data: at(data) }
    return [at(Number(key.slice(1))), { error }]
  })
  return Object.fromEntries(results)
}

test('refusedData is the form Remix encodes a thrown 429 in', () => {
  expect(refusedData(['root', 'routes/a'], 'No.')).toBe(
    '[{"_7":6,"_8":6},"error",["ErrorResponse",3,4,5],"No.",429,"Too Many Requests",{"_1":2},"root","routes/a"]\n',
  )
})
