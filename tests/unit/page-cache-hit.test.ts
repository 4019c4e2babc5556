// A kept page answered again by what decides its target (serveKeptPage, docs/scale.md "The hit
// path") is the same answer as the one the cache gave before it remembered the request: the same
// status, the same head in the same order, the same bytes (but for the form stamp of the moment),
// for every encoding, HEAD, a matching If-None-Match (304) and the kept 404 of a kind.
import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { stampFieldsHtml } from '#app/components/forms/form-stamp.tsx'
import { issueFormStamp, STAMP_PATTERN } from '#app/lib/form-stamp.server.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'
import { contentVersion, publicContentChanged } from '#app/lib/content-version.server.ts'
import {
  configurePublicAddresses,
  keepPublicPage,
  serveKeptPage,
  servePublicPage,
} from '#app/lib/page-cache.server.ts'
import { recompressed } from '#app/lib/page-bodies.server.ts'
import { routeTable } from '#app/lib/route-table.ts'

let server: Server
let port = 0
let renders = 0

/** A public page as entry.server renders it: a nonce on its scripts, its forms' stamp last. */
function page(request: Request) {
  const nonce = randomBytes(16).toString('base64')
  const missing = new URL(request.url).pathname.startsWith('/nope')
  const html =
    `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head><body>` +
    `<p>${missing ? 'Page not found' : 'A page of words. '.repeat(200)}</p><form id="c"></form>` +
    `<script nonce="${nonce}" type="module">import "/assets/x.js"</script></body></html>` +
    stampFieldsHtml(issueFormStamp())
  return new Response(html, {
    status: missing ? 404 : 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(nonce),
      'X-Frame-Options': 'DENY',
    },
  })
}

beforeAll(async () => {
  configurePublicAddresses({
    routes: routeTable({
      root: { id: 'root' },
      'routes/_public': { id: 'routes/_public', parentId: 'root' },
      'routes/_public.about': {
        id: 'routes/_public.about',
        parentId: 'routes/_public',
        path: 'about',
      },
      'routes/_public.$': { id: 'routes/_public.$', parentId: 'routes/_public', path: '*' },
    }),
  })
  publicContentChanged()
  server = createServer(
    (req, res) =>
      serveKeptPage(req, res, { trustProxy: false }) ||
      servePublicPage(req, res, { trustProxy: false }, async () => {
        const request = createRequest(req, res)
        const version = contentVersion()
        renders++
        await sendResponse(res, await keepPublicPage(request, page(request), version))
      }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  configurePublicAddresses({})
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

type Raw = { status: number; head: string[]; body: Buffer }

/** An answer as it crossed the wire: the status, the head in order (without Date), the bytes. */
function raw(method: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const head = res.rawHeaders.filter((_, i, all) => all[i - (i % 2)] !== 'Date')
        resolve({ status: res.statusCode!, head, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** The page's text with its stamp of the moment blanked, whatever the encoding. */
function text(answer: Raw) {
  const encoding = answer.head[answer.head.indexOf('Content-Encoding') + 1]
  const decoded =
    answer.body.length === 0 || !answer.head.includes('Content-Encoding')
      ? answer.body
      : encoding === 'br'
        ? brotliDecompressSync(answer.body)
        : gunzipSync(answer.body)
  return decoded.toString().replace(STAMP_PATTERN, 'STAMP')
}

const same = (answer: Raw) => ({ status: answer.status, head: answer.head, text: text(answer) })

test('a kept page, its 304 and a kept 404 are answered the same once the request is remembered', async () => {
  const cases: [string, string, Record<string, string>][] = [
    ['GET', '/about', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['GET', '/about', { 'Accept-Encoding': 'gzip' }],
    ['GET', '/about', {}],
    ['HEAD', '/about', { 'Accept-Encoding': 'br' }],
    ['GET', '/about?utm_source=x', { 'Accept-Encoding': 'br' }],
    ['GET', '/nope-here', { 'Accept-Encoding': 'br' }],
    ['GET', '/nope-there', {}],
  ]
  // Rendered and kept once each (the page, and the 404 of its kind).
  await raw('GET', '/about', {})
  await raw('GET', '/nope-first', {})
  expect(renders).toBe(2)
  // Asked again, each is compressed at the highest levels in the background: the copies it keeps.
  await raw('GET', '/about', {})
  await raw('GET', '/nope-first', {})
  await recompressed()
  const etag = (await raw('GET', '/about', {})).head.find((_, i, all) => all[i - 1] === 'ETag')!
  cases.push(['GET', '/about', { 'If-None-Match': etag }])
  for (const [method, path, headers] of cases) {
    // The first answer from memory goes the whole way (canonical address, cache key); the later
    // ones, remembered, skip it. A parameter no page reads makes the request a new one.
    const asked = `${path}${path.includes('?') ? '&' : '?'}x=${randomBytes(4).toString('hex')}`
    const first = await raw(method, asked, headers)
    const later = [await raw(method, asked, headers), await raw(method, asked, headers)]
    for (const answer of later) expect(same(answer), `${method} ${path}`).toEqual(same(first))
    expect(first.head).toContain('X-Cache')
  }
  expect(renders).toBe(2)

  // The head as the cache has always written it: the page's own headers, then its validator,
  // length, origin and encoding; the bytes as long as said.
  const br = await raw('GET', '/about', { 'Accept-Encoding': 'br' })
  const names = br.head.filter((_, i) => i % 2 === 0)
  expect(names.slice(0, 8)).toEqual([
    'cache-control',
    'content-security-policy',
    'content-type',
    'vary',
    'x-frame-options',
    'ETag',
    'Content-Length',
    'X-Cache',
  ])
  expect(names[8]).toBe('Content-Encoding')
  expect(Number(br.head[br.head.indexOf('Content-Length') + 1])).toBe(br.body.length)
  const notModified = await raw('GET', '/about', { 'If-None-Match': etag })
  expect(notModified.status).toBe(304)
  expect(notModified.head.filter((_, i) => i % 2 === 0).slice(0, 4)).toEqual([
    'ETag',
    'X-Cache',
    'cache-control',
    'vary',
  ])
  const missing = await raw('GET', '/nope-again', {})
  expect([missing.status, text(missing)]).toEqual([404, text(await raw('GET', '/nope-here', {}))])
})
