// What the server writes to its log (server/serve.mjs, server/log.mjs, app/entry.server.tsx
// handleError): bots probing for other software get one short line each, not a stack trace, and no
// line carries a password, a token, a cookie or the one-time setup link. The server is a production
// one of its own (its output is what is read: own-server.ts), on a fresh folder and a port the system
// picks.
import { request as httpRequest } from 'node:http'
import { expect, test } from './fixtures.ts'
import { startServer, stopServer } from './own-server.ts'

const PASSWORD = 'log-test-password-never-logged'
const BEARER = 'bearer-token-never-logged-0123456789'
const COOKIE = 'session-cookie-never-logged-0123456789'
const PREVIEW = 'preview-token-never-logged-0123456789'
const REQUEST_LINE = /^[A-Z]+ \/\S* \d{3}( aborted)? \d+\.\dms$/

/** A raw request: fetch refuses TRACE and rewrites malformed paths. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end(body)
  })
}

test('probes get one short line each, and no line carries a secret @js', async () => {
  const server = await startServer()
  const { port } = server
  let output: string[] = []
  try {
    const setupToken = server.output.join('\n').match(/\/admin\/setup\?token=([\w-]+)/)?.[1]
    expect(setupToken, 'the first start prints a setup link').toBeTruthy()

    const statuses = {
      wpAdmin: await send(port, 'GET', '/wp-admin'),
      env: await send(port, 'GET', '/.env'),
      xmlrpc: await send(port, 'POST', '/xmlrpc.php', {}, '<methodCall/>'),
      postHome: await send(port, 'POST', '/', { 'Content-Type': 'text/plain' }, 'x'),
      propfind: await send(port, 'PROPFIND', '/'),
      trace: await send(port, 'TRACE', '/'),
      malformed: await send(port, 'GET', '/%E0%A4%A'),
      long: await send(port, 'GET', `/${'a'.repeat(5000)}`),
      setup: await send(port, 'GET', `/admin/setup?token=${setupToken}`),
      wrongSetup: await send(port, 'GET', '/admin/setup?token=guessed-token-0123456789'),
      login: await send(
        port,
        'POST',
        '/admin/login',
        {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: `http://127.0.0.1:${port}`,
          Cookie: `__session=${COOKIE}`,
        },
        new URLSearchParams({ email: 'someone@example.com', password: PASSWORD }).toString(),
      ),
      apiLogin: await send(
        port,
        'POST',
        `/api/users/login?password=${PASSWORD}`,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ email: 'someone@example.com', password: PASSWORD }),
      ),
      bearer: await send(port, 'GET', '/api/contact', { Authorization: `Bearer ${BEARER}` }),
      preview: await send(port, 'GET', `/preview/blog/${PREVIEW}`),
      previewData: await send(port, 'GET', `/preview/blog/${PREVIEW}.data`),
    }
    expect(statuses).toMatchObject({
      wpAdmin: 404,
      env: 404,
      xmlrpc: 404,
      postHome: 405,
      propfind: 405,
      trace: 501,
      malformed: 400,
      long: 404,
      setup: 200,
      login: 401,
      apiLogin: 401,
      bearer: 401,
      preview: 404,
      previewData: 404,
    })
    output = await stopServer(server)
    const served = output.slice(output.findIndex((l) => l.startsWith('Listening on')) + 1)
    const requests = served.filter((l) => !/^SIGTERM/.test(l))
    // One line a request and nothing else: no stack trace, no warning.
    expect(requests, requests.join('\n')).toHaveLength(Object.keys(statuses).length)
    for (const line of requests) expect(line).toMatch(REQUEST_LINE)
    expect(requests).toContainEqual(expect.stringMatching(/^GET \/wp-admin 404 /))
    expect(requests).toContainEqual(expect.stringMatching(/^POST \/xmlrpc\.php 404 /))
    expect(requests).toContainEqual(expect.stringMatching(/^TRACE \/ 501 /))
    expect(requests).toContainEqual(expect.stringMatching(/^GET \/admin\/setup 200 /))
    expect(requests).toContainEqual(expect.stringMatching(/^GET \/preview\/blog\/\[token\] 404 /))
    expect(requests.every((l) => l.length < 260)).toBe(true)

    const everything = output.join('\n')
    for (const secret of [PASSWORD, BEARER, COOKIE, PREVIEW, 'guessed-token']) {
      expect(everything).not.toContain(secret)
    }
    // The setup link is the operator's, printed once at the start; never in a request's line.
    expect(everything.split(setupToken!)).toHaveLength(2)
    expect(requests.join('\n')).not.toContain('token=')
  } finally {
    if (server.child.exitCode === null) await stopServer(server)
  }
})
