// The consultation modal opened without JavaScript from a campaign's kept page: its address gains
// the utm_* values its Referer names (app/analytics/modal-campaign.server.ts), and nothing else does.
import type { IncomingMessage } from 'node:http'
import { expect, test } from 'vitest'
import { modalWithCampaign } from '#app/analytics/modal-campaign.server.ts'
import { resetEnv } from '#app/lib/env.server.ts'

const asked = (url: string, headers: Record<string, string>, method = 'GET') =>
  modalWithCampaign({
    method,
    url,
    headers: { host: 'site.test', ...headers },
  } as unknown as IncomingMessage)

const FROM = 'http://site.test/about?utm_source=news&utm_medium=email&utm_campaign=spring&x=1'

test('the modal asked from a campaign’s page is sent to the address with its utm_* values', () => {
  expect(asked('/about?consultation=open', { referer: FROM, 'sec-fetch-mode': 'navigate' })).toBe(
    '/about?consultation=open&utm_source=news&utm_medium=email&utm_campaign=spring',
  )
  expect(asked('/?consultation=open', { referer: 'http://site.test/?utm_source=news' })).toBe(
    '/?consultation=open&utm_source=news',
  )
})

test('anything else goes on as asked', () => {
  const cases: Array<[string, Record<string, string>, string?]> = [
    ['/about', { referer: FROM }],
    ['/about?consultation=sent', { referer: FROM }],
    ['/about?consultation=open', {}],
    ['/about?consultation=open', { referer: 'http://site.test/about' }],
    ['/about?consultation=open', { referer: 'http://other.test/about?utm_source=news' }],
    ['/about?consultation=open', { referer: 'http://site.test/services?utm_source=news' }],
    ['/about?consultation=open&utm_source=mail', { referer: FROM }],
    ['/about.data?consultation=open', { referer: FROM }],
    ['/about?consultation=open', { referer: FROM, 'sec-fetch-mode': 'cors' }],
    ['/about?consultation=open', { referer: 'not a url' }],
    ['/about?consultation=open', { referer: FROM }, 'POST'],
  ]
  for (const [url, headers, method] of cases) expect(asked(url, headers, method), url).toBeNull()
  process.env.ANALYTICS = 'off'
  resetEnv()
  try {
    expect(asked('/about?consultation=open', { referer: FROM })).toBeNull()
  } finally {
    delete process.env.ANALYTICS
    resetEnv()
  }
})
