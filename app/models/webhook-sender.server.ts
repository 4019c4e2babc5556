// Sends the queued webhook deliveries (docs/webhooks.md) through the outbox runner that sends the
// lead e-mails (app/lib/outbox-runner.server.ts): in the background, never in a visitor's request;
// oldest first; a failure waits longer each time (30 s doubling, up to an hour) for a day, then the
// delivery is given up and its endpoint stopped, which the dashboard says. A delivery is marked
// delivered only after a 2xx, so a restart between the two sends it again with the same
// Webhook-Id, which the receiver dedupes by (at least once, never lost).
import { createHmac } from 'node:crypto'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { webhookDeliveries, webhookEndpoints } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { outboxRunner, sendDue, type OutboxSender } from '#app/lib/outbox-runner.server.ts'
import { postJson } from '#app/lib/webhook-post.server.ts'
import { whenWebhookQueued } from './webhook.server.ts'
import { messageOf } from '#app/lib/property.ts'

export const RETRY_FOR_MS = 24 * 60 * 60_000
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

type Due = {
  delivery: typeof webhookDeliveries.$inferSelect
  url: string
  secret: string
}

/** An answer other than 2xx: kept as the delivery's last status and its reason. */
class Refused extends Error {
  constructor(readonly status: number) {
    super(`answered ${status}`)
  }
}

/** The deliveries, sent through the outbox runner (app/lib/outbox-runner.server.ts) on `post`. */
function webhookSender(post: Post): OutboxSender<Due, number> {
  const seen = (row: Due, status: number | null, now: Date, error: string | null) => ({
    attempts: row.delivery.attempts + 1,
    lastStatus: status,
    lastAttemptAt: now,
    lastError: error,
  })
  return {
    due: (now, limit) =>
      getDb()
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
        .limit(limit)
        .all(),
    attempts: (row) => row.delivery.attempts,
    // An endpoint that just failed is not asked again in the same round.
    key: (row) => row.delivery.endpointId,
    async send({ delivery, url, secret }, now) {
      const status = await post(url, delivery.body, {
        'User-Agent': USER_AGENT,
        'Webhook-Id': delivery.deliveryId,
        'Webhook-Event': delivery.event,
        'Webhook-Signature': signatureHeader(secret, delivery.body, now),
      })
      if (status < 200 || status > 299) throw new Refused(status)
      return status
    },
    sent(row, status, now) {
      getDb()
        .update(webhookDeliveries)
        .set({ ...seen(row, status, now, null), deliveredAt: now })
        .where(eq(webhookDeliveries.id, row.delivery.id))
        .run()
    },
    // Given up a day after it was queued, and its endpoint stopped with it (the dashboard says so).
    failed(row, { error, retryAt, now }) {
      const status = error instanceof Refused ? error.status : null
      const reason = messageOf(error).slice(0, 300)
      const givenUp = now.getTime() - row.delivery.createdAt.getTime() >= RETRY_FOR_MS
      getDb()
        .update(webhookDeliveries)
        .set({
          ...seen(row, status, now, reason),
          nextAttemptAt: retryAt,
          givenUpAt: givenUp ? now : null,
        })
        .where(eq(webhookDeliveries.id, row.delivery.id))
        .run()
      if (givenUp) {
        getDb()
          .update(webhookEndpoints)
          .set({ stoppedAt: now })
          .where(eq(webhookEndpoints.id, row.delivery.endpointId))
          .run()
      }
    },
  }
}

/** Sends what is due at `now`; `post` is the wire (tests give their own connection step). */
export async function sendDueWebhooks({
  now = new Date(),
  post = postWithGuard,
}: { now?: Date; post?: Post } = {}): Promise<{ delivered: number; failed: number }> {
  const { sent, failed } = await sendDue(webhookSender(post), now)
  return { delivered: sent, failed }
}

const runner = outboxRunner(() => sendDue(webhookSender(postWithGuard)), {
  failed: (n) => `Webhooks: ${n} could not be delivered; they will be tried again.`,
  unreadable: (error) => `Webhooks: the deliveries could not be read: ${String(error)}`,
})

/** Sends due deliveries every 15 s and at once after an event is queued; started with the server. */
export function startWebhookSender(log: (line: string) => void = console.log) {
  whenWebhookQueued(runner.nudge)
  runner.start(log)
}

export function stopWebhookSender() {
  runner.stop()
  whenWebhookQueued(() => {})
}
