// Webhook deliveries (docs/webhooks.md) against a receiver on 127.0.0.1 started by the test. The
// connection step is the test's own: it fails the test instead of connecting when it is asked for
// any other address, so nothing here can reach a private or link-local range, even when the
// receiver answers with a redirect there. The sender's clock and its database are parameters: a
// "restart" is the database closed and opened again with the sender's rows as they were.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect as netConnect } from 'node:net'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { webhookDeliveries } from '#db/schema.ts'
import { closeDb, getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { GUARD_TEXTS } from '#app/lib/ssrf-guard.server.ts'
import { postJson, type Connect } from '#app/lib/webhook-post.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import { ConflictError } from '#app/models/errors.ts'
import { createService } from '#app/models/service.server.ts'
import {
  createWebhook,
  getWebhook,
  queueWebhookEvent,
  stoppedWebhooks,
  type WebhookInput,
} from '#app/models/webhook.server.ts'
import {
  RETRY_FOR_MS,
  sendDueWebhooks,
  startWebhookSender,
  stopWebhookSender,
  type Post,
} from '#app/models/webhook-sender.server.ts'
import { freePort } from '#tests/support/mail-server.ts'
import * as screen from '#app/routes/admin.settings_.connections.tsx'
import { createAdmin, formRequest, sessionCookieFor } from '#tests/support/auth.ts'

type Received = { id: string; event: string; body: string; signature: string }

let receiver: Server | undefined
let received: Received[] = []
let answer: (req: IncomingMessage) => {
  status: number
  headers?: Record<string, string>
} = () => ({
  status: 204,
})
let port = 0
const asked: string[] = []

async function startReceiver() {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      received.push({
        id: String(req.headers['webhook-id']),
        event: String(req.headers['webhook-event']),
        body,
        signature: String(req.headers['webhook-signature']),
      })
      const { status, headers } = answer(req)
      res.writeHead(status, headers).end()
    })
  })
  await new Promise<void>((resolve) => receiver!.listen(port, '127.0.0.1', resolve))
}

async function stopReceiver() {
  const server = receiver
  receiver = undefined
  if (!server) return
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}

// The only connection these tests may make: to 127.0.0.1. Anything else fails the test.
const onlyLoopback: Connect = ({ address, port: to }) => {
  asked.push(address)
  if (address !== '127.0.0.1') throw new Error(`the test refused to connect to ${address}`)
  return netConnect({ host: address, port: to })
}
const noResolving = async (host: string): Promise<string[]> => {
  throw new Error(`the test refused to resolve ${host}`)
}
const post: Post = (url, body, headers) =>
  postJson(url, body, headers, {
    allowLoopback: true,
    resolve: noResolving,
    connect: onlyLoopback,
    timeoutMs: 2000,
  })

/** The check a receiver makes (docs/webhooks.md "Verifying a delivery"). */
function verified(secret: string, got: Received) {
  const { t, v1 } = Object.fromEntries(got.signature.split(',').map((p) => p.split('=')))
  const expected = createHmac('sha256', secret).update(`${t}.${got.body}`).digest('hex')
  return timingSafeEqual(Buffer.from(expected), Buffer.from(String(v1)))
}

const lead = { name: 'Ada', email: 'ada@example.com', message: 'We need a launch video.' }

beforeEach(async () => {
  process.env.WEBHOOK_ALLOW_LOOPBACK = 'true'
  resetEnv()
  received = []
  asked.length = 0
  answer = () => ({ status: 204 })
  port = await freePort()
})

afterEach(async () => {
  stopWebhookSender()
  await stopReceiver()
  delete process.env.WEBHOOK_ALLOW_LOOPBACK
  resetEnv()
  expect(asked.filter((address) => address !== '127.0.0.1')).toEqual([])
})

const endpoint = (events: string[], path = '/hook') =>
  createWebhook({ url: `http://127.0.0.1:${port}${path}`, events })

describe('a lead', () => {
  test('is delivered signed, with its attribution, its id the same in the header and the body', async () => {
    await startReceiver()
    const hook = await endpoint(['lead.contact'])
    await createContactMessage(lead)
    expect(await sendDueWebhooks({ post })).toEqual({ delivered: 1, failed: 0 })
    expect(received).toHaveLength(1)
    const got = received[0]!
    expect(verified(getWebhook(hook.id)!.secret, got)).toBe(true)
    const body = JSON.parse(got.body)
    expect(body).toMatchObject({
      id: got.id,
      event: 'lead.contact',
      data: { kind: 'contact', name: 'Ada', email: 'ada@example.com', attribution: null },
    })
    // Not twice.
    expect(await sendDueWebhooks({ post })).toEqual({ delivered: 0, failed: 0 })
  })

  test('reaches the receiver within 2 s of the answer, through the running sender', async () => {
    await startReceiver()
    await endpoint(['lead.contact', 'lead.consultation'])
    startWebhookSender(() => {})
    const answered = Date.now()
    await createContactMessage(lead)
    while (received.length === 0 && Date.now() - answered < 2000)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(received).toHaveLength(1)
    expect(Date.now() - answered).toBeLessThan(2000)
  })

  test('spam is never sent', async () => {
    await startReceiver()
    await endpoint(['lead.contact'])
    await createContactMessage(lead, { suspicious: true })
    expect(await sendDueWebhooks({ post })).toEqual({ delivered: 0, failed: 0 })
  })
})

describe('failures', () => {
  test('a redirect is not followed: the delivery failed, and no other address was asked', async () => {
    answer = () => ({ status: 302, headers: { Location: 'http://10.0.0.1/latest/meta-data' } })
    await startReceiver()
    await endpoint(['lead.contact'])
    await createContactMessage(lead)
    expect(await sendDueWebhooks({ post })).toEqual({ delivered: 0, failed: 1 })
    expect(received).toHaveLength(1)
    expect(asked).toEqual(['127.0.0.1'])
    const row = getDb().select().from(webhookDeliveries).get()!
    expect(row).toMatchObject({ lastStatus: 302, lastError: 'answered 302', deliveredAt: null })
  })

  test('receiver down ten minutes, the site restarted meanwhile: every delivery arrives once', async () => {
    const start = Date.now()
    const at = (minutes: number) => new Date(start + minutes * 60_000)
    await endpoint(['lead.contact'])
    for (let i = 0; i < 3; i++) await createContactMessage({ ...lead, name: `Ada ${i}` })
    // Down: every round fails (the connection is refused on 127.0.0.1).
    for (const minute of [0, 1, 3, 6]) await sendDueWebhooks({ post, now: at(minute) })
    expect(received).toHaveLength(0)
    // The site stops and starts again: only the database carries the deliveries over.
    closeDb()
    resetEnv()
    await startReceiver()
    for (let minute = 10; minute <= 200; minute += 10)
      await sendDueWebhooks({ post, now: at(minute) })
    const ids = received.map((r) => r.id)
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(3)
    expect(received.map((r) => JSON.parse(r.body).data.name).sort()).toEqual([
      'Ada 0',
      'Ada 1',
      'Ada 2',
    ])
  })

  test('a day of failures gives up and stops the endpoint, which the dashboard names', async () => {
    const hook = await endpoint(['lead.contact'])
    await createContactMessage(lead)
    const start = Date.now()
    for (let hours = 0; hours <= 25; hours++)
      await sendDueWebhooks({ post, now: new Date(start + hours * 60 * 60_000 + 1000) })
    const row = getDb().select().from(webhookDeliveries).get()!
    expect(row.givenUpAt).not.toBeNull()
    expect(row.attempts).toBeGreaterThan(10)
    expect(Date.now() - start).toBeLessThan(RETRY_FOR_MS)
    expect(stoppedWebhooks()).toEqual([{ id: hook.id, url: hook.url }])
    // A stopped endpoint is sent nothing new.
    expect(queueWebhookEvent(getDb(), 'lead.contact', {})).toBe(0)
  })
})

describe('endpoints and content', () => {
  const refusal = async (input: WebhookInput) => {
    try {
      await createWebhook(input, { resolve: noResolving })
    } catch (error) {
      if (error instanceof ConflictError) return error.message
      throw error
    }
  }

  test('an endpoint the SSRF guard refuses is refused when saved', async () => {
    expect(await refusal({ url: 'https://10.0.0.1/hook', events: ['lead.contact'] })).toBe(
      GUARD_TEXTS.private,
    )
    expect(await refusal({ url: 'https://169.254.169.254/', events: ['lead.contact'] })).toBe(
      GUARD_TEXTS.private,
    )
    delete process.env.WEBHOOK_ALLOW_LOOPBACK
    resetEnv()
    expect(await refusal({ url: `http://127.0.0.1:${port}/`, events: ['lead.contact'] })).toBe(
      GUARD_TEXTS.https,
    )
  })

  test('a service published is told to the endpoints that chose it, with its title', async () => {
    await startReceiver()
    await endpoint(['service.published', 'service.deleted'])
    await endpoint(['lead.contact'], '/other')
    createService({ title: 'Motion design', description: 'Films that move.', icon: 'Film' })
    expect(await sendDueWebhooks({ post })).toEqual({ delivered: 1, failed: 0 })
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      event: 'service.published',
      data: { kind: 'service', title: 'Motion design' },
    })
  })
})

describe('the screen, without JavaScript', () => {
  type Args = Parameters<typeof screen.action>[0]
  const args = (request: Request) => ({ request, params: {}, context: {} }) as Args
  const PAGE = '/admin/settings/connections'

  test('adds an endpoint with one event ticked, refuses a private address beside the field, sends a test', async () => {
    const cookie = await sessionCookieFor((await createAdmin()).id)
    const refused = (await screen.action(
      args(
        formRequest(
          PAGE,
          { intent: screen.ADD_INTENT, url: 'https://192.168.1.10/hook', events: 'lead.contact' },
          { cookie },
        ),
      ),
    )) as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error.url).toEqual([GUARD_TEXTS.private])
    const added = (await screen.action(
      args(
        formRequest(
          PAGE,
          {
            intent: screen.ADD_INTENT,
            url: `http://127.0.0.1:${port}/hook`,
            events: 'lead.contact',
          },
          { cookie },
        ),
      ),
    )) as Response
    expect(added.status).toBe(302)
    const [hook] = (await import('#app/models/webhook.server.ts')).listWebhooks()
    expect(hook).toMatchObject({ events: ['lead.contact'] })
    const tested = (await screen.action(
      args(formRequest(PAGE, { intent: `${screen.TEST_INTENT}:${hook!.id}` }, { cookie })),
    )) as Response
    expect(tested.status).toBe(302)
    expect(
      getDb()
        .select()
        .from(webhookDeliveries)
        .all()
        .map((d) => d.event),
    ).toEqual(['ping'])
  })
})
