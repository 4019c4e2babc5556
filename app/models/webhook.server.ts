// Webhooks (docs/webhooks.md): the endpoints the admin adds in Site Settings → Connections, the
// events they choose, and the deliveries queued for them in the transaction of what they tell of (a
// lead stored, a content write), so an event is never told without having happened, nor lost on a
// restart. Sending is app/models/webhook-sender.server.ts's, in the background.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { z } from 'zod'
import { webhookDeliveries, webhookEndpoints } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { getEnv } from '#app/lib/env.server.ts'
import { urlRefusal, type Resolver } from '#app/lib/ssrf-guard.server.ts'
import { readAttribution } from '#app/analytics/lead-source.ts'
import { recordAuditOrLog } from './audit.server.ts'
import { ConflictError } from './errors.ts'
import { KINDS, kindSpec, type Kind } from '#db/kinds.ts'
import type { LeadKind, LeadRow } from './leads.server.ts'

export const LEAD_EVENTS = ['lead.contact', 'lead.consultation'] as const
export const CONTENT_ACTIONS = ['published', 'updated', 'deleted'] as const
export type ContentAction = (typeof CONTENT_ACTIONS)[number]
/** Every event an endpoint may choose: the leads, then each kind's content events. */
export const WEBHOOK_EVENTS: readonly string[] = [
  ...LEAD_EVENTS,
  ...Object.keys(KINDS).flatMap((kind) => CONTENT_ACTIONS.map((action) => `${kind}.${action}`)),
]
/** Sent by "Send a test" only, whatever the endpoint chose. */
export const PING_EVENT = 'ping'

export const WebhookInputSchema = z.object({
  url: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(2048, 'Address must be at most 2,048 characters'),
  events: z
    .array(z.string())
    .default([])
    .transform((events) => [...new Set(events)].filter((e) => WEBHOOK_EVENTS.includes(e)))
    .refine((events) => events.length > 0, { message: 'Choose at least one event' }),
})
export type WebhookInput = z.input<typeof WebhookInputSchema>

export type WebhookEndpoint = Omit<typeof webhookEndpoints.$inferSelect, 'events'> & {
  events: string[]
}

// An endpoint's events, kept as a JSON list.
const EventsSchema = z.array(z.string())
const eventsOf = (json: string): string[] => EventsSchema.parse(JSON.parse(json))

const toEndpoint = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  ...row,
  events: eventsOf(row.events),
})

export function listWebhooks(): WebhookEndpoint[] {
  return getDb().select().from(webhookEndpoints).orderBy(webhookEndpoints.id).all().map(toEndpoint)
}

export function getWebhook(id: number): WebhookEndpoint | undefined {
  const row = getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).get()
  return row && toEndpoint(row)
}

/**
 * Adds an endpoint with a new secret; an address the SSRF guard refuses (resolved now with
 * `resolve`, and again at every delivery) is a ConflictError on `url`.
 */
export async function createWebhook(
  input: WebhookInput,
  { resolve }: { resolve?: Resolver } = {},
): Promise<WebhookEndpoint> {
  const data = WebhookInputSchema.parse(input)
  const allowLoopback = getEnv().WEBHOOK_ALLOW_LOOPBACK
  const refusal = await urlRefusal(data.url, { allowLoopback, resolve })
  if (refusal) throw new ConflictError(refusal, 'url')
  const row = getDb()
    .insert(webhookEndpoints)
    .values({
      url: new URL(data.url).href,
      events: JSON.stringify(data.events),
      secret: `whsec_${randomBytes(24).toString('base64url')}`,
    })
    .returning()
    .get()
  recordAuditOrLog({ action: 'create', entity: 'webhook', entityId: row.id })
  return toEndpoint(row)
}

export function deleteWebhook(id: number): boolean {
  const gone = getDb().delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).run().changes > 0
  if (gone) recordAuditOrLog({ action: 'delete', entity: 'webhook', entityId: id })
  return gone
}

/** A stopped endpoint gets deliveries again; those given up stay given up. */
export function restartWebhook(id: number): boolean {
  const done =
    getDb()
      .update(webhookEndpoints)
      .set({ stoppedAt: null })
      .where(eq(webhookEndpoints.id, id))
      .run().changes > 0
  if (done) recordAuditOrLog({ action: 'enable', entity: 'webhook', entityId: id })
  return done
}

/** Endpoints stopped after a day of failures: the dashboard names them. */
export function stoppedWebhooks(): Array<{ id: number; url: string }> {
  return getDb()
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(isNotNull(webhookEndpoints.stoppedAt))
    .all()
}

export function recentDeliveries(endpointId: number, limit = 10) {
  return getDb()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .all()
}

type Tx = Pick<ReturnType<typeof getDb>, 'insert' | 'select'>
let onQueued: () => void = () => {}

/** The sender asks to hear of each event queued, to send it at once (webhook-sender.server.ts). */
export function whenWebhookQueued(listener: () => void) {
  onQueued = listener
}

/**
 * Queues `event` for every running endpoint that chose it (or `only` that one: a test), inside
 * the caller's transaction. The body is the envelope docs/webhooks.md describes.
 */
export function queueWebhookEvent(
  tx: Tx,
  event: string,
  data: Record<string, unknown>,
  { only, now = new Date() }: { only?: number; now?: Date } = {},
): number {
  const endpoints = tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      only === undefined
        ? isNull(webhookEndpoints.stoppedAt)
        : and(eq(webhookEndpoints.id, only), isNull(webhookEndpoints.stoppedAt)),
    )
    .all()
    .filter((e) => only !== undefined || eventsOf(e.events).includes(event))
  for (const endpoint of endpoints) {
    const deliveryId = randomUUID()
    const body = JSON.stringify({ id: deliveryId, event, createdAt: now.toISOString(), data })
    tx.insert(webhookDeliveries)
      .values({
        deliveryId,
        endpointId: endpoint.id,
        event,
        body,
        nextAttemptAt: now,
        createdAt: now,
      })
      .run()
  }
  if (endpoints.length > 0) queueMicrotask(() => onQueued())
  return endpoints.length
}

/** A full address when SITE_URL is set (docs/deploy.md), else the path. */
const siteLink = (path: string) => {
  const site = getEnv().SITE_URL
  return site ? new URL(path, site).href : path
}

/** A new lead (not spam), as the endpoint reads it, with where it came from. */
export function queueLeadWebhook(tx: Tx, kind: LeadKind, lead: LeadRow) {
  const path = kind === 'contact' ? '/admin/contact-messages' : '/admin/consultations'
  queueWebhookEvent(tx, `lead.${kind}`, {
    kind,
    id: lead.id,
    name: lead.name,
    email: lead.email,
    phone: lead.phone ?? null,
    message: lead.message,
    language: lead.language ?? null,
    receivedAt: lead.createdAt.toISOString(),
    attribution: lead.attribution ? readAttribution(lead.attribution) : null,
    adminUrl: siteLink(`${path}/${lead.id}`),
  })
}

/** Whether an item is public now, with its title and slug (kinds without publishing always are). */
export function contentState(kind: Kind, id: number, now = new Date()) {
  const spec = kindSpec(kind)
  const table: Record<string, SQLiteColumn | undefined> = getTableColumns(spec.table)
  const columns = Object.fromEntries(
    Object.entries({
      id: table.id,
      title: table[spec.titleColumn],
      status: spec.publishing ? table.status : undefined,
      publishAt: spec.publishing ? table.publishAt : undefined,
      slug: spec.address ? table.slug : undefined,
    }).filter((entry): entry is [string, SQLiteColumn] => entry[1] !== undefined),
  )
  const row = getDb().select(columns).from(spec.table).where(eq(table.id!, id)).get()
  if (!row) return undefined
  const { title, status, publishAt, slug } = row
  const live =
    status !== 'draft' && (!(publishAt instanceof Date) || publishAt.getTime() <= now.getTime())
  return {
    live,
    title: typeof title === 'string' ? title : '',
    slug: typeof slug === 'string' ? slug : null,
  }
}

/**
 * A content write's event, from whether the item was public before it and is after: published
 * (now public, not before), updated (public before and after), deleted (public before, gone).
 */
export function queueContentWebhook(
  tx: Tx,
  kind: Kind,
  id: number,
  before: ReturnType<typeof contentState>,
  after: ReturnType<typeof contentState>,
) {
  const wasLive = before?.live ?? false
  const action: ContentAction | null = after?.live
    ? wasLive
      ? 'updated'
      : 'published'
    : wasLive && !after
      ? 'deleted'
      : null
  if (!action) return
  const spec = kindSpec(kind)
  const item = after ?? before
  const address = spec.address && after?.slug ? `${spec.address.path}/${after.slug}` : null
  queueWebhookEvent(tx, `${kind}.${action}`, {
    kind,
    id: spec.singleton ? null : id,
    title: item?.title ?? null,
    url: address ? siteLink(address) : null,
  })
}
