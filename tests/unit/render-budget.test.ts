// Fairness under a flood (issue 29): an address that sends uncached requests as fast as it can is
// answered 429 past its render budget, while another address is still rendered and kept pages are
// still served to everybody.
import { createServer, type Server } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import {
  contentVersion,
  keepPublicPage,
  publicContentChanged,
  servePublicPage,
} from '#app/lib/page-cache.server.ts'
import { contentSecurityPolicy } from '#app/lib/headers.server.ts'

let server: Server
let base = ''
let renders = 0
const clock = Date.now()

beforeAll(async () => {
  server = createServer((req, res) =>
    // The budget's clock stands still: on a busy machine the 15 requests below took seconds to
    // arrive, and the budget refilled meanwhile (12 rendered, at load 34).
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
