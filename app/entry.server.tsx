import { randomBytes } from 'node:crypto'
import { PassThrough, Writable } from 'node:stream'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { stampFieldsHtml } from '#app/components/forms/form-stamp.tsx'
import { NonceProvider } from '#app/components/nonce.tsx'
import { StylesheetProvider } from '#app/components/stylesheet.tsx'
import { provideDictionaries } from '#app/i18n/dictionary.ts'
import { ar } from '#app/i18n/dictionary-ar.ts'
import { en } from '#app/i18n/dictionary-en.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import { applyAdminCacheHeaders, applyHsts, applySecurityHeaders } from '#app/lib/headers.server.ts'
import { cacheTarget } from '#app/lib/page-cache-key.ts'
import { stylesheetText } from '#app/lib/inline-stylesheet.server.ts'
import { wholePage } from '#app/lib/whole-page.server.ts'
import { readDataWhole, renderWhole } from '#app/lib/whole-render.server.ts'
import stylesheet from '#app/styles/tailwind.css?url'

// The production server (server/serve.mjs) and the command line (server/cli.mjs) reach these
// through build.entry.module.
export { countPageview, isBeaconRequest } from '#app/analytics/beacon.server.ts'
export { countServedPage } from '#app/analytics/served.server.ts'
export { carryCampaignToModal } from '#app/analytics/modal-campaign.server.ts'
export { startAnalyticsUpkeep, stopAnalyticsUpkeep } from '#app/analytics/rollup.server.ts'
export { missingApiAnswers } from '#app/api/missing-api.server.ts'
export { startScheduledBackups, stopScheduledBackups } from '#app/ops/backup-schedule.server.ts'
export { boot } from '#app/ops/boot.server.ts'
export { resolveClientAddress } from '#app/lib/client-address.server.ts'
export { compressAnswer } from '#app/lib/compression.server.ts'
export { resourceDataRequests } from '#app/lib/data-twins.server.ts'
export { closeDb } from '#app/lib/db.server.ts'
export { getEnv } from '#app/lib/env.server.ts'
export { provideClientDir } from '#app/lib/inline-stylesheet.server.ts'
export { contentVersion } from '#app/lib/content-version.server.ts'
export { keepPublicPage, serveKeptPage, servePublicPage } from '#app/lib/page-cache.server.ts'
export { atTheRenderGate, gateFor, receivedWhole } from '#app/lib/render-gate.server.ts'
export { withRequestContext } from '#app/lib/request-context.server.ts'
export { settleOrigin } from '#app/lib/request-origin.server.ts'
export { configurePageCache } from '#app/site/public-addresses.server.ts'
export { configureRenderBudget } from '#app/site/render-budget-scope.server.ts'
export { answerRedirect } from '#app/site/redirect-answer.server.ts'
export { saveRedirectHits } from '#app/models/redirect.server.ts'
export { startMailSender, stopMailSender } from '#app/models/outbox.server.ts'
export { startWebhookSender, stopWebhookSender } from '#app/models/webhook-sender.server.ts'
export { resetTwoFactor } from '#app/models/two-factor.server.ts'
export { rebuildSearchIndex } from '#app/models/search-index.server.ts'
export { backupSite } from '#app/ops/backup.server.ts'
export { createAdmin } from '#app/ops/create-admin.server.ts'
export { resetPassword } from '#app/ops/reset-password.server.ts'
export { restoreSite, revokeAllTokens } from '#app/ops/restore.server.ts'
export { restoreReplica } from '#app/ops/replica-restore.server.ts'
export { startReplication, stopReplication } from '#app/ops/replica-process.server.ts'
export { startFileReplication, stopFileReplication } from '#app/ops/replica-files.server.ts'

// Every request's texts, in either language, are at hand (a browser loads only its page's).
provideDictionaries({ en, ar })

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64')
  // Vite's dev server injects inline scripts of its own; the policy applies to built code.
  const policyNonce = process.env.NODE_ENV === 'development' ? undefined : nonce
  // A page the cache may keep is read whole before it is kept or compressed (page-cache.server.ts):
  // rendered to one string, it skips the stream's chunks, their flushes and their copies
  // (docs/scale.md, "A page not kept").
  const whole = keepable(request)
  const waitForAll =
    whole || isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode
  const app = (
    <NonceProvider value={nonce}>
      <StylesheetProvider value={stylesheetText(stylesheet) ?? ''}>
        <RemixServer
          context={remixContext}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </StylesheetProvider>
    </NonceProvider>
  )
  // The headers and the forms' stamp, once React has written everything else.
  const finish = () => {
    // A public page ends with its forms' stamp of this moment, after all React writes
    // (app/components/forms/form-stamp.tsx); the page cache renews it per answer. The public
    // layout is also `ar/routes/_public` and `en/routes/_public` (remix.config.ts).
    const stamp = remixContext.staticHandlerContext.matches.some((match) =>
      /^(?:(?:ar|en)\/)?routes\/_public$/.test(match.route.id),
    )
      ? stampFieldsHtml(issueFormStamp())
      : null
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    applySecurityHeaders(responseHeaders, { nonce: policyNonce })
    applyHsts(responseHeaders, request.url)
    applyAdminCacheHeaders(responseHeaders, request.url)
    return stamp
  }
  if (whole) {
    // In one synchronous pass once the loaders' data is all there (whole-render.server.ts).
    await readDataWhole(remixContext)
    const html = renderWhole(app, finish)
    if (html !== null) {
      return wholePage(html, { headers: responseHeaders, status: responseStatusCode })
    }
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Cleared once the stream settles: a pending timer would hold a stopping process for 5 s.
    let abortTimer: NodeJS.Timeout | undefined = undefined
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true
        const stamp = finish()
        if (whole) {
          const chunks: Buffer[] = []
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(abortTimer)
              if (stamp) chunks.push(Buffer.from(stamp))
              const html = Buffer.concat(chunks).toString()
              resolve(wholePage(html, { headers: responseHeaders, status: responseStatusCode }))
              callback()
            },
          })
          return void pipe(sink)
        }
        const body = new PassThrough({
          flush(callback) {
            callback(null, stamp)
          },
        })
        body.on('close', () => clearTimeout(abortTimer))
        const stream = createReadableStreamFromReadable(body)
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer)
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        // A visitor who left mid-render is no error of ours ("destination stream closed early").
        if (shellRendered && !request.signal.aborted) console.error(error)
      },
    })
    abortTimer = setTimeout(abort, ABORT_DELAY)
  })
}

/** An anonymous read of a public page: what the page cache keeps (page-cache-key.ts). */
function keepable(request: Request) {
  const url = new URL(request.url)
  const target = cacheTarget(
    request.method,
    url.pathname + url.search,
    (name) => request.headers.get(name),
    url.protocol === 'https:',
  )
  return target !== null && !target.isApi
}

// Loader and action data (single fetch), which never pass through handleRequest.
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyAdminCacheHeaders(response.headers, request.url)
  applyHsts(response.headers, request.url)
  return response
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  // A missing route or a method a page does not take (bots probing /wp-admin, POST /) is the
  // client's mistake: its request line in the log says enough, a stack trace would bury real errors.
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}
