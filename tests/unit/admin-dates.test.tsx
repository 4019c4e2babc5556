// The inbox's created date and time is formatted once, on the server, in the site's time zone
// (Site Settings, else the server's), to the minute: a browser in another zone hydrates the same
// text the server rendered.
import { renderToStaticMarkup } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { formatDateTime, serverTimeZone } from '#app/lib/dates.server.ts'
import { getDb } from '#app/lib/db.server.ts'
import { siteSettings } from '#db/schema.ts'
import { LOCALE_TAGS } from '#app/i18n/languages.ts'
import { setAdminLanguage } from '#app/models/user.server.ts'
import { createConsultation } from '#app/models/consultation.server.ts'
import { createContactMessage } from '#app/models/contact-message.server.ts'
import * as consultations from '#app/routes/admin.consultations.tsx'
import * as messages from '#app/routes/admin.contact-messages.tsx'
import { context, createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'

const WHEN = new Date('2026-03-04T15:06:07Z')
const processZone = process.env.TZ

// The server runs in UTC here; the browser, further down, in another zone.
beforeAll(() => {
  process.env.TZ = 'UTC'
})
afterAll(() => {
  if (processZone === undefined) delete process.env.TZ
  else process.env.TZ = processZone
})

describe('formatDateTime', () => {
  test('en-US date and time in the zone given, with the zone named', () => {
    expect(formatDateTime(WHEN, 'UTC')).toBe('3/4/2026, 3:06 PM UTC')
    expect(formatDateTime(WHEN.toISOString(), 'Asia/Tokyo')).toBe('3/5/2026, 12:06 AM GMT+9')
  })

  test('in Arabic with the pinned tag: the month written out, the digits Latin', () => {
    const arabic = LOCALE_TAGS.ar
    expect(formatDateTime(WHEN, 'UTC', arabic, 'long')).toBe('4 مارس 2026 في 3:06 م UTC')
    expect(formatDateTime(WHEN, 'Asia/Tokyo', arabic, 'long')).toBe(
      '5 مارس 2026 في 12:06 ص غرينتش+9',
    )
    // The English format is untouched by the Arabic one kept beside it.
    expect(formatDateTime(WHEN, 'UTC', LOCALE_TAGS.en)).toBe('3/4/2026, 3:06 PM UTC')
  })

  test("the Arabic admin's counts keep Latin digits and a comma between thousands", () => {
    expect((1234567).toLocaleString(LOCALE_TAGS.ar)).toBe('1,234,567')
    expect((1234567).toLocaleString(LOCALE_TAGS.en)).toBe('1,234,567')
  })

  test("by default in the server's zone, resolved once", () => {
    expect(serverTimeZone()).toBe('UTC')
    process.env.TZ = 'Asia/Tokyo'
    try {
      expect(serverTimeZone()).toBe('UTC')
      expect(formatDateTime(WHEN)).toBe('3/4/2026, 3:06 PM UTC')
    } finally {
      process.env.TZ = 'UTC'
    }
  })
})

describe.each([
  ['/admin/contact-messages', messages, 'contact_messages'],
  ['/admin/consultations', consultations, 'consultations'],
] as const)('%s', (path, route, table) => {
  let cookie: string
  let adminId: number
  beforeEach(async () => {
    adminId = (await createAdmin()).id
    cookie = await sessionCookieFor(adminId)
    const visitor = { name: 'Ada', phone: '1', email: 'ada@example.com', message: 'Hi' }
    if (table === 'contact_messages') await createContactMessage(visitor)
    else await createConsultation(visitor)
    getDb().$client.prepare(`UPDATE ${table} SET created_at = ?`).run(WHEN.getTime())
  })

  test('a browser in another time zone renders the text the server rendered', async () => {
    const routes = [{ id: 'inbox', path, loader: route.loader as never, Component: route.default }]
    const handler = createStaticHandler(routes)
    const loaded = await handler.query(getRequest(path, cookie), { requestContext: context })
    if (loaded instanceof Response) throw new Error(`Unexpected ${loaded.status} response`)
    // The same loader data rendered twice, as on the server and then in the browser.
    const render = () =>
      renderToStaticMarkup(
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, loaded)}
          context={loaded}
          hydrate={false}
        />,
      )
    const onServer = render()
    process.env.TZ = 'Pacific/Kiritimati'
    let inBrowser: string
    try {
      inBrowser = render()
    } finally {
      process.env.TZ = 'UTC'
    }
    expect(onServer).toContain(
      '<time dateTime="2026-03-04T15:06:07.000Z">3/4/2026, 3:06 PM UTC</time>',
    )
    expect(inBrowser).toBe(onServer)
  })

  // Issue 50: the admin's dates were in the server's zone, with seconds, whatever Site Settings said.
  test("the dates follow the site's time zone from Site Settings, to the minute", async () => {
    getDb()
      .insert(siteSettings)
      .values({ id: 1, timeZone: 'Asia/Riyadh' })
      .onConflictDoUpdate({ target: siteSettings.id, set: { timeZone: 'Asia/Riyadh' } })
      .run()
    const english = (await route.loader({
      request: getRequest(path, cookie),
      params: {},
      context,
    })) as unknown as { data: { items: Array<{ createdText: string }> } }
    expect(english.data.items[0]!.createdText).toBe('3/4/2026, 6:06 PM GMT+3')
    setAdminLanguage(adminId, 'ar')
    const arabic = (await route.loader({
      request: getRequest(path, cookie),
      params: {},
      context,
    })) as unknown as { data: { items: Array<{ createdText: string }> } }
    expect(arabic.data.items[0]!.createdText).toBe('4 مارس 2026 في 6:06 م غرينتش+3')
  })

  test("an Arabic admin's inbox gives the date in Arabic, written on the server", async () => {
    setAdminLanguage(adminId, 'ar')
    const loaded = await route.loader({ request: getRequest(path, cookie), params: {}, context })
    // The loader's data() answer: its data beside its headers.
    const { items } = (loaded as unknown as { data: { items: Array<{ createdText: string }> } })
      .data
    expect(items[0]!.createdText).toBe('4 مارس 2026 في 3:06 م UTC')
  })
})
