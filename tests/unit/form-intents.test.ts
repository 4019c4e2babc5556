// What a forged post can put in a form's field names and Conform's intent field: an intent that is
// not Conform's (not JSON, the wrong shape, a path Conform refuses) is a bad request, never a 500,
// and a list index in the millions (`features[99999999].title`, or an update intent at that
// index) no longer makes the parser build a list that long, which took seconds per 100,000 and
// ran the server out of memory. Found by the fuzz proof (tests/stress/fuzz.test.ts).
import type { ActionFunction } from '@remix-run/node'
import { beforeEach, describe, expect, test } from 'vitest'
import { resetAllLimits } from '#app/lib/rate-limit.server.ts'
import { withRequestContext } from '#app/lib/request-context.server.ts'
import * as about from '#app/routes/admin.about.tsx'
import * as detailedServicesNew from '#app/routes/admin.detailed-services.new.tsx'
import * as settings from '#app/routes/admin.settings.tsx'
import * as home from '#app/routes/_public._index.tsx'
import * as consultation from '#app/routes/_public.consultation.tsx'
import * as login from '#app/routes/admin_.login.tsx'
import { createAdmin, ORIGIN, sessionCookieFor, settle } from '#tests/support/auth.ts'

const BAD_INTENTS = [
  'it',
  '3',
  'null',
  '[]',
  '{}',
  '{"type":"remove"}',
  '{"type":"insert","payload":{"name":"name"}}',
  '{"type":"reset","payload":{"name":"__proto__"}}',
  '{"type":"update","payload":{"name":"constructor.prototype.x","value":1}}',
]
const FORMS: { name: string; action: ActionFunction; fields: Record<string, string> }[] = [
  {
    name: 'contact',
    action: home.action,
    fields: { name: 'Ada', email: 'a@example.com', message: 'Hi' },
  },
  {
    name: 'consultation',
    action: consultation.action,
    fields: { name: 'Ada', phone: '1', email: 'a@example.com', message: 'Hi' },
  },
  { name: 'sign-in', action: login.action, fields: { email: 'a@example.com', password: 'x' } },
  {
    name: 'detailed service',
    action: detailedServicesNew.action,
    fields: { title: 'x', subtitle: 'x', description: 'x' },
  },
  { name: 'about', action: about.action, fields: { 'sections[0].title': 'x' } },
  { name: 'settings', action: settings.action, fields: { contactEmail: 'a@example.com' } },
]

let cookie: string
let address = 0
beforeEach(async () => {
  resetAllLimits()
  cookie = await sessionCookieFor((await createAdmin()).id)
})

async function post(action: ActionFunction, fields: [string, string][]) {
  const request = new Request(`${ORIGIN}/x?index`, {
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  })
  const ctx = { clientAddress: `203.0.113.${++address % 250}` }
  return settle(() =>
    withRequestContext({ address: ctx.clientAddress, actor: null }, async () =>
      action({ request, params: {}, context: ctx }),
    ),
  )
}
const statusOf = (result: unknown) =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } } | null)?.init?.status ?? 200)

describe.each(FORMS)('the $name form', ({ action, fields }) => {
  test.each(BAD_INTENTS)('an intent of %s is answered below 500', async (intent) => {
    const result = await post(action, [...Object.entries(fields), ['__intent__', intent]])
    expect(statusOf(result)).toBeLessThan(500)
  })
})

describe('a list index in the millions', () => {
  const huge = [
    ['features[100000].title', 'x'],
    [
      '__intent__',
      '{"type":"update","payload":{"name":"features","index":100000,"value":{"title":"x"}}}',
    ],
  ]
  test.each(huge)('%s builds no long list', async (name, value) => {
    const fields = { title: 'x', subtitle: 'x', description: 'x', 'features[0].title': 'a' }
    const result = await post(detailedServicesNew.action, [
      ...Object.entries(fields),
      [name, value],
    ])
    expect(statusOf(result)).toBeLessThan(500)
    // What is sent back to the form (the typed values) has no 100,001-row list in it.
    expect(JSON.stringify((result as { data?: unknown }).data ?? result).length).toBeLessThan(
      10_000,
    )
  })
})

// A list field posted as a plain value (`sections=x`) came back in the reply as typed, and the
// form, drawn again from it, threw while listing its rows: a 500 page.
describe('a list posted as a plain value', () => {
  const cases: { name: string; action: ActionFunction; list: string }[] = [
    { name: 'about', action: about.action, list: 'sections' },
    { name: 'settings', action: settings.action, list: 'socialMedia' },
    { name: 'detailed service', action: detailedServicesNew.action, list: 'features' },
  ]
  test.each(cases)(
    'the $name form sends back no plain value for $list',
    async ({ action, list }) => {
      const result = await post(action, [
        [list, 'x'],
        ['title', 'x'],
      ])
      expect(statusOf(result)).toBe(400)
      const initial = (result as { data: { result: { initialValue?: Record<string, unknown> } } })
        .data.result.initialValue
      expect(initial?.[list] === undefined || Array.isArray(initial[list])).toBe(true)
    },
  )
})
