// The production HTTP server, shared by `npm start` and the single binary: static files from the
// client build, everything else through Remix. One log line per request; a clean stop on SIGTERM.
import { createServer } from 'node:http'
import { createRequestHandler } from '@remix-run/node'
import { createRequestListener } from '@remix-run/node-fetch-server'
import sirv from 'sirv'
import { createLog, loggedPath } from './log.mjs'

const STOP_GRACE_MS = 1500
// The promise to operators is a stop within 2 s; this is the backstop if closing ever stalls.
const STOP_DEADLINE_MS = 1900
// How long a client may take to send its request (docs/security.md). Headers come in one packet from
// any real browser; a body gets 30 s, except where the signed-in admin uploads media (50 MB on a
// slow line), which is refused early for anyone else and then closed (see below).
const HEADERS_TIMEOUT_MS = 15_000
const BODY_DEADLINE_MS = 30_000
const UPLOAD_BODY_DEADLINE_MS = 15 * 60_000
const LINGER_MS = 2_000
// Methods that a fetch Request cannot carry: Remix never sees them (each was a 500 with a stack
// trace in the log; bots send TRACE). 501: no resource here supports them.
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])
const acceptsUploads = (req) =>
  req.method === 'POST' && /^\/(admin|api\/uploads)\//.test(req.url ?? '')

/**
 * @param {import('@remix-run/node').ServerBuild & { entry: { module: any } }} build
 * @param {{ clientDir: string, version?: string, log?: (line: string) => void }} options
 */
export async function serve(build, { clientDir, version, log = createLog() }) {
  const { boot, getEnv, closeDb, resolveClientAddress } = build.entry.module
  const { compressAnswer, contentVersion, keepPublicPage, servePublicPage } = build.entry.module
  const { serveKeptPage } = build.entry.module
  const { startMailSender, stopMailSender, withRequestContext } = build.entry.module
  const { settleOrigin, atTheRenderGate, gateFor, receivedWhole } = build.entry.module
  const { countPageview, isBeaconRequest, carryCampaignToModal, countServedPage } =
    build.entry.module
  await boot({ log })
  // Pages carry the client build's stylesheet inline (app/lib/inline-stylesheet.server.ts).
  build.entry.module.provideClientDir(clientDir)
  // The page cache learns the routes, so an address that names nothing is a kept 404.
  build.entry.module.configurePageCache(build.routes)
  // The render budget counts renders of pages only (app/site/render-budget-scope.server.ts).
  build.entry.module.configureRenderBudget(build.routes)
  // Notification e-mails go out from the outbox in the background (app/models/outbox.server.ts).
  startMailSender(log)
  // Webhook deliveries too, from their own outbox (app/models/webhook-sender.server.ts).
  build.entry.module.startWebhookSender(log)
  // Backups on a timer, when BACKUP_INTERVAL_HOURS asks (app/ops/backup-schedule.server.ts).
  build.entry.module.startScheduledBackups({ log, appVersion: version })
  // With REPLICA_URL, Litestream streams the database to the replica and the uploads follow
  // (docs/deploy.md, "Replication"); nothing runs without it.
  build.entry.module.startReplication({ log })
  build.entry.module.startFileReplication(log)
  // Daily totals, raw pageviews past their days, salts past 48 hours (app/analytics/rollup.server.ts).
  build.entry.module.startAnalyticsUpkeep(log)
  const env = getEnv()

  const handleRemix = createRequestHandler(build, 'production')
  const isResourceData = build.entry.module.resourceDataRequests(build.routes)
  const answerMissingApi = build.entry.module.missingApiAnswers(build.routes)
  const trustProxy = env.TRUST_PROXY !== false
  // Every answer passes the page cache on its way out; it keeps those that may serve everybody.
  // Each request runs in its own context (app/lib/request-context.server.ts): the guards name the
  // actor there, and model functions read who acts and from which address.
  // Reads are rendered two at a time, the rest waiting their turn, so that kept pages and files are
  // still answered at once while many renders are asked for (app/lib/render-gate.server.ts).
  // A form's small body is received whole before it waits there, so a slow sender never holds a turn.
  const listener = createRequestListener(
    (sent, client) =>
      withRequestContext({ address: client.address, actor: null }, async () => {
        const gate = gateFor(sent.method, new URL(sent.url).pathname, sent.headers)
        const request = gate === 'body' ? await receivedWhole(sent) : sent
        if (!request) return new Response('Bad request: the body did not arrive.', { status: 400 })
        const render = async () => {
          const version = contentVersion()
          const response = await handleRemix(request, { clientAddress: client.address })
          return keepPublicPage(request, response, version)
        }
        return compressAnswer(request, await (gate ? atTheRenderGate(render) : render()))
      }),
    // Every forwarded header it reads was written below, whatever TRUST_PROXY says.
    { trustProxy: true },
  )
  const statics = sirv(clientDir, {
    etag: true,
    // The build writes .br and .gz copies of the client assets (server/precompress.mjs).
    brotli: true,
    gzip: true,
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
    // As asked: the page cache rewrites req.url to its key.
    const url = req.url ?? '/'
    boundRequest(req, res, acceptsUploads(req) ? UPLOAD_BODY_DEADLINE_MS : BODY_DEADLINE_MS)
    // The listener takes the leftmost X-Forwarded-For entry, which the visitor writes, a `Forwarded`
    // header before it (Caddy passes a visitor's own through), and the scheme and host from
    // X-Forwarded-Proto and -Host. All are rewritten first: the client's address read from the right
    // (app/lib/client-address.server.ts; the socket's without TRUST_PROXY), and the address the site
    // serves for (app/lib/request-origin.server.ts), never a visitor's.
    const peer = req.socket.remoteAddress ?? ''
    // Read on every request: no array made for a header sent once, as almost all are.
    const header = (name) => {
      const value = req.headers[name]
      return (Array.isArray(value) ? value.join(',') : value) || undefined
    }
    req.headers['x-forwarded-for'] = resolveClientAddress(peer, header)
    const settled = settleOrigin(req.headers, peer)
    const address = (trustProxy ? req.headers['x-forwarded-for'] : peer) ?? ''
    // 'close' also fires for requests the client gave up on, which 'finish' would never log. The
    // path only: query strings can carry secrets (the one-time /admin/setup?token=...).
    res.on('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      const status = res.writableFinished ? res.statusCode : `${res.statusCode} aborted`
      log(`${req.method} ${loggedPath(req.url)} ${status} ${ms.toFixed(1)}ms`)
      // A person's view of a public page is counted once it is sent (app/analytics/served.server.ts).
      if (res.writableFinished) countServedPage(req, { url, status: res.statusCode, address })
    })
    // The consultation modal opened without JavaScript from a campaign's page keeps the page's
    // utm_* values in its address, for its lead (app/analytics/modal-campaign.server.ts): decided by
    // the Referer, which the kept answers below do not read, so asked first.
    if (carryCampaignToModal(req, res)) return
    // A page answered from memory before is answered so again: the same request passed every check
    // below then (its method, its address, its host), and had no file of its name; the client
    // build's files do not change while it runs. (Redirect changes forget those answers:
    // app/models/redirect.server.ts.)
    if (settled && serveKeptPage(req, res, { trustProxy: true })) return
    // What bots probe with is answered here in one line each, never as a stack trace.
    if (UNSUPPORTED_METHODS.has(req.method ?? ''))
      return refuse(res, 501, 'This method is not supported.')
    if (!decodable(req.url, req.method))
      return refuse(res, 400, 'Bad request: the address is malformed.')
    if (!settled) return refuse(res, 400, 'Bad request: the host is malformed.')
    // The analytics beacon, thousands a second at worst: answered here, never through Remix
    // (app/analytics/beacon.server.ts). The address is the one resolved above.
    if (isBeaconRequest(req)) return countPageview(req, res, { address })
    // A resource route's `.data` twin would be its whole answer read and re-encoded (a video's
    // megabytes): no page asks for it (app/lib/data-twins.server.ts).
    if (isResourceData(req.url ?? '/')) return refuse(res, 404, 'Not found.')
    // An /api address no route takes: its fixed JSON 404, without Remix (app/api/missing-api.server.ts).
    if (answerMissingApi(req, res)) return
    // An old address the admin redirects is answered from memory, before the page cache renders
    // anything (app/site/redirect-answer.server.ts).
    statics(
      req,
      res,
      () =>
        build.entry.module.answerRedirect(req, res) ||
        servePublicPage(req, res, { trustProxy: true }, () => listener(req, res)),
    )
  })
  server.keepAliveTimeout = 5_000
  server.headersTimeout = HEADERS_TIMEOUT_MS
  // The per-request deadlines above do the work; this is Node's backstop for all of them.
  server.requestTimeout = UPLOAD_BODY_DEADLINE_MS + 60_000

  await new Promise((resolve) => server.listen(env.PORT, env.HOST, () => resolve(undefined)))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  log(`Listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`)

  let stopping = false
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    log(`${signal}: finishing requests in flight, then stopping.`)
    stopMailSender()
    build.entry.module.stopWebhookSender()
    build.entry.module.stopScheduledBackups()
    build.entry.module.stopAnalyticsUpkeep()
    build.entry.module.stopFileReplication()
    server.close(async () => {
      // Once the last request is answered: Litestream copies the last commits, then exits.
      await build.entry.module.stopReplication()
      log.flush?.()
      // Redirect hits are counted in memory and written in batches (app/models/redirect.server.ts).
      build.entry.module.saveRedirectHits()
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
      log.flush?.()
      closeDb()
      process.exit(0)
    }, STOP_DEADLINE_MS).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
  return server
}

/**
 * False when the path has a broken percent-escape, which the router would warn about thrice, or
 * when it decodes to one starting with a slash and a backslash (`/%5C`): React Router 6 re-reads a matched path with
 * `new URL()`, which takes it for a protocol-relative address and throws, and the page answered 500
 * (found by the fuzz proof; remix-run/react-router#15140, fixed in React Router 7 only).
 */
function decodable(url = '/', method = 'GET') {
  // A GET's typed backslashes are slashes, as browsers read them: the page cache moves such a path
  // to its one spelling before Remix sees it (app/lib/address.ts).
  const path = url.split('?')[0]
  const read = method === 'GET' || method === 'HEAD' ? path.replaceAll('\\', '/') : path
  try {
    return !/^\/\\/.test(decodeURI(read))
  } catch {
    return false
  }
}

/** A short plain-text refusal, sent before Remix. */
function refuse(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(text)
}

/**
 * Bounds how long a request's body may take, and closes the connection cleanly when an answer goes
 * out before its body was read (a 413 refused on Content-Length, a sign-in redirect for an upload):
 * `Connection: close` tells the client not to send its next request down a socket that still
 * carries the rest of this body; Node discards what is left and then closes it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} deadline milliseconds for the whole request to arrive
 */
export function boundRequest(req, res, deadline) {
  // A request without a body (most GETs) is whole once its headers are in, read or not: nothing
  // to bound, and a timer for each one was a cost of every kept page.
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  if (!hasBody) return
  const timer = setTimeout(() => {
    if (req.complete) return
    if (res.headersSent) return void req.socket.destroy()
    res.writeHead(408, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
    res.end('The request took too long to send.')
  }, deadline)
  timer.unref()
  res.once('close', () => clearTimeout(timer))
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    if (!req.complete && !this.headersSent) {
      this.setHeader('Connection', 'close')
      lingerOnClose(req.socket)
    }
    return writeHead.apply(this, args)
  }
}

/**
 * Node closes a `Connection: close` socket as soon as the answer is flushed; with the client's body
 * still arriving, the kernel then resets the connection, and the client may lose the answer it has
 * not read yet. So the socket half-closes instead (our side is done), keeps discarding what arrives
 * for a moment, and only then closes, as web servers' "lingering close" does.
 */
function lingerOnClose(socket) {
  socket.destroySoon = function () {
    this.end()
    this.resume()
    setTimeout(() => this.destroy(), LINGER_MS).unref()
  }
}
