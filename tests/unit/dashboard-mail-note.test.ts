// The dashboard's note on e-mail (issue 27): off without SMTP settings, a request for SITE_URL
// while mail is on without it, nothing once both are set.
import { afterEach, expect, test } from 'vitest'
import { resetEnv } from '#app/lib/env.server.ts'
import { resetMailTransport } from '#app/lib/mail.server.ts'
import * as dashboard from '#app/routes/admin.dashboard.tsx'
import { createAdmin, getRequest, sessionCookieFor } from '#tests/support/auth.ts'
import { render } from '#tests/support/render-route.tsx'

const MAIL = ['SMTP_URL', 'MAIL_FROM', 'SITE_URL'] as const

function configure(values: Partial<Record<(typeof MAIL)[number], string>>) {
  for (const name of MAIL) delete process.env[name]
  Object.assign(process.env, values)
  resetEnv()
  resetMailTransport()
}
afterEach(() => configure({}))

test('the dashboard says mail is off, then asks for the public address, then says nothing', async () => {
  const cookie = await sessionCookieFor((await createAdmin()).id)
  const page = async () =>
    (await render(dashboard, '/admin/dashboard', getRequest('/admin/dashboard', cookie))).html

  configure({})
  expect(await page()).toContain('E-mail alerts are off')

  configure({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Site <site@agency.example>' })
  let html = await page()
  expect(html).not.toContain('E-mail alerts are off')
  expect(html).toContain('public address is not set')

  configure({
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Site <site@agency.example>',
    SITE_URL: 'https://agency.example',
  })
  html = await page()
  expect(html).not.toContain('E-mail alerts are off')
  expect(html).not.toContain('public address is not set')
})
