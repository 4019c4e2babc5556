// The server-wide daily budget for leads (issue 28, storage budget): past LEADS_DAILY_LIMIT leads a
// UTC day, from any address, both kinds and both doors together, a lead is refused with 503 and
// Retry-After until midnight UTC, nothing is stored, and one audit row tells the admin.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { auditLog, consultations, contactMessages } from '#db/schema.ts'
import { getDb } from '#app/lib/db.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'
import { issueFormStamp } from '#app/lib/form-stamp.server.ts'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { LEAD_BUDGET_MESSAGE } from '#app/models/lead-budget.server.ts'
import { action as homeAction } from '#app/routes/_public._index.tsx'
import { action as apiConsultations } from '#app/routes/api.consultations.ts'
import { action as apiContact } from '#app/routes/api.contact.ts'
import type { FormReply } from '#app/lib/form-reply.ts'
import * as dashboard from '#app/routes/admin.dashboard.tsx'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { render } from '#tests/support/render-route.tsx'

const DAY_MS = 24 * 60 * 60 * 1000
const lead = { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100', message: 'Hello' }
let address = 0
/** Each post from an address of its own: the per-address limits are not what is proved here. */
const context = () => ({ clientAddress: `198.51.100.${++address}` })

beforeEach(() => {
  resetAllLimits()
  process.env.LEADS_DAILY_LIMIT = '3'
  resetEnv()
})
afterEach(() => {
  delete process.env.LEADS_DAILY_LIMIT
  resetEnv()
})

const postApi = (action: typeof apiContact, path: string) =>
  action({
    request: new Request(`http://x${path}`, {
      method: 'POST',
      body: JSON.stringify(lead),
      headers: { 'Content-Type': 'application/json' },
    }),
    params: {},
    context: context(),
  }) as Promise<Response>

async function postForm() {
  const body = new URLSearchParams({
    website: '',
    form_stamp: issueFormStamp(Date.now() - 3_000),
    ...lead,
  })
  const request = new Request('http://x/?index', { method: 'POST', body })
  const out = (await homeAction({ request, params: {}, context: context() })) as unknown
  if (out instanceof Response) return { status: out.status, headers: out.headers, reply: null }
  const d = out as { init: ResponseInit | null; data: FormReply }
  return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers), reply: d.data }
}

const stored = () =>
  getDb().select().from(contactMessages).all().length +
  getDb().select().from(consultations).all().length

test('past the day’s budget both doors answer 503 with Retry-After, and store nothing', async () => {
  // Yesterday's leads do not count (this one from its last minute, UTC).
  getDb()
    .insert(contactMessages)
    .values({ ...lead, createdAt: new Date(Date.now() - (Date.now() % DAY_MS) - 60_000) })
    .run()
  expect((await postApi(apiContact, '/api/contact')).status).toBe(201)
  expect((await postApi(apiConsultations, '/api/consultations')).status).toBe(201)
  expect((await postForm()).status).toBe(302)
  expect(stored()).toBe(4)

  const api = await postApi(apiContact, '/api/contact')
  expect(api.status).toBe(503)
  expect(await api.json()).toEqual({ message: LEAD_BUDGET_MESSAGE })
  const wait = Number(api.headers.get('Retry-After'))
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(DAY_MS / 1000)
  expect((await postApi(apiConsultations, '/api/consultations')).status).toBe(503)

  // The form keeps what was typed and says why.
  const form = await postForm()
  expect(form.status).toBe(503)
  expect(Number(form.headers.get('Retry-After'))).toBeGreaterThan(0)
  expect(form.reply?.result.error?.['']).toEqual([LEAD_BUDGET_MESSAGE])
  expect(form.reply?.result.initialValue).toMatchObject({ name: 'Ada', message: 'Hello' })
  expect(stored()).toBe(4)

  // The admin's notice: one audit row for the day, however many were refused.
  const notices = getDb().select().from(auditLog).where(eq(auditLog.entity, 'lead-budget')).all()
  expect(notices).toHaveLength(1)
  expect(notices[0]).toMatchObject({ action: 'refuse' })
})

test('LEADS_DAILY_LIMIT=0 is no limit', async () => {
  process.env.LEADS_DAILY_LIMIT = '0'
  resetEnv()
  for (let i = 0; i < 5; i++) expect((await postApi(apiContact, '/api/contact')).status).toBe(201)
})

test('the dashboard says when the budget was reached today, and not before', async () => {
  const cookie = await sessionCookieFor((await createAdmin()).id)
  const page = () => render(dashboard, '/admin/dashboard', getRequest('/admin/dashboard', cookie))
  expect((await page()).html).not.toContain('budget')
  for (let i = 0; i < 3; i++) await postApi(apiContact, '/api/contact')
  expect((await postApi(apiContact, '/api/contact')).status).toBe(503)
  const { html } = await page()
  expect(html).toMatch(
    /Today&#x27;s budget of 3 messages and consultation requests was reached at \d\d:\d\d UTC: more are refused until midnight UTC\./,
  )
})
