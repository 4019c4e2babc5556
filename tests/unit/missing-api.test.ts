// An /api address no route takes is answered before Remix (app/api/missing-api.server.ts) with what
// the catch-all route (app/routes/api.$.ts) answers: the same status, body and headers, CORS
// included, over real HTTP; addresses a route takes and methods the catch-all does not are left to
// the app.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { missingApiAnswers } from '#app/api/missing-api.server.ts'
import { compressAnswer } from '#app/lib/compression.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { loader as catchAll } from '#app/routes/api.$.ts'

const ROUTES = {
  root: { id: 'root' },
  'routes/api.$': { id: 'routes/api.$', parentId: 'root', path: 'api/*' },
  'routes/api.blogs': { id: 'routes/api.blogs', parentId: 'root', path: 'api/blogs' },
  'routes/api.blogs.$id': { id: 'routes/api.blogs.$id', parentId: 'root', path: 'api/blogs/:id' },
  'routes/_public': { id: 'routes/_public', parentId: 'root' },
  'routes/_public.$': { id: 'routes/_public.$', parentId: 'routes/_public', path: '*' },
}

let server: Server
let base = ''
// Which requests reached the app behind the shortcut.
const reachedApp: string[] = []

beforeAll(async () => {
  const answer = missingApiAnswers(ROUTES)
  server = createServer((req, res) => {
    if (answer(req, res)) return
    reachedApp.push(`${req.method} ${req.url}`)
    const request = createRequest(req, res)
    void Promise.resolve(catchAll({ request, params: {}, context: {} })).then((response) =>
      sendResponse(res, compressAnswer(request, response)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(() => {
  delete process.env.CORS_ORIGINS
  resetEnv()
  reachedApp.length = 0
})

/** What the catch-all route itself answers, as serve.mjs would send it. */
async function throughRoute(method: string, path: string, headers: Record<string, string>) {
  const request = new Request(base + path, { method, headers })
  return compressAnswer(request, await catchAll({ request, params: {}, context: {} }))
}

// Framing differs (a length instead of chunks; 24 bytes are sent as they are, never compressed).
const FRAMING = new Set([
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
])
const headersOf = (response: Response) =>
  [...response.headers].filter(([name]) => !FRAMING.has(name))

test('an unknown /api address is the catch-all 404, answered before the app, for each method', async () => {
  process.env.CORS_ORIGINS = 'https://app.example'
  resetEnv()
  for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE']) {
    for (const origin of [undefined, 'https://app.example', 'https://other.example']) {
      const headers: Record<string, string> = { 'Accept-Encoding': 'identity' }
      if (origin) headers.Origin = origin
      const path = '/api/nothing/here?x=1'
      const fast = await fetch(base + path, { method, headers })
      const slow = await throughRoute(method, path, headers)
      const label = `${method} ${origin ?? 'no origin'}`
      expect([label, fast.status]).toEqual([label, 404])
      expect([label, await fast.text()]).toEqual([
        label,
        method === 'HEAD' ? '' : await slow.text(),
      ])
      expect([label, headersOf(fast)]).toEqual([label, headersOf(slow)])
    }
  }
  expect(reachedApp).toEqual([])
  const json = await fetch(`${base}/api/x`).then((r) => r.json())
  expect(json).toEqual({ message: 'Not found.' })
})

test('addresses a route takes, other methods and pages are left to the app', async () => {
  for (const [method, path] of [
    ['GET', '/api/blogs'],
    ['GET', '/api/blogs/12'],
    ['OPTIONS', '/api/nothing'],
    ['PATCH', '/api/nothing'],
    ['GET', '/nothing'],
    ['GET', '/apinothing'],
  ] as const) {
    await fetch(base + path, { method }).then((r) => r.arrayBuffer())
  }
  expect(reachedApp).toEqual([
    'GET /api/blogs',
    'GET /api/blogs/12',
    'OPTIONS /api/nothing',
    'PATCH /api/nothing',
    'GET /nothing',
    'GET /apinothing',
  ])
})
