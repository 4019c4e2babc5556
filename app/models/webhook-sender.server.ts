// Sends the queued webhook deliveries (docs/webhooks.md), as the outbox sends the lead e-mails
// (app/models/outbox.server.ts): in the background, never in a visitor's request; oldest first;
// a failure waits longer each time (30 s doubling, up to an hour) for a day, then the delivery is
// given up and its endpoint stopped, which the dashboard says. A delivery is marked delivered only
// after a 2xx, so a restart between the two sends it again with the same Webhook-Id, which the
// receiver dedupes by (at least once, never lost).
import { createHmac } from 'node:crypto'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { webhookDeliveries, webhookEndpoints } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { postJson } from '#app/lib/webhook-post.server.ts'
import { whenWebhookQueued } from './webhook.server.ts'

export const RETRY_FOR_MS = 24 * 60 * 60_000
const FIRST_RETRY_MS = 30_000
const LONGEST_WAIT_MS = 60 * 60_000
const BATCH = 10
export const USER_AGENT = 'agency-site-webhooks/1'

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its events. */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000)
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
  return `t=${t},v1=${v1}`
}

/** Sends the body and answers the HTTP status (postJson, with the operator's loopback consent). */
export type Post = (url: string, body: string, headers: Record<string, string>) => Promise<number>

const postWithGuard: Post = (url, body, headers) =>
  postJson(url, body, headers, { allowLoopback: getEnv().WEBHOOK_ALLOW_LOOPBACK })

/** Sends what is due at `now`; `post` is the wire (tests give their own connection step). */
export async function sendDueWebhooks({
  now = new Date(),
  post = postWithGuard,
}: { now?: Date; post?: Post } = {}): Promise<{ delivered: number; failed: number }> {
  const due = getDb()
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.givenUpAt),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookEndpoints.stoppedAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH)
    .all()
  let delivered = 0
  let failed = 0
  // An endpoint that just failed is not asked again in the same round.
  const failing = new Set<number>()
  for (const { delivery, url, secret } of due) {
    if (failing.has(delivery.endpointId)) continue
    let status: number | null = null
    let error: string | null = null
    try {
      status = await post(url, delivery.body, {
        'User-Agent': USER_AGENT,
        'Webhook-Id': delivery.deliveryId,
        'Webhook-Event': delivery.event,
        'Webhook-Signature': signatureHeader(secret, delivery.body, now),
      })
      if (status < 200 || status > 299) error = `answered ${status}`
    } catch (thrown) {
      error = String((thrown as Error)?.message ?? thrown).slice(0, 300)
    }
    const attempts = delivery.attempts + 1
    const seen = { attempts, lastStatus: status, lastAttemptAt: now, lastError: error }
    if (!error) {
      getDb()
        .update(webhookDeliveries)
        .set({ ...seen, deliveredAt: now })
        .where(eq(webhookDeliveries.id, delivery.id))
        .run()
      delivered++
      continue
    }
    failed++
    failing.add(delivery.endpointId)
    const wait = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_WAIT_MS)
    const givenUp = now.getTime() - delivery.createdAt.getTime() >= RETRY_FOR_MS
    getDb()
      .update(webhookDeliveries)
      .set({
        ...seen,
        nextAttemptAt: new Date(now.getTime() + wait),
        givenUpAt: givenUp ? now : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id))
      .run()
    if (givenUp) {
      getDb()
        .update(webhookEndpoints)
        .set({ stoppedAt: now })
        .where(eq(webhookEndpoints.id, delivery.endpointId))
        .run()
    }
  }
  return { delivered, failed }
}

const TICK_MS = 15_000
let loop: { timer?: NodeJS.Timeout; running: boolean; stopped: boolean; again: boolean } | undefined

/** Sends due deliveries every 15 s and at once after an event is queued; started with the server. */
export function startWebhookSender(log: (line: string) => void = console.log) {
  if (loop) return
  loop = { running: false, stopped: false, again: false }
  whenWebhookQueued(() => {
    if (!loop || loop.stopped) return
    if (loop.running) loop.again = true
    else schedule(0, log)
  })
  schedule(0, log)
}

function schedule(delay: number, log: (line: string) => void) {
  if (!loop || loop.stopped) return
  clearTimeout(loop.timer)
  loop.timer = setTimeout(() => void tick(log), delay).unref()
}

async function tick(log: (line: string) => void) {
  if (!loop || loop.running || loop.stopped) return
  loop.running = true
  loop.again = false
  let more = false
  try {
    const { delivered, failed } = await sendDueWebhooks()
    if (failed) log(`Webhooks: ${failed} could not be delivered; they will be tried again.`)
    more = delivered + failed >= BATCH
  } catch (error) {
    log(`Webhooks: the deliveries could not be read: ${String(error)}`)
  } finally {
    if (loop) {
      loop.running = false
      schedule(more || loop.again ? 0 : TICK_MS, log)
    }
  }
}

export function stopWebhookSender() {
  if (!loop) return
  loop.stopped = true
  clearTimeout(loop.timer)
  whenWebhookQueued(() => {})
  loop = undefined
}
