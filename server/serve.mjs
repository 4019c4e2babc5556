// The production HTTP server, shared by `npm start` and the single binary: static files from the
// client build, everything else through Remix. One log line per request; a clean stop on SIGTERM.
import { createServer } from 'node:http'
import { createRequestHandler } from '@remix-run/node'
import { createRequestListener } from '@remix-run/node-fetch-server'
import sirv from 'sirv'

const STOP_GRACE_MS = 1500
// The promise to operators is a stop within 2 s; this is the backstop if closing ever stalls.
const STOP_DEADLINE_MS = 1900

/**
 * @param {import('@remix-run/node').ServerBuild & { entry: { module: any } }} build
 * @param {{ clientDir: string, log?: (line: string) => void }} options
 */
export async function serve(build, { clientDir, log = console.log }) {
  const { boot, getEnv, closeDb } = build.entry.module
  await boot({ log })
  const env = getEnv()

  const handleRemix = createRequestHandler(build, 'production')
  const listener = createRequestListener(
    (request, client) => handleRemix(request, { clientAddress: client.address }),
    { trustProxy: env.TRUST_PROXY },
  )
  const statics = sirv(clientDir, {
    etag: true,
    gzip: false,
    setHeaders(res, pathname) {
      // Hashed build assets never change under the same name; everything else may.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      )
      res.setHeader('X-Content-Type-Options', 'nosniff')
      // sirv's type table has no .ico, and with nosniff an untyped favicon is not shown.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon')
    },
  })

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint()
    // With TRUST_PROXY the listener would take the client's address from a `Forwarded` header
    // before `X-Forwarded-For`, but Caddy rewrites only the latter and passes a visitor's own
    // `Forwarded` through: a forged one would buy a fresh rate-limit budget per request.
    delete req.headers.forwarded
    // 'close' also fires for requests the client gave up on, which 'finish' would never log. The
    // path only: query strings can carry secrets (the one-time /admin/setup?token=...).
    res.on('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const path = (req.url ?? '/').split('?')[0]
      const status = res.writableFinished ? res.statusCode : `${res.statusCode} aborted`
      log(`${req.method} ${path} ${status} ${ms.toFixed(1)}ms`)
    })
    statics(req, res, () => listener(req, res))
  })
  server.keepAliveTimeout = 5_000

  await new Promise((resolve) => server.listen(env.PORT, env.HOST, () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  log(`Listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`)

  let stopping = false
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    log(`${signal}: finishing requests in flight, then stopping.`)
    server.close(() => {
      closeDb()
      // Exit now rather than when the event loop drains: Remix's single-fetch encoder keeps a 5 s
      // timer after each document request (cleared only if the request aborts, not when it ends).
      process.exit(0)
    })
    // Keep-alive connections turn idle as their last response ends: close them as they do.
    server.closeIdleConnections()
    setInterval(() => server.closeIdleConnections(), 20).unref()
    setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref()
    setTimeout(() => {
      closeDb()
      process.exit(0)
    }, STOP_DEADLINE_MS).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
  return server
}
